import { CheckCircle2, FileImage, FileSearch, FileText, Mail, Phone, Send, Stamp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/confirmation';
import { BUSINESS } from '../../core/business';
import { formatEuros } from '../../core/money';
import { clearOrderedCart, MAIL_CLIENT_TIMER_MS, readConfirmation } from '../components/checkout/checkout-client';
import { confirmationPageData } from '../.server/confirmation';
import { summaryFromLocalCart, summaryFromOrder, type ConfirmationSummary } from '../components/checkout/summary';
import { MAIL_KEY, readCart, readMailClient } from '../lib/cart';
import { removeCookie } from '../lib/cookies';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    // Without a paid order or a cart on the server, the page says so (the browser may still find one it kept).
    title: args.data?.reference || args.data?.cart ? 'Commande confirmée' : 'Confirmation de commande',
    description:
      'Votre commande de traduction certifiée arabe–français est confirmée : référence, récapitulatif et prochaines étapes jusqu’à la livraison de la traduction.',
    noindex: true,
    jsonLd: [breadcrumbJsonLd(publicUrlFrom(args.matches), [{ name: 'Confirmation', path: '/confirmation' }])],
  });

/** Rendered from the visitor's own cart and order: never cached. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get('ref');
  const page = await confirmationPageData(context.db, request.headers.get('cookie'), context.config.publicUrl, ref);
  return data(page, { headers: { 'Cache-Control': 'private, no-store' } });
}

const plural = (n: number, word: string) => `${n.toLocaleString('fr-FR')} ${word}${n > 1 ? 's' : ''}`;

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const [summary, setSummary] = useState<ConfirmationSummary | null>(loaderData.cart);
  const [reference, setReference] = useState<string | null>(loaderData.reference);
  const [email, setEmail] = useState(loaderData.cart?.email ?? '');

  useEffect(() => {
    // Read everything first, then empty the cart (spec 4): what is shown was read before removal.
    const ref = new URLSearchParams(window.location.search).get('ref');
    const stored = readConfirmation();
    const local = readCart()[0];
    const mail = readMailClient();
    if (stored && (!ref || stored.reference === ref)) {
      const fromOrder = summaryFromOrder(stored);
      setSummary(fromOrder);
      setReference(stored.reference);
      if (fromOrder.email) setEmail(fromOrder.email);
    } else if (!loaderData.cart && local) {
      setSummary(summaryFromLocalCart(local));
    }
    setEmail((current) => current || mail);
    clearOrderedCart();
    // Spec 9: the mail-client cookie is removed again after 30 minutes.
    const timer = window.setTimeout(() => removeCookie(MAIL_KEY), MAIL_CLIENT_TIMER_MS);
    return () => window.clearTimeout(timer);
  }, [loaderData.cart]);

  const legalized = Boolean(summary?.legalizationName && summary.legalizationName !== 'Non');
  // The date promised at payment, as stored with the order (the server's, or the order this browser kept).
  const promised = summary?.promisedDelivery ?? loaderData.promisedDelivery;

  // Opened without a paid order, a cart or this browser's record of one: no false success.
  if (!summary && !reference) return <NoRecentOrder />;

  return (
    <>
      <section className="border-b border-line bg-surface-2/60">
        <div className="container-page flex flex-col items-center py-12 text-center sm:py-16">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-success-soft text-success ring-8 ring-success-soft/50">
            <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
          </span>
          <p className="eyebrow mt-6">Merci pour votre confiance</p>
          <h1 className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl lg:text-[2.75rem]">
            Commande Confirmée!
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">
            Votre commande de traduction certifiée arabe–français est enregistrée. Nous nous mettons au travail dès
            maintenant.
          </p>
          {reference ? (
            <p className="mt-6 inline-flex flex-wrap items-center justify-center gap-x-2.5 gap-y-1 rounded-xl border border-line bg-surface px-4 py-2.5 shadow-sm">
              <span className="text-sm text-muted">Référence de commande</span>
              <strong
                className="font-mono text-lg font-semibold tracking-wider text-ink"
                data-testid="confirmation-reference"
              >
                {reference}
              </strong>
            </p>
          ) : (
            <p className="mt-6 text-sm text-muted">Votre référence de commande figure dans l’e-mail de confirmation.</p>
          )}
          {promised ? (
            <p className="mt-4 text-base text-ink" data-testid="confirmation-delivery">
              Livraison prévue&nbsp;: <strong className="font-semibold">{promised}</strong>
            </p>
          ) : null}
        </div>
      </section>

      <div className="container-page py-10 sm:py-14">
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-labelledby="recapitulatif-titre" className="card sm:p-7" data-testid="confirmation-summary">
            <h2 id="recapitulatif-titre" className="text-xl font-semibold">
              Récapitulatif de votre commande
            </h2>
            {summary ? (
              <OrderSummary summary={summary} />
            ) : (
              <p className="mt-3 leading-relaxed text-muted">
                Le récapitulatif détaillé de votre commande vous est envoyé par e-mail. Gardez-le&nbsp;: il vous servira
                pour toute question sur votre traduction.
              </p>
            )}
          </section>

          <aside aria-labelledby="suite-titre" className="space-y-6 lg:sticky lg:top-24">
            <section className="card sm:p-7">
              <h2 id="suite-titre" className="text-xl font-semibold">
                Et maintenant&nbsp;?
              </h2>
              <ol className="mt-5 space-y-5">
                <Step icon={Mail} title="E-mail de confirmation">
                  Vous recevrez un e-mail de confirmation à{' '}
                  {email ? (
                    <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{email}</strong>
                  ) : (
                    'l’adresse indiquée'
                  )}{' '}
                  avec le récapitulatif de votre commande. Pensez à regarder dans vos courriers indésirables.
                </Step>
                <Step icon={FileSearch} title="Vérification de vos documents">
                  {BUSINESS.translatorName} relit vos pièces et vous écrit si un document est illisible ou incomplet.
                </Step>
                <Step icon={Stamp} title="Traduction certifiée">
                  Votre traduction est signée et revêtue du cachet d’experte près la {BUSINESS.courtOfAppeal}.
                  {legalized ? ' La date prévue tient compte de la légalisation demandée.' : ''}
                </Step>
                <Step icon={Send} title={promised ? `Livraison prévue : ${promised}` : 'Livraison'}>
                  Vous recevez votre traduction selon le mode choisi
                  {summary?.deliveryName ? <>&nbsp;: {summary.deliveryName}.</> : '.'}
                </Step>
              </ol>
            </section>

            <section aria-labelledby="suivi-titre" className="card sm:p-7">
              <h2 id="suivi-titre" className="text-lg font-semibold">
                Suivre votre commande
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-muted">
                Rappelez{' '}
                {reference ? (
                  <>
                    la référence <strong className="font-semibold text-ink">{reference}</strong>
                  </>
                ) : (
                  'votre référence de commande'
                )}{' '}
                dans vos messages&nbsp;: nous vous répondons {BUSINESS.openingHoursText.toLowerCase()}.
              </p>
              <ul className="mt-4 space-y-2.5 text-sm">
                <li>
                  <a
                    href={`mailto:${BUSINESS.email}`}
                    className="inline-flex items-center gap-2 font-medium text-brand underline"
                  >
                    <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {BUSINESS.email}
                  </a>
                </li>
                <li>
                  <a
                    href={`tel:${BUSINESS.phone.replace(/\s+/g, '')}`}
                    className="inline-flex items-center gap-2 font-medium text-brand underline"
                  >
                    <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {BUSINESS.phoneDisplay}
                  </a>
                </li>
              </ul>
            </section>
          </aside>
        </div>

        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className="btn-primary" data-testid="confirmation-home">
            Retour à l’accueil
          </Link>
          <Link to="/services" className="btn-secondary">
            Commander une autre traduction
          </Link>
        </div>
      </div>
    </>
  );
}

function OrderSummary({ summary }: { summary: ConfirmationSummary }) {
  return (
    <>
      <p className="mt-1 text-sm text-muted">Traduction certifiée arabe–français</p>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        <Detail term="Nombre de pages" value={plural(summary.numberOfPages, 'page')} />
        <Detail term="Nombre de documents" value={plural(summary.numberOfDocuments, 'document')} />
        {summary.deliveryName ? <Detail term="Livraison" value={summary.deliveryName} /> : null}
        {summary.legalizationName ? <Detail term="Légalisation" value={summary.legalizationName} /> : null}
      </dl>

      {summary.files.length > 0 ? (
        <>
          <h3 className="mt-7 text-base font-semibold">Documents joints</h3>
          <ul className="mt-3 space-y-2" data-testid="confirmation-files">
            {summary.files.map((name, i) => {
              const Icon = /\.(png|jpe?g)$/i.test(name) ? FileImage : FileText;
              return (
                <li
                  key={`${name}-${i}`}
                  className="flex items-center gap-3 rounded-xl border border-line px-3.5 py-2.5 text-sm"
                >
                  <Icon className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
                  <span className="min-w-0 truncate font-medium text-ink">{name}</span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}

      {summary.comment ? (
        <>
          <h3 className="mt-7 text-base font-semibold">Votre commentaire</h3>
          <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-ink">{summary.comment}</p>
        </>
      ) : null}

      <h3 className="mt-7 text-base font-semibold">Montant</h3>
      {summary.lines.length > 0 ? (
        <dl className="mt-3 space-y-2 text-sm">
          {summary.lines.map((line) => (
            <div key={line.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-muted">{line.label}</dt>
              <dd className="shrink-0 font-medium text-ink tabular-nums">{formatEuros(line.amountCents)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-line pt-4">
        <span className="font-semibold text-ink">{summary.source === 'order' ? 'Total réglé' : 'Total'}</span>
        <span className="font-serif text-2xl font-semibold text-ink tabular-nums" data-testid="confirmation-total">
          {formatEuros(summary.totalCents)}
        </span>
      </div>
      <p className="mt-1 text-right text-xs text-muted">{BUSINESS.vatNote}</p>
    </>
  );
}

function NoRecentOrder() {
  return (
    <section className="container-page py-14 sm:py-20" data-testid="no-recent-order">
      <div className="card mx-auto max-w-2xl px-6 py-12 text-center sm:px-12">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-soft text-brand">
          <FileSearch className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold sm:text-3xl">Aucune commande récente</h1>
        <p className="mx-auto mt-3 max-w-md leading-relaxed text-muted">
          Nous ne trouvons pas de commande payée récemment depuis ce navigateur. Si vous venez de payer, votre
          confirmation et votre référence vous sont envoyées par e-mail.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/services" className="btn-primary">
            Commander une traduction
          </Link>
          <Link to="/orders" className="btn-secondary">
            Suivre mes commandes
          </Link>
        </div>
      </div>
    </section>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-2/60 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-medium text-ink">{value}</dd>
    </div>
  );
}

function Step({ icon: Icon, title, children }: { icon: typeof Mail; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3.5">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
        <Icon className="h-4.5 w-4.5" aria-hidden="true" />
      </span>
      <div className="text-sm leading-relaxed">
        <h3 className="font-sans text-sm font-semibold text-ink">{title}</h3>
        <p className="mt-0.5 text-muted">{children}</p>
      </div>
    </li>
  );
}
