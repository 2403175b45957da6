import { ArrowRight, Inbox } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/order-tracking';
import { formatEuros } from '../../core/money';
import { AccessOptions } from '../components/account/AccessOptions';
import { formatShortDay } from '../components/account/format';
import { GuestBanner } from '../components/account/GuestBanner';
import { NO_STORE, ordersForPage } from '../.server/customer-orders';
import { OrderTimeline } from '../components/account/OrderTimeline';
import { StatusBadge } from '../components/account/StatusBadge';
import { orderTimeline } from '../components/account/timeline';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Suivi de commande',
    description: 'Suivez l’avancement de vos commandes de traduction certifiée, étape par étape.',
    path: '/order-tracking',
    noindex: true,
  });

export const headers: Route.HeadersFunction = () => NO_STORE;

const ACTIVE_LIMIT = 10;

/** Each of the caller's orders with where it stands; anonymous visitors see how to reach theirs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, orders } = await ordersForPage(request, context);
  return data(
    {
      viewer,
      total: orders?.length ?? 0,
      orders:
        orders?.slice(0, ACTIVE_LIMIT).map((o) => ({
          reference: o.reference,
          createdAt: o.createdAt,
          status: o.status,
          statusLabel: o.statusLabel,
          totalCents: o.totalCents,
          // The list has no history: the steps' dates are on the order's own page.
          steps: orderTimeline({
            status: o.status,
            createdAt: o.createdAt,
            deliveryMethod: o.services[0]!.deliveryMethod,
            history: [],
          }),
        })) ?? null,
    },
    { headers: NO_STORE },
  );
}

export default function OrderTracking({ loaderData }: Route.ComponentProps) {
  const { viewer, orders, total } = loaderData;
  return (
    <>
      <PageHero
        title="Suivi de commande"
        eyebrow="Espace client"
        lead="Suivez l’avancement de vos commandes, étape par étape."
        crumbs={[{ name: 'Suivi de commande', path: '/order-tracking' }]}
      />
      <div className="container-page space-y-8 py-10 sm:py-14">
        {orders === null ? (
          <AccessOptions next="/order-tracking" />
        ) : (
          <>
            {viewer.guestEmail && !viewer.userEmail ? <GuestBanner email={viewer.guestEmail} /> : null}
            {orders.length === 0 ? (
              <div className="card flex flex-col items-center py-12 text-center" data-testid="no-orders">
                <Inbox className="h-10 w-10 text-muted" aria-hidden="true" />
                <p className="mt-4 text-lg font-semibold">Aucune commande trouvée.</p>
                <Link to="/services" className="btn-primary mt-6">
                  Commander une traduction
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
                      Passée le {formatShortDay(o.createdAt)} · {formatEuros(o.totalCents)}
                    </p>
                    <div className="mt-5 flex-1">
                      <OrderTimeline steps={o.steps} compact />
                    </div>
                    <Link to={`/orders/${o.reference}`} className="btn-secondary mt-6 self-start">
                      Détail et documents
                      <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {total > orders.length ? (
              <p className="text-muted">
                Vos {ACTIVE_LIMIT} commandes les plus récentes sont affichées.{' '}
                <Link to="/orders" className="text-brand underline">
                  Voir toutes vos commandes
                </Link>
              </p>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
