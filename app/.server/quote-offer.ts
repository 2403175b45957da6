import type { Database } from '../../server/db/client';
import { quoteOfToken } from '../../server/quotes/service';
import { clientQuoteView, type ClientQuoteView } from '../../server/quotes/view';

/** The quote behind a /devis/<token> link, or null for any other token (the page answers 404). */
export async function quoteOfferForPage(db: Database, token: string | undefined): Promise<ClientQuoteView | null> {
  if (!token) return null;
  const found = await quoteOfToken(db, token);
  return found ? clientQuoteView(found, new Date()) : null;
}
