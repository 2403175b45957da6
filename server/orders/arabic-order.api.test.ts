import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { appPerFile, createTestApp } from '../test/app';
import { orders } from './schema';

/** Issue 17: an order remembers the language of the page it was placed on, as the server read it. */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
  },
);

let counter = 0;
const cart = (extra: Record<string, unknown> = {}) => ({
  numberOfPages: 2,
  numberOfDocuments: 1,
  deliveryMethod: 'email',
  legalization: 'none',
  email: 'amina@example.fr',
  comment: '',
  idempotencyKey: `arabic-order-key-${++counter}-abcdef`,
  ...extra,
});

function checkout(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/services/checkout', payload: body, headers });
}

async function langOf(orderId: string) {
  const [row] = await t.database.db.select({ lang: orders.lang }).from(orders).where(eq(orders.id, orderId));
  return row!.lang;
}

describe('the language of an order', () => {
  it('is the page’s (x-site-lang) for an order placed from an Arabic page', async () => {
    const res = await checkout(cart(), { 'x-site-lang': 'ar' });
    expect(res.statusCode).toBe(200);
    expect(await langOf(res.json().orderId)).toBe('ar');
  });

  it('stays French without the header, whatever the body claims', async () => {
    const res = await checkout(cart({ lang: 'ar' }));
    expect(res.statusCode).toBe(200);
    expect(await langOf(res.json().orderId)).toBe('fr');
  });

  it('is French for a language the site does not serve', async () => {
    const res = await checkout(cart(), { 'x-site-lang': 'en' });
    expect(await langOf(res.json().orderId)).toBe('fr');
  });
});
