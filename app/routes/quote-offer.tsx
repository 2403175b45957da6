import { data } from 'react-router';
import type { Route } from './+types/quote-offer';
import { IDENTITY_COOKIE, readIdentityCookieValue } from '../../core/identity-form';
import { t } from '../../core/messages';
import { splitLangPath } from '../../core/messages/pages';
import { quoteOfferForPage } from '../.server/quote-offer';
import { QuoteOfferView } from '../components/quotes/QuoteOfferView';
import { readCookie } from '../lib/cookies';
import { seo } from '../lib/seo';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/** /devis/<token> and /ar/devis/<token> (issue 17): one page, its words in the page's language. */
export const meta: Route.MetaFunction = (args) => {
  const { lang } = splitLangPath(args.location.pathname);
  return seo(args, {
    title: args.data
      ? t(lang, 'quotePage.metaTitle', { reference: args.data.quote.reference })
      : t(lang, 'quotePage.notFoundTitle'),
    description: t(lang, 'quotePage.metaDescription'),
    noindex: true,
  });
};

/** One client's quote behind a personal link: never kept by a shared cache, never indexed. */
export const headers: Route.HeadersFunction = () => NO_STORE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { lang } = splitLangPath(new URL(request.url).pathname);
  const found = await quoteOfferForPage(context.db, params.token, lang);
  // Unknown, malformed or guessed: the same 404 page as any missing address.
  if (!found) throw data(null, { status: 404, headers: NO_STORE });
  // What was typed on this quote's identity step before a reload (a cookie of the visitor's own).
  const typed = readIdentityCookieValue(readCookie(request.headers.get('cookie'), IDENTITY_COOKIE), params.token);
  return data({ ...found, token: params.token, typed }, { headers: NO_STORE });
}

export default function QuoteOffer({ loaderData }: Route.ComponentProps) {
  return (
    <QuoteOfferView
      quote={loaderData.quote}
      delivery={loaderData.delivery}
      token={loaderData.token}
      typed={loaderData.typed}
    />
  );
}
