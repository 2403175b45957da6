import { ArrowRight, FileText, MessageSquareText, Package, ShieldCheck, Stamp } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/dashboard';
import { PageHero } from '../components/PageHero';
import { OrderList } from '../components/account/OrderList';
import { PrivacyPanel } from '../components/account/PrivacyPanel';
import { ordersForPage, summaryOf } from '../.server/customer-orders';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Espace Client',
    description:
      'Votre espace client Benali Traduction\u00a0: suivez vos commandes de traduction certifiée arabe–français, récupérez vos documents et écrivez à la traductrice.',
    path: '/dashboard',
    noindex: true,
    jsonLd: [breadcrumbJsonLd(publicUrlFrom(args.matches), [{ name: 'Espace Client', path: '/dashboard' }])],
  });

/** A signed-in customer, or a guest who opened their orders by e-mail link; anyone else signs in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, orders } = await ordersForPage(request, context);
  if (orders === null) throw redirect(`/login?next=${encodeURIComponent('/dashboard')}`, { headers: NO_STORE });
  return data(
    {
      email: viewer.userEmail ?? viewer.guestEmail!,
      role: viewer.role,
      guest: viewer.userEmail === null,
      total: orders.length,
      latest: orders.slice(0, 3).map(summaryOf),
    },
    { headers: NO_STORE },
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { email, role, guest, latest, total } = loaderData;
  return (
    <>
      <PageHero
        title="Espace Client"
        eyebrow="Votre espace"
        crumbs={[{ name: 'Espace Client', path: '/dashboard' }]}
        lead={
          <p data-testid="greeting">
            {guest ? 'Accès invité ouvert pour' : 'Bonjour, vous êtes connecté avec'}{' '}
            <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{email}</strong>.
          </p>
        }
      />
      <div className="container-page py-10 sm:py-14">
        {role === 'admin' ? (
          <div
            className="mb-8 flex flex-col gap-4 rounded-2xl border border-line bg-brand-soft/50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid="admin-note"
          >
            <p className="flex gap-3 text-sm leading-relaxed text-ink">
              <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
              Votre compte dispose du rôle administrateur.
            </p>
            <Link to="/admin/dashboard" className="btn-secondary shrink-0">
              Ouvrir l’administration
            </Link>
          </div>
        ) : null}

        <h2 className="text-2xl font-semibold">Que souhaitez-vous faire&nbsp;?</h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2">
          <li className="card flex flex-col sm:p-7">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Package className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">Suivre mes commandes</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted">
              Retrouvez les commandes passées avec votre adresse e-mail, les documents envoyés et, dès qu’elles sont
              prêtes, vos traductions certifiées à télécharger.
            </p>
            <Link to="/orders" className="btn-primary mt-6 self-start" data-testid="orders-button">
              Mes commandes
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </li>
          <li className="card flex flex-col sm:p-7">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <MessageSquareText className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">Poser une question</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted">
              Un doute sur un document, un délai ou une légalisation&nbsp;? Écrivez directement à la traductrice, qui
              vous répond personnellement.
            </p>
            <Link to="/contact" className="btn-secondary mt-6 self-start" data-testid="contact-button">
              Contacter la traductrice
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </li>
        </ul>

        <section className="mt-12" aria-labelledby="latest-title" data-testid="latest-orders">
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="latest-title" className="text-2xl font-semibold">
              Vos dernières commandes
            </h2>
            {total > latest.length ? (
              <Link to="/orders" className="text-sm font-medium text-brand">
                Voir les {total} commandes
              </Link>
            ) : null}
          </div>
          {latest.length > 0 ? (
            <OrderList orders={latest} />
          ) : (
            <p className="card text-muted">
              Aucune commande trouvée.{' '}
              <Link to="/services" className="text-brand underline">
                Commander une traduction
              </Link>
            </p>
          )}
        </section>

        {guest ? null : <PrivacyPanel canDelete={role !== 'admin'} />}

        <h2 className="mt-12 text-2xl font-semibold">Une nouvelle démarche&nbsp;?</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <li>
            <Link
              to="/services"
              className="group flex items-center gap-4 rounded-2xl border border-line bg-surface px-5 py-4 no-underline hover:border-brand"
            >
              <FileText className="h-6 w-6 shrink-0 text-accent" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-ink group-hover:text-brand">
                  Commander une traduction certifiée
                </span>
                <span className="block text-sm text-muted">Prix calculé en direct selon vos documents</span>
              </span>
            </Link>
          </li>
          <li>
            <Link
              to="/devis"
              className="group flex items-center gap-4 rounded-2xl border border-line bg-surface px-5 py-4 no-underline hover:border-brand"
            >
              <Stamp className="h-6 w-6 shrink-0 text-accent" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-ink group-hover:text-brand">Demander un devis</span>
                <span className="block text-sm text-muted">Documents nombreux, légalisation, cas particulier</span>
              </span>
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}
