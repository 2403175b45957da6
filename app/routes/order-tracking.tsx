import { ArrowRight, Inbox } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/order-tracking';
import { localizedPath } from '../../core/messages/pages';
import { ORDER_TRACKING_ACTIVE_LIMIT } from '../../core/order-rules';
import { accountMeta } from '../components/auth/account-meta';
import { useT } from '../lib/i18n';
import { AccessOptions } from '../components/account/AccessOptions';
import { formatAmount, formatShortDay } from '../components/account/format';
import { GuestBanner } from '../components/account/GuestBanner';
import { NO_STORE, ordersForPage, statusLabelIn } from '../.server/customer-orders';
import { OrderTimeline } from '../components/account/OrderTimeline';
import { PaperNotice } from '../components/account/PaperNotice';
import { RemainingPaid } from '../components/account/RemainingPaid';
import { StatusBadge } from '../components/account/StatusBadge';
import { orderTimeline } from '../components/account/timeline';
import { PageHero } from '../components/PageHero';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, {
    title: 'customerArea.trackingTitle',
    description: 'customerArea.trackingMetaDescription',
    path: '/order-tracking',
  });

export const headers: Route.HeadersFunction = () => NO_STORE;

/** Each of the caller's orders with where it stands; anonymous visitors see how to reach theirs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, orders } = await ordersForPage(request, context);
  return data(
    {
      viewer,
      lang: context.lang,
      total: orders?.length ?? 0,
      orders:
        orders?.slice(0, ORDER_TRACKING_ACTIVE_LIMIT).map((o) => ({
          reference: o.reference,
          createdAt: o.createdAt,
          status: o.status,
          statusLabel: statusLabelIn(context.lang, o.status),
          totalCents: o.totalCents,
          refundedCents: o.refundedCents,
          paper: o.paper,
          deliveryName: o.services[0]!.deliveryName,
          // The list has no history: the steps' dates are on the order's own page.
          steps: orderTimeline({
            status: o.status,
            createdAt: o.createdAt,
            deliveryMethod: o.services[0]!.deliveryMethod,
            history: [],
            facts: {
              translated: o.services[0]!.fileAdmin.length > 0 || Boolean(o.translationDeliveredAt),
              shipped: o.paper.shipment !== null,
            },
          }),
        })) ?? null,
    },
    { headers: NO_STORE },
  );
}

export default function OrderTracking({ loaderData }: Route.ComponentProps) {
  const { viewer, orders, total, lang } = loaderData;
  const t = useT();
  const to = (path: string) => localizedPath(lang, path);
  return (
    <>
      <PageHero
        title={t('customerArea.trackingTitle')}
        eyebrow={t('accountPage.eyebrow')}
        lead={t('customerArea.trackingLead')}
        crumbs={[{ name: t('customerArea.trackingTitle'), path: to('/order-tracking') }]}
      />
      <div className="container-page space-y-8 py-10 sm:py-14">
        {orders === null ? (
          <AccessOptions next={to('/order-tracking')} />
        ) : (
          <>
            {viewer.guestEmail && !viewer.userEmail ? <GuestBanner email={viewer.guestEmail} /> : null}
            {orders.length === 0 ? (
              <div className="card flex flex-col items-center py-12 text-center" data-testid="no-orders">
                <Inbox className="h-10 w-10 text-muted" aria-hidden="true" />
                <p className="mt-4 text-lg font-semibold">{t('customerArea.noOrders')}</p>
                <Link to={to('/services')} className="btn-primary mt-6">
                  {t('home.heroOrder')}
                  <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              </div>
            ) : (
              <ul className="grid gap-6 md:grid-cols-2" data-testid="tracking-list">
                {orders.map((o) => (
                  <li key={o.reference} className="card flex flex-col">
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <h2 className="font-mono text-base font-semibold tracking-wide">{o.reference}</h2>
                      <StatusBadge status={o.status} label={o.statusLabel} />
                    </div>
                    <p className="mt-1 text-sm text-muted">
                      {t('customerArea.placedOn', { date: formatShortDay(o.createdAt, lang) })} ·{' '}
                      {formatAmount(o.totalCents, lang)}
                    </p>
                    <RemainingPaid
                      totalCents={o.totalCents}
                      refundedCents={o.refundedCents}
                      className="mt-1 block text-sm font-medium text-ink"
                    />
                    <div className="mt-5 flex-1">
                      <OrderTimeline steps={o.steps} compact />
                    </div>
                    {o.paper.shipment || o.paper.kind === 'pickup' ? (
                      <div className="mt-4">
                        <PaperNotice paper={o.paper} method={o.deliveryName} />
                      </div>
                    ) : null}
                    <Link to={to(`/orders/${o.reference}`)} className="btn-secondary mt-6 self-start">
                      {t('customerArea.detailAndDocuments')}
                      <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {total > orders.length ? (
              <p className="text-muted">
                {t('customerArea.recentShown', { limit: ORDER_TRACKING_ACTIVE_LIMIT })}{' '}
                <Link to={to('/orders')} className="text-brand underline">
                  {t('customerArea.seeAllOrders')}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
