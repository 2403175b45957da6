import { data, Link } from 'react-router';
import type { Route } from './+types/confirmation';
import { BUSINESS } from '../../core/business';
import { t } from '../../core/messages';
import { localizedPath } from '../../core/messages/pages';
import { orderPageWords } from '../.server/order-pages';
import { confirmationPageData } from '../.server/confirmation';
import { ConfirmationHero } from '../components/checkout/confirmation/ConfirmationHero';
import { NextSteps } from '../components/checkout/confirmation/NextSteps';
import { OrderSummary } from '../components/checkout/confirmation/OrderSummary';
import { useConfirmation } from '../components/checkout/confirmation/useConfirmation';
import { NoRecentOrder } from '../components/checkout/ConfirmationParts';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    // Without a paid order or a cart on the server, the page says so (the browser may still find one it kept).
    title:
      args.data?.reference || args.data?.cart
        ? (args.data?.text.confirmedMetaTitle ?? '')
        : (args.data?.text.confirmationMetaTitle ?? ''),
    description: args.data?.text.confirmationMetaDescription ?? '',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), [
        { name: args.data?.text.confirmationCrumb ?? 'Confirmation', path: args.location.pathname },
      ]),
    ],
  });

/** Rendered from the visitor's own cart and order: never cached. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get('ref');
  const lang = context.lang;
  const page = await confirmationPageData(
    context.db,
    request.headers.get('cookie'),
    context.config.publicUrl,
    ref,
    lang,
  );
  return data(
    {
      ...page,
      lang,
      text: orderPageWords(lang),
      hours: lang === 'fr' ? BUSINESS.openingHoursText.toLowerCase() : t(lang, 'shell.openingHours'),
      paths: {
        home: localizedPath(lang, '/'),
        services: localizedPath(lang, '/services'),
        orders: localizedPath(lang, '/orders'),
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { text, lang, paths } = loaderData;
  const { summary, reference, email } = useConfirmation(loaderData.cart, loaderData.reference, lang);

  const legalized = Boolean(
    summary?.legalizationName && summary.legalizationName !== 'Non' && summary.legalizationName !== text.no,
  );
  // The date promised at payment, as stored with the order (the server's, or the order this browser kept).
  const promised = summary?.promisedDelivery ?? loaderData.promisedDelivery;

  // Opened without a paid order, a cart or this browser's record of one: no false success.
  if (!summary && !reference) return <NoRecentOrder text={text} paths={paths} />;

  return (
    <>
      <ConfirmationHero text={text} reference={reference} promised={promised} />

      <div className="container-page py-10 sm:py-14">
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-labelledby="recapitulatif-titre" className="card sm:p-7" data-testid="confirmation-summary">
            <h2 id="recapitulatif-titre" className="text-xl font-semibold">
              {text.summaryTitle}
            </h2>
            {summary ? (
              <OrderSummary summary={summary} text={text} lang={lang} />
            ) : (
              <p className="mt-3 leading-relaxed text-muted">{text.summaryByEmail}</p>
            )}
          </section>

          <NextSteps
            text={text}
            lang={lang}
            email={email}
            reference={reference}
            promised={promised}
            legalized={legalized}
            deliveryName={summary?.deliveryName}
            hours={loaderData.hours}
          />
        </div>

        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home} className="btn-primary" data-testid="confirmation-home">
            {text.backHome}
          </Link>
          <Link to={paths.services} className="btn-secondary">
            {text.orderAnother}
          </Link>
        </div>
      </div>
    </>
  );
}
