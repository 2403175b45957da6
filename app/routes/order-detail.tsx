import { FileCheck2, FolderOpen, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { BUSINESS } from '../../core/business';
import type { Route } from './+types/order-detail';
import { t as textIn } from '../../core/messages';
import { localizedPath, splitLangPath } from '../../core/messages/pages';
import { FormAlert } from '../components/form/FormAlert';
import { FileList } from '../components/account/FileList';
import { FilesDeletedNotice } from '../components/account/FilesDeletedNotice';
import { CreditNotes } from '../components/account/CreditNotes';
import { InvoiceDownload } from '../components/account/InvoiceDownload';
import { formatAmount, formatDay, formatDayTime } from '../components/account/format';
import { GuestBanner } from '../components/account/GuestBanner';
import { MessageDialog } from '../components/account/MessageDialog';
import { OrderTimeline } from '../components/account/OrderTimeline';
import { PaperNotice } from '../components/account/PaperNotice';
import { NO_STORE, orderForPage } from '../.server/customer-orders';
import { StatusBadge } from '../components/account/StatusBadge';
import { orderTimeline } from '../components/account/timeline';
import { PageHero } from '../components/PageHero';
import { StatusPage } from '../components/StatusPage';
import { seo } from '../lib/seo';
import { useLang, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = (args) => {
  const { lang } = splitLangPath(args.location.pathname);
  return seo(args, {
    title:
      args.data && 'order' in args.data
        ? textIn(lang, 'customerArea.orderTitle', { reference: args.data.order.reference })
        : textIn(lang, 'customerArea.detailMetaTitle'),
    description: textIn(lang, 'customerArea.detailMetaDescription'),
    noindex: true,
  });
};

export const headers: Route.HeadersFunction = () => NO_STORE;

/** The customer, a guest holding the order's e-mail, or an admin; anyone else gets what a wrong reference gets. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return data(await orderForPage(request, context, params.id), { headers: NO_STORE });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2.5">
      <dt className="text-muted">{label}</dt>
      <dd className="text-end font-medium text-ink">{children}</dd>
    </div>
  );
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { order, viewer, senderEmail, invoice, creditNotes } = loaderData;
  const service = order.services[0]!;
  const t = useT();
  const lang = useLang();
  const to = (path: string) => localizedPath(lang, path);
  // Names in the page's language (the loader's); one the translator wrote herself stays French: marked so.
  const french = (text: string) => (lang === 'fr' || /[\u0600-\u06FF]/.test(text) ? text : <bdi lang="fr">{text}</bdi>);
  const revalidator = useRevalidator();
  const [sent, setSent] = useState<string | null>(null);
  const steps = orderTimeline({
    status: order.status,
    createdAt: order.createdAt,
    deliveryMethod: service.deliveryMethod,
    history: order.history,
    facts: {
      translated: service.fileAdmin.length > 0 || Boolean(order.translationDeliveredAt),
      shipped: order.paper.shipment !== null,
    },
  });
  const crumbs = [
    ...(viewer.userEmail ? [{ name: t('customerArea.title'), path: to('/dashboard') }] : []),
    { name: t('customerArea.myOrders'), path: to('/orders') },
    { name: order.reference, path: to(`/orders/${order.reference}`) },
  ];

  return (
    <>
      <PageHero
        title={t('customerArea.orderTitle', { reference: order.reference })}
        eyebrow={t('accountPage.eyebrow')}
        crumbs={crumbs}
      >
        <div className="mt-4 flex flex-wrap items-center gap-3 text-muted">
          <StatusBadge status={order.status} label={order.statusLabel} />
          <span>{t('customerArea.placedOn', { date: formatDay(order.createdAt, lang) })}</span>
          {order.promisedDelivery ? (
            <span data-testid="order-promised-delivery">
              {t('customerArea.promisedHero')}{' '}
              <strong className="font-semibold text-ink">{order.promisedDelivery.text}</strong>
            </span>
          ) : null}
        </div>
      </PageHero>
      <div className="container-page py-10 sm:py-14">
        {viewer.guestEmail && !viewer.userEmail ? (
          <div className="mb-8">
            <GuestBanner email={viewer.guestEmail} />
          </div>
        ) : null}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="space-y-8">
            <section className="card sm:p-8" aria-labelledby="translations-title">
              <h2 id="translations-title" className="flex items-center gap-2.5 text-xl font-semibold">
                <FileCheck2 className="h-5 w-5 text-success" aria-hidden="true" />
                {t('customerArea.yourTranslations')}
              </h2>
              <div className="mt-4">
                {service.fileAdmin.length > 0 ? (
                  <FileList files={service.fileAdmin} testId="translated-files" />
                ) : order.filesDeletedAt ? (
                  <FilesDeletedNotice at={order.filesDeletedAt} />
                ) : (
                  <p className="rounded-xl bg-surface-2/70 px-4 py-3.5 text-muted" data-testid="translation-pending">
                    {t('customerArea.translationSoon')}
                  </p>
                )}
              </div>
            </section>

            <section className="card sm:p-8" aria-labelledby="files-title">
              <h2 id="files-title" className="flex items-center gap-2.5 text-xl font-semibold">
                <FolderOpen className="h-5 w-5 text-brand" aria-hidden="true" />
                {t('customerArea.yourDocuments')}
              </h2>
              <div className="mt-4">
                {service.fileClient.length > 0 ? (
                  <FileList files={service.fileClient} testId="client-files" download />
                ) : order.filesDeletedAt ? (
                  <FilesDeletedNotice at={order.filesDeletedAt} />
                ) : (
                  <p className="text-muted">{t('customerArea.noDocuments')}</p>
                )}
              </div>
            </section>

            <section className="card sm:p-8" aria-labelledby="messages-title">
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <h2 id="messages-title" className="flex items-center gap-2.5 text-xl font-semibold">
                  <MessagesSquare className="h-5 w-5 text-accent" aria-hidden="true" />
                  {t('customerArea.yourMessages')}
                </h2>
                <MessageDialog
                  orderId={order.reference}
                  senderEmail={senderEmail}
                  onSent={(message) => {
                    setSent(message);
                    void revalidator.revalidate();
                  }}
                />
              </div>
              <div className="mt-4 space-y-4">
                <FormAlert tone="success" message={sent} testId="message-sent" />
                {order.messages.length > 0 ? (
                  <ol className="space-y-3" data-testid="messages">
                    {order.messages.map((m) => (
                      <li key={m.id} className="rounded-xl border border-line bg-surface-2/50 px-4 py-3">
                        <p className="text-xs text-muted">
                          <bdi>{m.authorEmail}</bdi> · {formatDayTime(m.createdAt, lang)}
                        </p>
                        <p dir="auto" className="mt-1.5 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                          {m.body}
                        </p>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="text-muted">{t('customerArea.messagesEmpty')}</p>
                )}
              </div>
            </section>
          </div>

          <aside className="space-y-8">
            <section className="card" aria-labelledby="tracking-title">
              <h2 id="tracking-title" className="text-xl font-semibold">
                {t('customerArea.trackingShort')}
              </h2>
              <div className="mt-5">
                <OrderTimeline steps={steps} />
              </div>
              {order.paper.kind ? (
                <div className="mt-5">
                  <PaperNotice paper={order.paper} method={service.deliveryName} detailed />
                </div>
              ) : null}
            </section>
            <section className="card" aria-labelledby="summary-title">
              <h2 id="summary-title" className="text-xl font-semibold">
                {t('customerArea.summary')}
              </h2>
              <dl className="mt-3 divide-y divide-line text-sm" data-testid="order-summary">
                <Row label={t('customerArea.rowDocuments')}>{service.numberOfDocuments}</Row>
                <Row label={t('customerArea.rowPages')}>{service.numberOfPages}</Row>
                <Row label={t('customerArea.rowDelivery')}>{french(service.deliveryName)}</Row>
                <Row label={t('customerArea.rowLegalization')}>
                  {service.legalization === 'none'
                    ? t('customerArea.noLegalization')
                    : french(service.legalizationName)}
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
              <p className="mt-1 text-end text-xs text-muted">
                {lang === 'fr' ? BUSINESS.vatNote : t('orderForm.vatNote')}
              </p>
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
                  <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{service.comment}</p>
                </div>
              ) : null}
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const lang = useLang();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 400)) {
    const message = (error.data as { message?: string } | undefined)?.message ?? t('order.notFound');
    return (
      <section className="container-page flex flex-col items-center py-24 text-center" data-testid="order-error">
        <p className="eyebrow">{t('accountPage.eyebrow')}</p>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">{message}</h1>
        <p className="mt-4 max-w-xl text-lg text-muted">{t('customerArea.errorText')}</p>
        <Link to={localizedPath(lang, '/orders')} className="btn-primary mt-8">
          {t('customerArea.myOrders')}
        </Link>
      </section>
    );
  }
  return (
    <StatusPage
      code={t('customerArea.errorCode')}
      title={t('customerArea.errorTitle')}
      text={t('customerArea.errorRetry')}
    />
  );
}
