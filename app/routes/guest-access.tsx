import { AlertCircle, KeyRound, ShieldCheck } from 'lucide-react';
import type { Route } from './+types/guest-access';
import { GuestLinkForm } from '../components/account/GuestLinkForm';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { useT } from '../lib/i18n';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Accès à vos commandes',
    description: 'Ouvrez l’accès à vos commandes avec le lien personnel reçu par e-mail.',
    path: '/acces-commandes',
    noindex: true,
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

export async function loader({ request, params }: Route.LoaderArgs) {
  const invalid = new URL(request.url).searchParams.get('erreur') === 'lien-invalide';
  return { token: params.token ?? null, invalid };
}

/**
 * The link from the e-mail opens this page; the access itself needs a click
 * (a form POST), because mail scanners that follow links would otherwise spend
 * the single-use link before the customer does.
 */
export default function GuestAccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { token, invalid } = loaderData;
  return (
    <>
      <PageHero
        title="Accès à vos commandes"
        eyebrow="Espace client"
        crumbs={[{ name: 'Accès à vos commandes', path: '/acces-commandes' }]}
      />
      <div className="container-page py-10 sm:py-14">
        <div className="mx-auto max-w-xl">
          {token ? (
            <section className="card sm:p-8" aria-labelledby="open-title" data-testid="guest-open">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
                <KeyRound className="h-5 w-5" aria-hidden="true" />
              </span>
              <h2 id="open-title" className="mt-4 text-2xl font-semibold">
                Ouvrir vos commandes
              </h2>
              <p className="mt-2 leading-relaxed text-muted">
                Ce lien personnel ouvre, sur ce navigateur et pour 7 jours, l’accès aux commandes passées avec votre
                adresse e-mail. Il ne sert qu’une fois.
              </p>
              <form method="post" action={`/api/auth/guest-access/${encodeURIComponent(token)}`} className="mt-6">
                <button type="submit" className="btn-primary w-full py-3.5 text-base" data-testid="guest-open-submit">
                  Voir mes commandes
                </button>
              </form>
              <p className="mt-5 flex gap-2 text-sm text-muted">
                <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                Sur un ordinateur partagé, fermez l’accès invité depuis la page de vos commandes quand vous avez
                terminé.
              </p>
            </section>
          ) : (
            <section className="card sm:p-8" aria-labelledby="link-title">
              {invalid ? (
                <div
                  role="alert"
                  className="mb-6 flex gap-3 rounded-xl border border-danger/40 bg-danger-soft px-4 py-3.5 text-sm"
                  data-testid="guest-invalid"
                >
                  <AlertCircle className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden="true" />
                  <p className="font-medium">{t('guest.linkInvalid')}</p>
                </div>
              ) : null}
              <h2 id="link-title" className="text-2xl font-semibold">
                Recevoir un lien d’accès
              </h2>
              <p className="mt-2 mb-6 leading-relaxed text-muted">
                Indiquez l’adresse e-mail utilisée pour votre commande&nbsp;: si des commandes existent pour cette
                adresse, nous vous envoyons un nouveau lien, valable 30 minutes.
              </p>
              <GuestLinkForm />
            </section>
          )}
        </div>
      </div>
    </>
  );
}
