import { eq } from 'drizzle-orm';
import type { CalendarDate } from '../../core/calendar-date';
import { parisToday, quoteState } from '../../core/quote-offer-rules';
import type { DbOrTx } from '../db/client';
import type { Order } from '../orders/schema';
import { quotes } from './schema';

/**
 * The last valid day of the quote an unpaid order comes from, once that day is over in Paris; null
 * for an order that is paid, comes from no quote, or whose quote is still valid (issue 29, item
 * 10). An accepted quote fixes its price only until then: its payment page stops taking payment,
 * as its quote page stops taking an acceptance (`quoteState`, one rule for both).
 */
export async function endedOfferOf(
  db: DbOrTx,
  order: Pick<Order, 'id' | 'paymentStatus'>,
  now: Date = new Date(),
): Promise<CalendarDate | null> {
  if (order.paymentStatus === 'paid') return null;
  const [quote] = await db
    .select({ status: quotes.status, validUntil: quotes.validUntil })
    .from(quotes)
    .where(eq(quotes.orderId, order.id));
  if (!quote) return null;
  return quoteState(quote, false, parisToday(now)) === 'expired' ? quote.validUntil : null;
}
