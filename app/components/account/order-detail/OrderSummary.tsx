import { BUSINESS } from '../../../../core/business';
import { textLang } from '../../../../core/text-lang';
import { useLang, useT } from '../../../lib/i18n';
import { CreditNotes, type CreditNoteLinkView } from '../CreditNotes';
import { formatAmount } from '../format';
import { InvoiceDownload, type InvoiceLinkView } from '../InvoiceDownload';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-muted">{label}</dt>
      <dd className="text-end font-medium text-ink">{children}</dd>
    </div>
  );
}

/** What « Récapitulatif » draws of the order. */
export interface OrderSummaryView {
  services: {
    numberOfDocuments: number;
    numberOfPages: number;
    deliveryName: string;
    legalization: string;
    legalizationName: string;
    comment: string | null;
  }[];
  promisedDelivery: { text: string } | null;
  paymentStatus: string;
  paymentStatusLabel: string;
  priceLines: { label: string; amountCents: number }[];
  totalCents: number;
}

/** The order's summary: what was ordered, its price lines and total, invoice, credit notes and comment. */
export function OrderSummary({
  order,
  invoice,
  creditNotes,
}: {
  order: OrderSummaryView;
  invoice: InvoiceLinkView | null;
  creditNotes: CreditNoteLinkView[];
}) {
  const t = useT();
  const lang = useLang();
  const service = order.services[0]!;
  // Names in the page's language (the loader's); one the translator wrote herself stays French: marked so.
  const french = (text: string) => (lang === 'fr' || textLang(text) !== 'fr' ? text : <bdi lang="fr">{text}</bdi>);
  return (
    <section className="card" aria-labelledby="summary-title">
      <h2 id="summary-title" className="text-xl font-semibold">
        {t('customerArea.summary')}
      </h2>
      <dl className="mt-3 divide-y divide-line text-sm" data-testid="order-summary">
        <Row label={t('customerArea.rowDocuments')}>{service.numberOfDocuments}</Row>
        <Row label={t('customerArea.rowPages')}>{service.numberOfPages}</Row>
        <Row label={t('customerArea.rowDelivery')}>{french(service.deliveryName)}</Row>
        <Row label={t('customerArea.rowLegalization')}>
          {service.legalization === 'none' ? t('customerArea.noLegalization') : french(service.legalizationName)}
        </Row>
        {order.promisedDelivery ? (
          <Row label={t('customerArea.promisedLabel')}>{order.promisedDelivery.text}</Row>
        ) : null}
        <Row label={t('customerArea.rowPayment')}>{order.paymentStatusLabel}</Row>
      </dl>
      <dl className="mt-4 space-y-1.5 border-t border-line pt-4 text-sm">
        {order.priceLines.map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-muted">{french(line.label)}</dt>
            <dd className="shrink-0 tabular-nums">{formatAmount(line.amountCents, lang)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 pt-2">
          <dt className="font-semibold">{t('customerArea.total')}</dt>
          <dd className="font-serif text-2xl font-semibold tabular-nums" data-testid="order-total">
            {formatAmount(order.totalCents, lang)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-end text-xs text-muted">{lang === 'fr' ? BUSINESS.vatNote : t('orderForm.vatNote')}</p>
      <div className="mt-4 border-t border-line pt-4">
        <h3 className="mb-2 text-sm font-semibold">{t('sample.facture')}</h3>
        <InvoiceDownload
          invoice={invoice}
          paid={order.paymentStatus === 'paid' || order.paymentStatus === 'refunded'}
        />
      </div>
      {creditNotes.length > 0 ? (
        <div className="mt-4 border-t border-line pt-4">
          <h3 className="mb-2 text-sm font-semibold">{t('customerArea.refunds')}</h3>
          <CreditNotes notes={creditNotes} totalCents={order.totalCents} />
        </div>
      ) : null}
      {service.comment ? (
        <div className="mt-4 border-t border-line pt-4 text-sm">
          <p className="text-muted">{t('customerArea.yourComment')}</p>
          {/* Typed by the client in either language: its first letter sets its direction. */}
          <p dir="auto" className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]" data-testid="order-comment">
            {service.comment}
          </p>
        </div>
      ) : null}
    </section>
  );
}
