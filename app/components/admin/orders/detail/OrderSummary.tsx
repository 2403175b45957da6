import { Receipt } from 'lucide-react';
import { tr } from '../../../../../core/messages';
import { formatEuros } from '../../../../../core/money';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime } from '../../../account/format';
import { CountedPages } from '../CountedPages';
import { Row, Section } from '../DetailSection';

/** What « Récapitulatif » draws of the order. */
export interface OrderSummaryView {
  orderId: string;
  createdAt: string;
  clientEmail: string;
  hasAccount: boolean;
  paymentStatusLabel: string;
  paidAt: string | null;
  promisedDelivery: { text: string } | null;
  services: { numberOfDocuments: number; numberOfPages: number; deliveryName: string; legalizationName: string }[];
  fileClient: { pages: number | null }[];
  urgent: boolean;
  priceLines: { label: string; amountCents: number }[];
  totalCents: number;
}

/** « Récapitulatif »: reference, client, payment, promise, what was ordered, and its price lines. */
export function OrderSummary({ order }: { order: OrderSummaryView }) {
  const service = order.services[0]!;
  return (
    <Section id="summary-title" title={tr('adminOrderDetail.sectionSummary')} icon={Receipt}>
      <dl className="divide-y divide-line text-sm" data-testid="admin-order-summary">
        <Row label={tr('adminOrderDetail.summaryReference')} testId="summary-id">
          <span className="font-mono">{order.orderId}</span>
        </Row>
        <Row label={tr('adminOrderDetail.summaryDate')}>{formatDayTime(order.createdAt, 'fr')}</Row>
        <Row label={tr('adminOrderDetail.summaryClient')} testId="summary-email">
          <a href={`mailto:${order.clientEmail}`} className="text-brand underline-offset-4 hover:underline">
            {order.clientEmail}
          </a>
          <span className="block text-xs font-normal text-muted">
            {order.hasAccount ? tr('adminOrderDetail.withAccount') : tr('adminOrderDetail.withoutAccount')}
          </span>
        </Row>
        <Row label={tr('adminOrderDetail.summaryPayment')} testId="summary-payment">
          {order.paymentStatusLabel}
          {order.paidAt ? (
            <span className="block text-xs font-normal text-muted">
              {tr('adminOrderDetail.paidOn', { date: formatDayTime(order.paidAt, 'fr') })}
            </span>
          ) : null}
        </Row>
        {order.promisedDelivery ? (
          <Row label={tr('adminOrderDetail.summaryPromised')} testId="summary-promised">
            {order.promisedDelivery.text}
          </Row>
        ) : null}
        <Row label={tr('adminOrderDetail.summaryDocuments')}>{service.numberOfDocuments}</Row>
        <Row label={tr('adminOrderDetail.summaryPages')} testId="summary-pages">
          {tr('adminOrderDetail.pagesDeclared', { count: service.numberOfPages })}
          <CountedPages files={order.fileClient} declared={service.numberOfPages} />
        </Row>
        <Row label={tr('adminOrderDetail.summaryDelivery')}>{service.deliveryName}</Row>
        <Row label={tr('adminOrderDetail.summaryLegalization')}>{service.legalizationName}</Row>
        {order.urgent ? <Row label={tr('adminOrderDetail.summaryUrgent')}>{tr('adminOrderDetail.yes')}</Row> : null}
      </dl>
      <dl className="mt-3 divide-y divide-line border-t border-line text-sm">
        {order.priceLines.map((l, i) => (
          <div key={i} className="flex justify-between gap-4 py-2">
            <dt className="text-muted">{l.label}</dt>
            <dd className="text-right whitespace-nowrap text-ink tabular-nums">{formatEuros(l.amountCents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2.5 text-base font-semibold">
          <dt>{tr('adminOrderDetail.summaryTotal')}</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {formatEuros(order.totalCents)}
          </dd>
        </div>
      </dl>
    </Section>
  );
}
