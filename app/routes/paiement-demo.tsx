import { ArrowLeft, CheckCircle2, CreditCard, FlaskConical, Lock, ShieldCheck } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/paiement-demo';
import { BUSINESS } from '../../core/business';
import { demoPaymentForPage } from '../.server/demo-payment';
import { PriceLines } from '../components/order/PriceSummary';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

export const DEMO_TITLE = 'Paiement de démonstration — aucun débit réel';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data ? 'Paiement de démonstration' : 'Session de paiement introuvable',
    description:
      'Page de paiement de démonstration : aucune carte bancaire n’est demandée et aucun montant n’est débité. Validez ou annulez la commande simulée.',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), [
        { name: 'Panier', path: '/panier' },
        { name: 'Paiement de démonstration', path: args.location.pathname },
      ]),
    ],
  });

/** One visitor's order: never kept by a shared cache, never indexed. */
export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const payment = await demoPaymentForPage(context.db, params.sessionId);
  if (!payment) throw data(null, { status: 404, headers: NO_STORE });
  return data(payment, { headers: NO_STORE });
}

const plural = (n: number, word: string) => `${n.toLocaleString('fr-FR')} ${word}${n > 1 ? 's' : ''}`;

export default function DemoPayment({ loaderData: payment }: Route.ComponentProps) {
  const base = `/api/payments/demo/${encodeURIComponent(payment.sessionId)}`;
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <div
        role="note"
        aria-label="Mode démonstration"
        className="flex gap-3.5 rounded-2xl border border-accent/40 bg-accent-soft px-4 py-4 sm:px-5"
        data-testid="demo-banner"
      >
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-surface text-accent">
          <FlaskConical className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="text-sm leading-relaxed text-ink">
          <p className="font-semibold">Mode démonstration</p>
          <p className="mt-0.5">
            Aucune carte bancaire n’est demandée et aucun argent ne circule. Le paiement en ligne n’est pas encore relié
            à un prestataire bancaire sur ce site&nbsp;: «&nbsp;Payer&nbsp;» enregistre simplement la commande comme
            réglée.
          </p>
        </div>
      </div>

      <header className="mt-8 sm:mt-10">
        <p className="eyebrow">Paiement</p>
        <h1 className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl">{DEMO_TITLE}</h1>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-muted">
          Cette page tient lieu, pour la démonstration, de la page sécurisée d’un prestataire de paiement. Vérifiez le
          montant, puis simulez le paiement ou revenez à votre panier.
        </p>
      </header>

      <section aria-labelledby="commande-demo" className="card mt-8 overflow-hidden p-0">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-brand-soft/50 px-5 py-4 sm:px-7">
          <div>
            <h2 id="commande-demo" className="text-xl font-semibold">
              Commande à régler
            </h2>
            <p className="mt-0.5 text-sm text-muted">{BUSINESS.tradeName} · traduction certifiée arabe–français</p>
          </div>
          <p className="rounded-full border border-line bg-surface px-3 py-1 font-mono text-sm font-semibold tracking-wide text-ink">
            <span className="sr-only">Référence de commande&nbsp;: </span>
            <span data-testid="demo-reference">{payment.reference}</span>
          </p>
        </div>

        <div className="grid gap-6 px-5 py-6 sm:px-7 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-8">
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Adresse e-mail</dt>
              <dd className="mt-0.5 font-medium [overflow-wrap:anywhere] text-ink">{payment.email}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">Documents</dt>
              <dd className="mt-0.5 font-medium text-ink">
                {plural(payment.numberOfDocuments, 'document')}, {plural(payment.numberOfPages, 'page')}
              </dd>
            </div>
          </dl>
          <div className="rounded-xl border border-line bg-surface-2/50 p-4 sm:p-5" data-testid="demo-amount">
            <PriceLines quote={{ lines: payment.lines, totalCents: payment.totalCents }} />
          </div>
        </div>

        <div className="border-t border-line px-5 py-6 sm:px-7">
          {payment.state === 'awaiting' ? (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                {/* Plain forms: they work without JavaScript. */}
                <form method="post" action={`${base}/pay`} className="sm:order-2">
                  <button type="submit" className="btn-primary w-full py-3.5 text-base" data-testid="demo-pay">
                    <Lock className="h-4 w-4" aria-hidden="true" />
                    Payer
                  </button>
                </form>
                <form method="post" action={`${base}/cancel`} className="sm:order-1">
                  <button type="submit" className="btn-secondary w-full py-3.5 text-base" data-testid="demo-cancel">
                    <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                    Annuler
                  </button>
                </form>
              </div>
              <p className="mt-4 text-center text-sm leading-relaxed text-muted">
                «&nbsp;Payer&nbsp;» simule un paiement accepté, sans aucun débit. «&nbsp;Annuler&nbsp;» vous ramène à
                votre panier, qui reste intact.
              </p>
            </>
          ) : payment.state === 'paid' ? (
            <div
              className="flex flex-col items-start gap-4 rounded-xl bg-success-soft px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="demo-already-paid"
            >
              <p className="flex gap-2.5 text-sm leading-relaxed text-ink">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
                Ce paiement de démonstration est déjà enregistré.
              </p>
              <a
                href={`/payment-success?session_id=${encodeURIComponent(payment.sessionId)}`}
                className="btn-primary shrink-0"
              >
                Voir la confirmation
              </a>
            </div>
          ) : (
            <div className="flex flex-col items-start gap-4 rounded-xl bg-surface-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm leading-relaxed text-ink">
                Cette commande a été annulée et ne peut plus être réglée.
              </p>
              <Link to="/panier" className="btn-secondary shrink-0">
                Revenir au panier
              </Link>
            </div>
          )}
        </div>
      </section>

      <ul className="mt-8 grid gap-4 text-sm sm:grid-cols-2">
        <li className="flex gap-3">
          <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-success-soft text-success">
            <CreditCard className="h-4 w-4" aria-hidden="true" />
          </span>
          <span className="leading-snug">
            <span className="block font-semibold text-ink">Aucune donnée bancaire</span>
            <span className="text-muted">
              Cette page ne demande ni numéro de carte, ni IBAN, et n’en conserve aucun.
            </span>
          </span>
        </li>
        <li className="flex gap-3">
          <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-success-soft text-success">
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          </span>
          <span className="leading-snug">
            <span className="block font-semibold text-ink">Prix fixé par nos serveurs</span>
            <span className="text-muted">
              Le montant affiché est celui calculé à la création de la commande, aux tarifs en vigueur.
            </span>
          </span>
        </li>
      </ul>
    </div>
  );
}
