import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueItems } from '../catalogue/schema';
import type { InvoiceData } from '../invoices/content';
import { invoices } from '../invoices/schema';
import { mailOutbox } from '../mail/schema';
import { stripePerFile } from '../payments/stripe-test-kit';
import { orders } from './schema';

/**
 * Decision 075: an order's price lines carry their code and parameters, and Stripe's line names,
 * the confirmation e-mail and the invoice word them in the order's language from those. The
 * catalogue renames a step between checkout and payment: the older matching of French labels
 * against today's names would leave that step's line, and the one after it, in French.
 */
const { t, stub, cart } = stripePerFile();

const ARABIC_LINES = [
  'ترجمة محلّفة (3 صفحات)',
  'مستعجل، 24 ساعة عمل (3 صفحات)',
  'التسليم: رسالة مع تتبُّع (\u2068Lettre\u00a0suivie\u2069)',
  'التصديق: البلدية (\u2068Mairie\u2069) (وثيقتان)',
  'التصديق: الوزارة، لدى موثّق مؤهَّل (وثيقتان)',
  'التصديق: القنصلية / السفارة (وثيقتان)',
];

async function checkoutIn(lang: 'fr' | 'ar') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services/checkout',
    payload: cart({
      numberOfPages: 3,
      numberOfDocuments: 2,
      deliveryMethod: 'standard',
      legalization: 'chaine-eau',
      urgent: true,
    }),
    headers: { 'x-site-lang': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = (res.json() as { orderId: string }).orderId;
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return order!;
}

/** The names of the Checkout session's lines, as Stripe received them. */
function stripeLineNames(): string[] {
  const form = stub.requests.find((r) => r.path === '/v1/checkout/sessions')!.form;
  return [...form.entries()].filter(([k]) => k.endsWith('[product_data][name]')).map(([, v]) => v);
}

describe('an Arabic order’s price lines, from their codes and parameters', () => {
  it('are stored with their parameters and their French labels', async () => {
    const order = await checkoutIn('ar');
    expect(order.priceLines.map((l) => [l.code, l.params])).toEqual([
      ['translation', { pages: 3 }],
      ['urgent', { optionId: 'urgent', name: 'Urgent', days: 1, pages: 3 }],
      ['delivery', { optionId: 'standard', name: 'Lettre suivie' }],
      ['legalization', { optionId: 'mairie', name: 'Mairie', documents: 2 }],
      ['legalization', { optionId: 'foreignAffairs', name: 'Ministère, par notaire habilité', documents: 2 }],
      ['legalization', { optionId: 'consulate', name: 'Consulat / Ambassade', documents: 2 }],
    ]);
    expect(order.priceLines[0]!.label).toBe('Traduction certifiée (3 pages)');
  });

  it('name Stripe’s lines in Arabic; a French order’s stay the French labels', async () => {
    await checkoutIn('ar');
    expect(stripeLineNames()).toEqual(ARABIC_LINES);
    stub.reset();
    const french = await checkoutIn('fr');
    expect(stripeLineNames()).toEqual(french.priceLines.map((l) => l.label));
  });

  it('word the confirmation e-mail and the invoice after a catalogue rename, as sold', async () => {
    const order = await checkoutIn('ar');
    await t.database.db
      .update(catalogueItems)
      .set({ name: 'Préfecture' })
      .where(eq(catalogueItems.id, 'foreignAffairs'));
    await t.app.orders.markPaid(order.providerSessionId!, 'stripe');

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, order.id), eq(mailOutbox.kind, 'order-confirmation')));
    for (const line of ARABIC_LINES) expect(mail!.text).toContain(line);
    expect(mail!.text).not.toContain('Légalisation');

    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
    const data = invoice!.data as InvoiceData;
    expect(data.arabic?.lines).toEqual(ARABIC_LINES);
    // The French lines as sold, unchanged.
    expect(data.lines.map((l) => l.label)).toEqual(order.priceLines.map((l) => l.label));
  });
});
