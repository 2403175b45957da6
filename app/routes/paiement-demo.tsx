import { data } from 'react-router';
import type { Route } from './+types/paiement-demo';
import { BUSINESS } from '../../core/business';
import { checkoutPath } from '../../core/checkout-paths';
import { t } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { countsIn, eurosIn } from '../../core/order-text';
import { demoPaymentForPage } from '../.server/demo-payment';
import { orderPageWords } from '../.server/order-pages';
import { DemoActions } from '../components/checkout/demo-payment/DemoActions';
import { DemoBanner } from '../components/checkout/demo-payment/DemoBanner';
import { DemoReassurance } from '../components/checkout/demo-payment/DemoReassurance';
import { DemoEstimate } from '../components/checkout/DemoEstimate';
import { PriceLines } from '../components/order/PriceSummary';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

// Without data the loader said 404, and the root's error page gives the title.
export const meta: Route.MetaFunction = (args) =>
  !args.data
    ? []
    : seo(args, {
        title: args.data.text.demoMetaTitle,
        description: args.data.text.demoMetaDescription,
        noindex: true,
        jsonLd: [
          breadcrumbJsonLd(publicUrlFrom(args.matches), [
            { name: args.data.text.cartCrumb, path: args.data.cartPath },
            { name: args.data.text.demoMetaTitle, path: args.location.pathname },
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
      <DemoBanner text={text} />

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
          <DemoActions
            text={text}
            state={payment.state}
            base={base}
            payLabel={payment.payLabel}
            confirmationHref={`${payment.successPath}?session_id=${encodeURIComponent(payment.sessionId)}`}
            offerEndedText={payment.offerEndedText}
            quotePath={payment.quotePath}
            cartPath={payment.cartPath}
          />
        </div>
      </section>

      <DemoReassurance text={text} />
    </div>
  );
}
