import { AlertCircle, KeyRound, ShieldCheck } from 'lucide-react';
import type { Route } from './+types/guest-access';
import { GuestLinkForm } from '../components/account/GuestLinkForm';
import { PageHero } from '../components/PageHero';
import { accessErrorMessage } from '../../core/access-errors';
import { t as word } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { accountMeta } from '../components/auth/account-meta';
import { useLang, useT } from '../lib/i18n';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, {
    title: 'customerArea.accessTitle',
    description: 'customerArea.accessMetaDescription',
    path: '/acces-commandes',
  });

/**
 * The link's token is in the address: no cache keeps it, and no referrer carries
 * it to another site. (Not 'no-referrer': Chrome would then send `Origin: null`
 * with the form, which the server's same-origin check rightly refuses.)
 */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'same-origin',
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Why the visitor was sent here (a refused access or download link), worded in the page's language.
  const id = accessErrorMessage(new URL(request.url).searchParams.get('erreur'));
  return { token: params.token ?? null, notice: id ? word(context.lang, id) : null };
}

/**
 * The link from the e-mail opens this page; the access itself needs a click
 * (a form POST), because mail scanners that follow links would otherwise spend
 * the single-use link before the customer does.
 */
export default function GuestAccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { token, notice } = loaderData;
  return (
    <>
      <PageHero
        title={t('customerArea.accessTitle')}
        eyebrow={t('accountPage.eyebrow')}
        crumbs={[{ name: t('customerArea.accessTitle'), path: localizedPath(lang, '/acces-commandes') }]}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-xl">
          {token ? (
            <section className="card sm:p-8" aria-labelledby="open-title" data-testid="guest-open">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <KeyRound className="h-5 w-5" aria-hidden="true" />
              </span>
              <h2 id="open-title" className="mt-4 text-2xl font-semibold">
                {t('customerArea.openTitle')}
              </h2>
              <p className="mt-2 leading-relaxed text-muted">{t('customerArea.openText')}</p>
              <form method="post" action={`/api/auth/guest-access/${encodeURIComponent(token)}`} className="mt-6">
                <button type="submit" className="btn-primary w-full py-3.5 text-base" data-testid="guest-open-submit">
                  {t('customerArea.seeMyOrders')}
                </button>
              </form>
              <p className="mt-5 flex gap-2 text-sm text-muted">
                <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                {t('customerArea.sharedComputer')}
              </p>
            </section>
          ) : (
            <section className="card sm:p-8" aria-labelledby="link-title">
              {notice ? (
                <div
                  role="alert"
                  className="mb-6 flex gap-3 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3.5 text-sm"
                  data-testid="guest-invalid"
                >
                  <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
                  <p className="font-medium">{notice}</p>
                </div>
              ) : null}
              <h2 id="link-title" className="text-2xl font-semibold">
                {t('customerArea.guestLinkTitle')}
              </h2>
              <p className="mt-2 mb-6 leading-relaxed text-muted">{t('customerArea.newLinkText')}</p>
              <GuestLinkForm />
            </section>
          )}
        </div>
      </div>
    </>
  );
}
