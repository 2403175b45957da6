import { ArrowRight, Inbox, PackageSearch } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/orders';
import { AccessOptions } from '../components/account/AccessOptions';
import { countOrders } from '../components/account/format';
import { GuestBanner } from '../components/account/GuestBanner';
import { GuestLinkForm } from '../components/account/GuestLinkForm';
import { OrderList } from '../components/account/OrderList';
import { NO_STORE, ordersForPage, summaryOf } from '../.server/customer-orders';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Mes commandes',
    description: 'Retrouvez vos commandes de traduction certifiée, leurs documents et vos traductions.',
    path: '/orders',
    noindex: true,
  });

/** What a visitor sees here is theirs alone: never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * A signed-in customer or a guest (link from an e-mail) sees their orders; anyone
 * else sees how to reach them (sign in, or receive an access link).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, orders } = await ordersForPage(request, context);
  return data({ viewer, orders: orders?.map(summaryOf) ?? null }, { headers: NO_STORE });
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { viewer, orders } = loaderData;
  const crumbs = viewer.userEmail
    ? [
        { name: 'Espace Client', path: '/dashboard' },
        { name: 'Mes commandes', path: '/orders' },
      ]
    : [{ name: 'Mes commandes', path: '/orders' }];
  return (
    <>
      <PageHero
        title="Mes commandes"
        eyebrow="Espace client"
        crumbs={crumbs}
        lead={
          orders === null
            ? 'Suivez vos commandes de traduction, retrouvez vos documents et téléchargez vos traductions certifiées.'
            : viewer.userEmail
              ? `Commandes du compte ${viewer.userEmail}${viewer.guestEmail && viewer.guestEmail !== viewer.userEmail ? ` et de l’adresse ${viewer.guestEmail}` : ''}.`
              : `Commandes passées avec l’adresse ${viewer.guestEmail}.`
        }
      />
      <div className="container-page space-y-10 py-10 sm:py-14">
        {orders === null ? (
          <AccessOptions next="/orders" />
        ) : (
          <>
            {viewer.guestEmail ? <GuestBanner email={viewer.guestEmail} /> : null}
            <section aria-labelledby="orders-title">
              <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
                <h2 id="orders-title" className="text-2xl font-semibold">
                  Vos commandes
                </h2>
                <p className="text-sm text-muted" data-testid="order-count">
                  {countOrders(orders.length)}
                </p>
              </div>
              {orders.length > 0 ? (
                <OrderList orders={orders} />
              ) : (
                <div className="card flex flex-col items-center py-12 text-center" data-testid="no-orders">
                  <Inbox className="h-10 w-10 text-muted" aria-hidden="true" />
                  <p className="mt-4 text-lg font-semibold">Aucune commande trouvée.</p>
                  <p className="mt-2 max-w-md text-muted">
                    Vos commandes apparaîtront ici dès qu’elles seront enregistrées.
                  </p>
                  <Link to="/services" className="btn-primary mt-6">
                    Commander une traduction
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
                  Une commande n’apparaît pas&nbsp;?
                </h2>
                <p className="mt-2 leading-relaxed text-muted">
                  Les commandes passées sans compte, ou avec une autre adresse e-mail, s’ouvrent avec un lien d’accès
                  envoyé à cette adresse. Le lien est personnel&nbsp;: personne d’autre ne peut voir vos commandes.
                </p>
              </div>
              <GuestLinkForm defaultEmail={viewer.userEmail ?? ''} />
            </section>
          </>
        )}
      </div>
    </>
  );
}
