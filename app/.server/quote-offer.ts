import type { Lang } from '../../core/messages';
import { loadCatalogue } from '../../server/catalogue/service';
import type { Database } from '../../server/db/client';
import { quoteShipsTo } from '../../server/quotes/fulfilment';
import { quoteOfToken } from '../../server/quotes/service';
import type { ClientQuoteView } from '../../core/quote-views';
import { clientQuoteView } from '../../server/quotes/view';

/**
 * The quote behind a /devis/<token> (or /ar/devis/<token>) link, in the page's language, or
 * null for any other token (the page answers 404).
 */
export async function quoteOfferForPage(
  db: Database,
  token: string | undefined,
  lang: Lang,
): Promise<ClientQuoteView | null> {
  if (!token) return null;
  const found = await quoteOfToken(db, token);
  if (!found) return null;
  const catalogue = await loadCatalogue(db);
  return clientQuoteView(
    found,
    new Date(),
    lang,
    lang === 'fr' ? undefined : catalogue,
    quoteShipsTo(found.quote, found.request, catalogue),
  );
}
