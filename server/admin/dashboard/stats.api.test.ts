import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type orders } from '../../orders/schema';
import { signIn } from '../../requests/test-helpers';
import { createTestApp, type TestApp } from '../../test/app';
import { insertOrderRow } from '../../test/orders';
import { truncateAll } from '../../test/database';
import { ledgerTotals } from '../../ledger/queries';
import { insertDocument } from '../../test/ledger';
import { dashboardStats } from './stats';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => truncateAll(t.database));

const order = (values: Partial<typeof orders.$inferInsert>) =>
  insertOrderRow(t.database.db, { priceLines: [], ...values });

describe('admin dashboard figures', () => {
  it('counts the work queue, and takes payments and refunds per Paris month from the receipts ledger', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    await order({ status: 'paid', paymentStatus: 'paid', paidAt: new Date('2026-11-03T09:00:00Z'), totalCents: 6000 });
    await order({ status: 'in_progress', paymentStatus: 'paid', paidAt: new Date('2026-11-01T09:00:00Z') });
    await order({ status: 'translated', paymentStatus: 'paid', paidAt: new Date('2026-10-10T09:00:00Z') });
    await order({ status: 'pending_payment' });
    await order({
      status: 'paid',
      paymentStatus: 'paid',
      paidAt: new Date('2026-09-10T09:00:00Z'),
      archivedAt: new Date('2026-09-20T09:00:00Z'),
    });

    const db = t.database.db;
    await insertDocument(db, { issuedAt: new Date('2026-11-03T09:00:00Z'), totalCents: 6000 });
    await insertDocument(db, { issuedAt: new Date('2026-10-31T23:30:00Z'), totalCents: 4000 }); // 1 Nov in Paris
    const october = await insertDocument(db, { issuedAt: new Date('2026-10-10T09:00:00Z'), totalCents: 14000 });
    // Refunded in November: counted in November, negative.
    await insertDocument(db, {
      issuedAt: new Date('2026-11-05T09:00:00Z'),
      totalCents: -7000,
      invoiceId: october.id,
    });
    await insertDocument(db, { issuedAt: new Date('2025-06-10T09:00:00Z'), totalCents: 1000 }); // older than 12 months
    await insertDocument(db, { issuedAt: new Date('2026-09-10T09:00:00Z'), totalCents: 3000 });

    const stats = await dashboardStats(t.database.db, now);
    expect(stats.toHandle).toBe(2);
    expect(stats.paidThisMonth).toBe(2);
    expect(stats.revenueThisMonthCents).toBe(3_000);
    expect(stats.months).toHaveLength(12);
    expect(stats.months[0]!.month).toBe('2025-12');
    expect(stats.months.find((m) => m.month === '2026-10')).toEqual({
      month: '2026-10',
      orders: 1,
      revenueCents: 14_000,
    });
    expect(stats.months.find((m) => m.month === '2026-09')).toEqual({
      month: '2026-09',
      orders: 1,
      revenueCents: 3000,
    });
    expect(stats.months.reduce((s, m) => s + m.orders, 0)).toBe(4);

    // The same figures as the ledger's monthly totals, to the cent.
    const ledger = await ledgerTotals(db, { from: '2025-12-01', to: '2026-11-30' }, 'month');
    for (const m of ledger)
      expect(stats.months.find((p) => p.month === m.period)).toEqual({
        month: m.period,
        orders: m.payments,
        revenueCents: m.netCents,
      });
  });

  it('answers admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const customer = await signIn(t.app, 'client@example.fr');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: customer.headers })).statusCode,
    ).toBe(403);
    const admin = await signIn(t.app, 'admin@example.fr', 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ toHandle: 0, requests: { quotes: 0, contact: 0, support: 0 } });
  });
});
