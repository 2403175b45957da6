import type { Lang } from '../../core/messages';
import type { DeliveryTiming } from '../../core/order-delivery';
import { loadCatalogue } from '../../server/catalogue/service';
import type { Database } from '../../server/db/client';
import { quoteShipsTo } from '../../server/quotes/fulfilment';
import { quoteDeliveryTiming, quoteOfToken } from '../../server/quotes/service';
import type { ClientQuoteView } from '../../core/quote-views';
import { clientQuoteView } from '../../server/quotes/view';
import type { DeliveryClock } from '../components/order/types';
import { deliveryClock } from './order-catalogue';

export interface QuoteOfferPage {
  quote: ClientQuoteView;
  /**
   * The estimated delivery before payment (issue 30): the delays the quote's order will keep and
   * the admin's calendar, dated by the rule the payment dates it by (core/order-delivery.ts).
   */
  delivery: { timing: DeliveryTiming | null; clock: DeliveryClock };
}

/**
 * The quote behind a /devis/<token> (or /ar/devis/<token>) link, in the page's language, or
 * null for any other token (the page answers 404).
 */
export async function quoteOfferForPage(
  db: Database,
  token: string | undefined,
  lang: Lang,
): Promise<QuoteOfferPage | null> {
  if (!token) return null;
  const found = await quoteOfToken(db, token);
  if (!found) return null;
  const [catalogue, clock] = await Promise.all([loadCatalogue(db), deliveryClock(db)]);
  const quote = clientQuoteView(
    found,
    new Date(),
    lang,
    lang === 'fr' ? undefined : catalogue,
    quoteShipsTo(found.quote, found.request, catalogue),
  );
  return { quote, delivery: { timing: quoteDeliveryTiming(found, catalogue), clock } };
}
