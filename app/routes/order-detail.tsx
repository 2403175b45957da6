import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import type { Route } from './+types/order-detail';
import { t as textIn } from '../../core/messages';
import { localizedPath, splitLangPath } from '../../core/messages/pages';
import { formatDay } from '../components/account/format';
import { GuestBanner } from '../components/account/GuestBanner';
import { OrderFiles } from '../components/account/order-detail/OrderFiles';
import { OrderMessages } from '../components/account/order-detail/OrderMessages';
import { OrderSummary } from '../components/account/order-detail/OrderSummary';
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

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { order, viewer, senderEmail, invoice, creditNotes } = loaderData;
  const service = order.services[0]!;
  const t = useT();
  const lang = useLang();
  const to = (path: string) => localizedPath(lang, path);
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
            <OrderFiles
              translated={service.fileAdmin}
              sent={service.fileClient}
              filesDeletedAt={order.filesDeletedAt}
            />

            <OrderMessages reference={order.reference} senderEmail={senderEmail} messages={order.messages} />
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
            <OrderSummary order={order} invoice={invoice} creditNotes={creditNotes} />
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
