import { ArrowLeft, CheckCircle2, CreditCard, FlaskConical, Lock, ShieldCheck } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/paiement-demo';
import { BUSINESS } from '../../core/business';
import { checkoutPath } from '../../core/checkout-paths';
import { t } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { countsIn, eurosIn } from '../../core/order-text';
import { demoPaymentForPage } from '../.server/demo-payment';
import { orderPageWords } from '../.server/order-pages';
import { DemoEstimate } from '../components/checkout/DemoEstimate';
import { PriceLines } from '../components/order/PriceSummary';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data ? args.data.text.demoMetaTitle : 'Session de paiement introuvable',
    description: args.data?.text.demoMetaDescription ?? '',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), [
        { name: args.data?.text.cartCrumb ?? 'Panier', path: args.data?.cartPath ?? '/panier' },
        { name: args.data?.text.demoMetaTitle ?? 'Paiement de démonstration', path: args.location.pathname },
      ]),
    ],
  });

/** One visitor's order: never kept by a shared cache, never indexed. */
export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const payment = await demoPaymentForPage(context.db, params.sessionId, context.lang);
  if (!payment) throw data(null, { status: 404, headers: NO_STORE });
  const lang = context.lang;
  return data(
    {
      ...payment,
      text: orderPageWords(lang),
      counts: countsIn(lang, payment.numberOfDocuments, payment.numberOfPages),
      // « Payer 70 € », as on the cart: on a phone the button comes before the price lines.
      payLabel: t(lang, 'orderForm.pay', { amount: eurosIn(lang, payment.totalCents) }),
      cartPath: checkoutPath(lang, '/panier'),
      quotePath: localizedPath(lang, '/devis'),
      offerEndedText: payment.offerEndedOn ? t(lang, 'orderPage.offerEnded', { date: payment.offerEndedOn }) : null,
      successPath: checkoutPath(lang, '/payment-success'),
    },
    { headers: NO_STORE },
  );
}

