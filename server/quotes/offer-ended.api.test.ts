import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/calendar-date';
import { parisToday } from '../../core/quote-offer-rules';
import { seedCatalogue } from '../catalogue/seed';
import { invoices } from '../invoices/schema';
import { orders } from '../orders/schema';
import { appPerFile, createTestApp, loadServerBuild } from '../test/app';
import { quotes } from './schema';
import { ACCEPT, sentQuote } from './test-helpers';

/**
 * Issue 29, item 10: a quote accepted but not paid stayed payable on the demo page after its last
 * valid day. The price holds until then, as the quote page says; after it, « Payer » takes nothing
 * and the page says why, in the order's language.
 */
const t = appPerFile(
  async () => createTestApp({}, { ssr: await loadServerBuild() }),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

/** A sent quote accepted by its client: the order, its demo session, and the quote's id. */
async function acceptedQuote(lang: Record<string, string> = {}) {
  const { token } = await sentQuote(t, `client.${Date.now().toString(36)}@example.fr`, lang);
  const res = await t.app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: ACCEPT });
  expect(res.statusCode, res.body).toBe(200);
  const { orderId, url } = res.json() as { orderId: string; url: string };
  const [quote] = await t.database.db.select().from(quotes).where(eq(quotes.orderId, orderId));
  return { orderId, sessionId: /demo_[A-Za-z0-9_-]+/.exec(url)![0], quoteId: quote!.id };
}

const validUntil = (quoteId: string, days: number) =>
  t.database.db
    .update(quotes)
    .set({ validUntil: addDays(parisToday(new Date()), days) })
    .where(eq(quotes.id, quoteId));
const pay = (sessionId: string) => t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` });
const paymentStatus = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;
const plain = (html: string) => html.replace(/<!-- -->/g, '').replace(/[\u00a0\u202f]|&nbsp;/g, ' ');

describe('the demo payment of an accepted quote', () => {
  it('takes nothing once the quote’s last valid day is over, and the page says so', async () => {
    const { orderId, sessionId, quoteId } = await acceptedQuote();
    await validUntil(quoteId, -1);

    const res = await pay(sessionId);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/paiement-demo/${sessionId}`);
    expect(await paymentStatus(orderId)).not.toBe('paid');
    expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);

    const page = await t.app.inject(`/paiement-demo/${sessionId}`);
    expect(page.statusCode).toBe(200);
    const html = plain(page.body);
    expect(html).toContain('data-testid="demo-offer-ended"');
    expect(html).toMatch(
      /Le devis de cette commande était valable jusqu’au \d{1,2} \S+ \d{4} : il ne peut plus être réglé/,
    );
    expect(html).not.toContain('data-testid="demo-pay"');
  });

  it('still takes the payment on the last valid day itself', async () => {
    const { orderId, sessionId, quoteId } = await acceptedQuote();
    await validUntil(quoteId, 0);
    const res = await pay(sessionId);
    expect(res.headers.location).toBe(`/payment-success?session_id=${sessionId}`);
    expect(await paymentStatus(orderId)).toBe('paid');
    // Paid: the quote's end no longer matters to the page.
    await validUntil(quoteId, -30);
    const page = plain((await t.app.inject(`/paiement-demo/${sessionId}`)).body);
    expect(page).toContain('data-testid="demo-already-paid"');
  });

  it('says it in Arabic on an Arabic quote’s page', async () => {
    const { orderId, sessionId, quoteId } = await acceptedQuote({ 'x-site-lang': 'ar' });
    await validUntil(quoteId, -1);
    const res = await pay(sessionId);
    expect(res.headers.location).toBe(`/ar/paiement-demo/${sessionId}`);
    expect(await paymentStatus(orderId)).not.toBe('paid');
    const page = plain((await t.app.inject(`/ar/paiement-demo/${sessionId}`)).body);
    expect(page).toContain('كان عرض السعر الخاص بهذا الطلب صالحًا حتى');
    expect(page).toContain('href="/ar/devis"');
  });
});
