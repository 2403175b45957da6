import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../core/messages';
import { deliveryPromise } from '../../core/order-delivery';
import { estimateNoteIn } from '../../core/order-text';
import { readDeliveryCalendar } from '../catalogue/delivery-calendar';
import { orders } from '../orders/schema';
import { stripePerFile } from './stripe-test-kit';

// Issue 30: the estimated delivery date the cart shows is stated on Stripe's page too, under its
// pay button (custom_text.submit.message), in the order's language.
const { t, stub, cart } = stripePerFile();

const sessionMessage = () =>
  stub.requests.find((r) => r.path === '/v1/checkout/sessions')!.form.get('custom_text[submit][message]');

/** What the cart would state for these options now: the same rule and the same words (core). */
async function cartWords(orderId: string, lang: Lang): Promise<string> {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const estimate = deliveryPromise(order!.deliveryTiming!, new Date(), await readDeliveryCalendar(t.database.db));
  const note = estimateNoteIn(lang, estimate);
  return note.pdf ? `${note.date}. ${note.pdf}` : `${note.date}.`;
}

async function checkoutIn(lang: Lang, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services/checkout',
    payload: cart(extra),
    headers: { 'x-site-lang': lang },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { orderId: string }).orderId;
}

describe('the estimated delivery date on Stripe Checkout', () => {
  it('a posted order: the range and the day the signed PDF is e-mailed, in French', async () => {
    const orderId = await checkoutIn('fr');
    const message = sessionMessage();
    expect(message).toMatch(/^Livraison estimée\u00a0: entre le .+\. PDF signé envoyé par e-mail le .+\.$/);
    // Read again after the checkout: a cut-off passing between the two would move the cart's date too.
    expect(message).toBe(await cartWords(orderId, 'fr'));
  });

  it('an order made on an Arabic page: the cart’s Arabic words, though Stripe itself has no Arabic', async () => {
    const orderId = await checkoutIn('ar');
    const message = sessionMessage();
    expect(message).toMatch(/^موعد التسليم المتوقَّع: /);
    expect(message).not.toMatch(/Livraison|[a-zé]{4,}/);
    expect(message).toBe(await cartWords(orderId, 'ar'));
  });

  it('an e-mailed order: one date, no PDF line', async () => {
    const orderId = await checkoutIn('fr', { deliveryMethod: 'email', legalization: 'none' });
    const message = sessionMessage();
    expect(message).toMatch(/^Livraison estimée\u00a0: [a-z]+ \d{1,2} [a-zéû]+\.$/);
    expect(message).toBe(await cartWords(orderId, 'fr'));
  });
});
