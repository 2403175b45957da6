import { ArrowRight, Inbox, PackageSearch } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/orders';
import { AccessOptions } from '../components/account/AccessOptions';
import { localizedPath } from '../../core/messages/pages';
import { accountMeta } from '../components/auth/account-meta';
import { useT } from '../lib/i18n';
import { GuestBanner } from '../components/account/GuestBanner';
import { GuestLinkForm } from '../components/account/GuestLinkForm';
import { OrderList } from '../components/account/OrderList';
import { NO_STORE, ordersForPage, summaryOf } from '../.server/customer-orders';
import { PageHero } from '../components/PageHero';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, {
    title: 'customerArea.myOrders',
    description: 'customerArea.ordersMetaDescription',
    path: '/orders',
  });

/** What a visitor sees here is theirs alone: never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * A signed-in customer or a guest (link from an e-mail) sees their orders; anyone
 * else sees how to reach them (sign in, or receive an access link).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, orders } = await ordersForPage(request, context);
  return data(
    { viewer, orders: orders?.map((o) => summaryOf(o, context.lang)) ?? null, lang: context.lang },
    { headers: NO_STORE },
  );
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { viewer, orders, lang } = loaderData;
  const t = useT();
  const to = (path: string) => localizedPath(lang, path);
  const crumbs = viewer.userEmail
    ? [
        { name: t('customerArea.title'), path: to('/dashboard') },
        { name: t('customerArea.myOrders'), path: to('/orders') },
      ]
    : [{ name: t('customerArea.myOrders'), path: to('/orders') }];
  return (
    <>
      <PageHero
        title={t('customerArea.myOrders')}
        eyebrow={t('accountPage.eyebrow')}
        crumbs={crumbs}
        lead={
          orders === null
            ? t('customerArea.ordersLeadAnonymous')
            : viewer.userEmail
              ? viewer.guestEmail && viewer.guestEmail !== viewer.userEmail
                ? t('customerArea.ordersLeadAccountAndGuest', { email: viewer.userEmail, guest: viewer.guestEmail })
                : t('customerArea.ordersLeadAccount', { email: viewer.userEmail })
              : t('customerArea.ordersLeadGuest', { email: viewer.guestEmail ?? '' })
        }
      />
      <div className="container-page space-y-10 py-10 sm:py-14">
        {orders === null ? (
          <AccessOptions next={to('/orders')} />
        ) : (
          <>
            {viewer.guestEmail ? <GuestBanner email={viewer.guestEmail} /> : null}
            <section aria-labelledby="orders-title">
              <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
                <h2 id="orders-title" className="text-2xl font-semibold">
                  {t('customerArea.yourOrders')}
                </h2>
                <p className="text-sm text-muted" data-testid="order-count">
                  {t('customerArea.orderCount', { count: orders.length })}
                </p>
              </div>
              {orders.length > 0 ? (
                <OrderList orders={orders} />
              ) : (
                <div className="card flex flex-col items-center py-12 text-center" data-testid="no-orders">
                  <Inbox className="h-10 w-10 text-muted" aria-hidden="true" />
                  <p className="mt-4 text-lg font-semibold">{t('customerArea.noOrders')}</p>
                  <p className="mt-2 max-w-md text-muted">{t('customerArea.emptyText')}</p>
                  <Link to={to('/services')} className="btn-primary mt-6">
                    {t('home.heroOrder')}
                    <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                  </Link>
                </div>
              )}
            </section>
            <section
              className="card grid gap-6 sm:p-8 lg:grid-cols-[1fr_minmax(0,26rem)] lg:items-start"
              aria-labelledby="other-orders"
            >
              <div>
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <PackageSearch className="h-5 w-5" aria-hidden="true" />
                </span>
                <h2 id="other-orders" className="mt-4 text-xl font-semibold">
                  {t('customerArea.missingTitle')}
                </h2>
                <p className="mt-2 leading-relaxed text-muted">{t('customerArea.missingText')}</p>
              </div>
              <GuestLinkForm defaultEmail={viewer.userEmail ?? ''} />
            </section>
          </>
        )}
      </div>
    </>
  );
}
