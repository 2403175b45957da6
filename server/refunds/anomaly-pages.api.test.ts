import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrder } from '../admin/orders/test-fixtures';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { orders } from '../orders/schema';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/** Issue 29, item 9: the translator sees a payment anomaly on her dashboard and on the order, until she checks it. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { ssr: await loadServerBuild() });
  admin = await signIn(t, 'admin@example.fr', 'admin');
});
afterAll(() => t.close());

const page = async (url: string) => (await t.app.inject({ url, headers: admin.headers })).body;

describe('a Stripe refund reported above the paid amount', () => {
  it('is on the dashboard and the order page, then only on the order page once checked', async () => {
    const order = await seedOrder(t, { status: 'cancelled', paymentStatus: 'refunded' });
    const anomaly = {
      kind: 'refund_above_paid' as const,
      refundedCents: 20000,
      paidCents: 6750,
      eventId: 'evt_test',
      at: new Date().toISOString(),
      checkedAt: null,
    };
    expect(await page('/admin/dashboard')).not.toContain('data-testid="payment-anomalies"');
    await t.database.db.update(orders).set({ paymentAnomaly: anomaly }).where(eq(orders.id, order.id));

    const sentence = new RegExp(`Stripe indique 200\\s€ remboursés sur la commande ${order.id}, payée 67,50\\s€\\.`);
    const dashboard = await page('/admin/dashboard');
    expect(dashboard).toContain('data-testid="payment-anomalies"');
    expect(dashboard).toMatch(sentence);
    expect(dashboard).toContain(`href="/admin/order-admin-details/${order.id}"`);
    const detail = await page(`/admin/order-admin-details/${order.id}`);
    expect(detail).toContain('data-testid="payment-anomaly"');
    expect(detail).toContain('Marquer comme vérifiée');

    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/anomaly/checked`,
      headers: admin.headers,
    });
    expect(checked.statusCode).toBe(200);
    expect(await page('/admin/dashboard')).not.toContain('data-testid="payment-anomalies"');
    expect(await page(`/admin/order-admin-details/${order.id}`)).toContain('Anomalie vérifiée le');
  });
});
