import { data } from 'react-router';
import type { Route } from './+types/quote-offer';
import { quoteOfferForPage } from '../.server/quote-offer';
import { QuoteOfferView } from '../components/quotes/QuoteOfferView';
import { seo } from '../lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data ? `Votre devis ${args.data.quote.reference}` : 'Devis introuvable',
    description: 'Votre devis de traduction certifiée : détail, PDF, acceptation et paiement en ligne.',
    noindex: true,
  });

/** One client's quote behind a personal link: never kept by a shared cache, never indexed. */
export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const quote = await quoteOfferForPage(context.db, params.token);
  // Unknown, malformed or guessed: the same 404 page as any missing address.
  if (!quote) throw data(null, { status: 404, headers: NO_STORE });
  return data({ quote, token: params.token }, { headers: NO_STORE });
}

export default function QuoteOffer({ loaderData }: Route.ComponentProps) {
  return <QuoteOfferView quote={loaderData.quote} token={loaderData.token} />;
}