export default function DemoPayment({ loaderData: payment }: Route.ComponentProps) {
  const { text } = payment;
  const base = `/api/payments/demo/${encodeURIComponent(payment.sessionId)}`;
  return (
    // On a phone the pay button is in the first screen (issue 17), with room for the browser's own
    // bars: the lead, which the banner and the title already say, shows from the small breakpoint
    // up, and under md the card puts the buttons (the pay button says the amount) before the price
    // lines, and those before the e-mail and document count. At 1280 × 900 the spacing is tight
    // enough for the whole pay button to show (its bottom was at 916 px in French).
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <div
        role="note"
        aria-label={text.demoMode}
        className="flex gap-3.5 rounded-2xl border border-accent/40 bg-accent-soft px-4 py-4 sm:px-5"
        data-testid="demo-banner"
      >
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-surface text-accent">
          <FlaskConical className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="text-sm leading-relaxed text-ink">
          <p className="font-semibold">{text.demoMode}</p>
          <p className="mt-0.5">{text.demoModeText}</p>
        </div>
      </div>

      <header className="mt-6 sm:mt-8">
        <p className="eyebrow">{text.payment}</p>
        <h1 className="mt-2 text-2xl leading-tight font-semibold sm:text-4xl">{text.demoTitle}</h1>
        <p className="mt-3 hidden max-w-2xl text-base leading-relaxed text-muted sm:block">{text.demoLead}</p>
      </header>

      <section aria-labelledby="commande-demo" className="card mt-6 flex flex-col overflow-clip p-0">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-brand-soft/50 px-5 py-4 sm:px-7">
          <div>
            <h2 id="commande-demo" className="text-xl font-semibold">
              {text.toPay}
            </h2>
            <p className="mt-0.5 text-sm text-muted">{text.tradeLine.replace('{{trade}}', BUSINESS.tradeName)}</p>
          </div>
          <p className="rounded-full border border-line bg-surface px-3 py-1 font-mono text-sm font-semibold tracking-wide text-ink">
            <span className="sr-only">{text.reference} </span>
            <span data-testid="demo-reference">{payment.reference}</span>
          </p>
        </div>

        <div className="max-md:contents md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-8 md:px-7 md:py-6">
          <div className="max-md:order-3 max-md:border-t max-md:border-line max-md:px-5 max-md:py-5 sm:max-md:px-7">
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{text.email}</dt>
                <dd className="mt-0.5 font-medium [overflow-wrap:anywhere] text-ink">{payment.email}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{text.documents}</dt>
                <dd className="mt-0.5 font-medium text-ink">{payment.counts}</dd>
              </div>
            </dl>
            {/* Beside the amount on a desktop, so that « Payer » stays in the first screen. */}
            {payment.state === 'awaiting' ? (
              <DemoEstimate timing={payment.timing} clock={payment.clock} atCheckout={payment.atCheckout} />
            ) : null}
          </div>
          <div
            className="rounded-xl border border-line bg-surface-2/50 p-4 max-md:order-2 max-md:mx-5 max-md:mb-5 sm:p-5 sm:max-md:mx-7"
            data-testid="demo-amount"
          >
            <PriceLines quote={{ lines: payment.lines, totalCents: payment.totalCents }} />
          </div>
        </div>

        {/* On a desktop a long cart (legalisation steps, urgent) may push the buttons down: they then
          stay at the screen's bottom edge until the card's end scrolls into view (overflow-clip keeps
          the card's rounded corners without making it a scroll box, so sticky works). */}
        <div className="px-5 py-5 max-md:order-1 sm:px-7 md:sticky md:bottom-0 md:z-10 md:border-t md:border-line md:bg-surface md:py-6">
          {payment.state === 'awaiting' ? (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                {/* Plain forms: they work without JavaScript. */}
                <form method="post" action={`${base}/pay`} className="sm:order-2">
                  <button type="submit" className="btn-primary w-full py-3.5 text-base" data-testid="demo-pay">
                    <Lock className="h-4 w-4" aria-hidden="true" />
                    {payment.payLabel}
                  </button>
                </form>
                <form method="post" action={`${base}/cancel`} className="sm:order-1">
                  <button type="submit" className="btn-secondary w-full py-3.5 text-base" data-testid="demo-cancel">
                    <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                    {text.cancel}
                  </button>
                </form>
              </div>
              <p className="mt-4 text-center text-sm leading-relaxed text-muted">{text.demoExplain}</p>
            </>
          ) : payment.state === 'paid' ? (
            <div
              className="flex flex-col items-start gap-4 rounded-xl bg-success-soft px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="demo-already-paid"
            >
              <p className="flex gap-2.5 text-sm leading-relaxed text-ink">
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-success" aria-hidden="true" />
                {text.alreadyPaid}
              </p>
              <a
                href={`${payment.successPath}?session_id=${encodeURIComponent(payment.sessionId)}`}
                className="btn-primary shrink-0"
              >
                {text.seeConfirmation}
              </a>
            </div>
          ) : payment.state === 'offerEnded' ? (
            <div
              className="flex flex-col items-start gap-4 rounded-xl bg-surface-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between"
              data-testid="demo-offer-ended"
            >
              <p className="text-sm leading-relaxed text-ink">{payment.offerEndedText}</p>
              <Link to={payment.quotePath} className="btn-secondary shrink-0">
                {text.newQuote}
              </Link>
            </div>
          ) : (
            <div className="flex flex-col items-start gap-4 rounded-xl bg-surface-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm leading-relaxed text-ink">{text.cancelled}</p>
              <Link to={payment.cartPath} className="btn-secondary shrink-0">
                {text.backToCart}
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
            <span className="block font-semibold text-ink">{text.noBankData}</span>
            <span className="text-muted">{text.noBankDataText}</span>
          </span>
        </li>
        <li className="flex gap-3">
          <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-success-soft text-success">
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          </span>
          <span className="leading-snug">
            <span className="block font-semibold text-ink">{text.serverPriceTitle}</span>
            <span className="text-muted">{text.serverPriceText}</span>
          </span>
        </li>
      </ul>
    </div>
  );
}
