import { ArrowRight, FileText, MessageSquareText, Package, ShieldCheck, Stamp } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/dashboard';
import { PageHero } from '../components/PageHero';
import { OrderList } from '../components/account/OrderList';
import { PrivacyPanel } from '../components/account/PrivacyPanel';
import { ordersForPage, summaryOf } from '../.server/customer-orders';
import { localizedPath } from '../../core/messages/pages';
import { accountMeta } from '../components/auth/account-meta';
import { useT } from '../lib/i18n';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, {
    title: 'customerArea.title',
    description: 'customerArea.metaDescription',
    path: '/dashboard',
    crumbs: [{ name: 'customerArea.title', path: '/dashboard' }],
  });

/** A signed-in customer, or a guest who opened their orders by e-mail link; anyone else signs in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { viewer, orders } = await ordersForPage(request, context);
  const here = localizedPath(context.lang, '/dashboard');
  if (orders === null)
    throw redirect(`${localizedPath(context.lang, '/login')}?next=${encodeURIComponent(here)}`, { headers: NO_STORE });
  return data(
    {
      email: viewer.userEmail ?? viewer.guestEmail!,
      role: viewer.role,
      guest: viewer.userEmail === null,
      total: orders.length,
      latest: orders.slice(0, 3).map((o) => summaryOf(o, context.lang)),
      lang: context.lang,
    },
    { headers: NO_STORE },
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { email, role, guest, latest, total, lang } = loaderData;
  const t = useT();
  const to = (path: string) => localizedPath(lang, path);
  return (
    <>
      <PageHero
        title={t('customerArea.title')}
        eyebrow={t('customerArea.eyebrow')}
        crumbs={[{ name: t('customerArea.title'), path: to('/dashboard') }]}
        lead={
          <p data-testid="greeting">
            {t(guest ? 'customerArea.greetingGuest' : 'customerArea.greetingUser')}{' '}
            <strong className="font-semibold [overflow-wrap:anywhere] text-ink">
              <bdi>{email}</bdi>
            </strong>
            .
          </p>
        }
      />
      <div className="container-page py-10 sm:py-14">
        {role === 'admin' ? <AdminNote /> : null}

        <h2 className="text-2xl font-semibold">{t('customerArea.whatToDo')}</h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2">
          <li className="card flex flex-col sm:p-7">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Package className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{t('customerArea.followTitle')}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted">{t('customerArea.followText')}</p>
            <Link to={to('/orders')} className="btn-primary mt-6 self-start" data-testid="orders-button">
              {t('customerArea.myOrders')}
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </li>
          <li className="card flex flex-col sm:p-7">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <MessageSquareText className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{t('customerArea.askTitle')}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-muted">{t('customerArea.askText')}</p>
            <Link to={to('/contact')} className="btn-secondary mt-6 self-start" data-testid="contact-button">
              {t('home.heroContact')}
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </li>
        </ul>

        <section className="mt-12" aria-labelledby="latest-title" data-testid="latest-orders">
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="latest-title" className="text-2xl font-semibold">
              {t('customerArea.latestTitle')}
            </h2>
            {total > latest.length ? (
              <Link to={to('/orders')} className="text-sm font-medium text-brand">
                {t('customerArea.seeAll', { total })}
              </Link>
            ) : null}
          </div>
          {latest.length > 0 ? (
            <OrderList orders={latest} />
          ) : (
            <p className="card text-muted">
              {t('customerArea.noOrders')}{' '}
              <Link to={to('/services')} className="text-brand underline">
                {t('home.heroOrder')}
              </Link>
            </p>
          )}
        </section>

        {guest ? null : <PrivacyPanel canDelete={role !== 'admin'} />}

        <h2 className="mt-12 text-2xl font-semibold">{t('customerArea.newStep')}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <li>
            <Link
              to={to('/services')}
              className="group flex items-center gap-4 rounded-2xl border border-line bg-surface px-5 py-4 no-underline hover:border-brand"
            >
              <FileText className="h-6 w-6 shrink-0 text-accent" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-ink group-hover:text-brand">
                  {t('customerArea.orderCertified')}
                </span>
                <span className="block text-sm text-muted">{t('customerArea.livePrice')}</span>
              </span>
            </Link>
          </li>
          <li>
            <Link
              to={to('/devis')}
              className="group flex items-center gap-4 rounded-2xl border border-line bg-surface px-5 py-4 no-underline hover:border-brand"
            >
              <Stamp className="h-6 w-6 shrink-0 text-accent" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-ink group-hover:text-brand">{t('home.ctaQuote')}</span>
                <span className="block text-sm text-muted">{t('customerArea.quoteCases')}</span>
              </span>
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}

/** A note for the translator signed in on the customer area: her place is the back office. */
function AdminNote() {
  const t = useT();
  return (
    <div
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-line bg-brand-soft/50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="admin-note"
    >
      <p className="flex gap-3 text-sm leading-relaxed text-ink">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
        {t('customerArea.adminRole')}
      </p>
      {/* A full load: the back office loads its own words as it starts (core/messages/load.ts). */}
      <Link to="/admin/dashboard" reloadDocument className="btn-secondary shrink-0">
        {t('customerArea.openAdmin')}
      </Link>
    </div>
  );
}
