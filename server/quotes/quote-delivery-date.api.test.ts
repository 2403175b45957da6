import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteOfferForPage } from '../../app/.server/quote-offer';
import { deliveryPromise } from '../../core/order-delivery';
import { seedCatalogue } from '../catalogue/seed';
import { readDeliveryCalendar } from '../catalogue/delivery-calendar';
import { orders } from '../orders/schema';
import { appPerFile, createTestApp } from '../test/app';
import { ACCEPT, OFFER, sentQuote } from './test-helpers';

/**
 * Issue 30: the quote page dates the delivery before payment from the delays its order will
 * keep, so the date shown is the one the payment will promise (the same rule as checkout).
 */
const t = appPerFile(
  () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

describe('the delivery date on /devis/<token>', () => {
  it('comes from the delays the accepted order keeps (e-mail, legalisation in a town hall)', async () => {
    const { token } = await sentQuote(t, 'date@example.fr', {}, OFFER);
    const page = await quoteOfferForPage(t.database.db, token, 'fr');
    expect(page!.delivery.timing).toEqual({ turnaroundDays: 2, urgentDays: null, legalisationDays: [2], postal: null });

    const res = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: ACCEPT });
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order!.deliveryTiming).toEqual(page!.delivery.timing);
    // Accepted and not yet paid: the page reads the order's own delays, whatever the catalogue says since.
    await t.database.db.update(orders).set({ deliveryTiming: { ...order!.deliveryTiming!, turnaroundDays: 3 } });
    const after = await quoteOfferForPage(t.database.db, token, 'fr');
    expect(after!.delivery.timing).toMatchObject({ turnaroundDays: 3, legalisationDays: [2] });
    // Paid at the page's « now », the order is promised the date the page showed.
    const at = new Date(page!.delivery.clock.now);
    const calendar = await readDeliveryCalendar(t.database.db);
    expect(deliveryPromise(order!.deliveryTiming!, at, calendar)).toEqual(
      deliveryPromise(page!.delivery.timing!, at, page!.delivery.clock.calendar),
    );
  });
});
