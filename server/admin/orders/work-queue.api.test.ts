import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workInProgress } from '../../../core/order-facts';
import { awaitsShipment } from '../../../core/shipping-rules';
import { workInProgressCondition } from '../../orders/progress-sql';
import type { CalendarDate } from '../../../core/calendar-date';
import { seedCatalogue } from '../../catalogue/seed';
import { uploads } from '../../files/schema';
import { orders } from '../../orders/schema';
import { appPerFile, createTestApp } from '../../test/app';
import { CHECKOUT_IDENTITY, insertOrderRow } from '../../test/orders';
import { dashboardStats } from '../dashboard/stats';
import { signIn, type SignedIn } from '../test-fixtures';
import { adminOrderCounts, listAdminOrders, parisToday } from './queries';
import { uploadTranslations } from './test-fixtures';

/**
 * The work queue (issue 30): « Commandes à traiter », « À livrer aujourd’hui / en retard » and
 * « À expédier » come from the order's facts, and the dashboard, the list's views and counts and
 * each row's flags say the same (server/admin/orders/work-queue.ts).
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

const db = () => t.database.db;
const today = parisToday();
const dayOffset = (days: number): CalendarDate => {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10) as CalendarDate;
};

/** Paid on the demo page: invoice, paidAt and due date as a real payment leaves them. */
async function paidOrder(values: Parameters<typeof insertOrderRow>[1] = {}) {
  const sessionId = `demo_${randomBytes(16).toString('base64url')}`;
  const id = await insertOrderRow(db(), { providerSessionId: sessionId, ...values });
  const paid = await t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` });
  expect(paid.statusCode).toBe(303);
  return id;
}

const refund = (admin: SignedIn, id: string, amountCents: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refunds`,
    headers: admin.headers,
    payload: { reason: 'Une page en moins', idempotencyKey: `k-${randomBytes(8).toString('hex')}`, amountCents },
  });

const setFacts = (id: string, values: Partial<typeof orders.$inferInsert>) =>
  db().update(orders).set(values).where(eq(orders.id, id));

/** The references of a list view, sorted. */
async function view(filters: Parameters<typeof listAdminOrders>[1]) {
  return (await listAdminOrders(db(), { ...filters, today })).items.map((o) => o._id).sort();
}

describe('the work queue', () => {
  it('keeps a partly refunded order to translate, and drops it once translated or refunded in full', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const id = await paidOrder();
    expect((await dashboardStats(db())).toHandle).toBe(1);

    expect((await refund(admin, id, 1000)).statusCode).toBe(200);
    const [afterRefund] = await db().select().from(orders).where(eq(orders.id, id));
    expect(afterRefund!.status).toBe('partially_refunded');
    // Still to translate: the refund took a page off, not the work.
    expect((await dashboardStats(db())).toHandle).toBe(1);
    expect(await view({ toTranslate: true })).toEqual([id]);
    const [row] = (await listAdminOrders(db(), { today })).items;
    expect(row).toMatchObject({ toTranslate: true, toShip: false, open: true });

    // Its translation delivered: no longer to do, though its status still says « Remboursée partiellement ».
    const upload = await uploadTranslations(t, id, admin.headers);
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await dashboardStats(db())).toHandle).toBe(0);
    expect(await view({ toTranslate: true })).toEqual([]);
    // The hand-over is a fact of its own: once the retention job has deleted the files, the
    // order does not come back to translate (issue 29, item 3).
    const [translated] = await db().select().from(orders).where(eq(orders.id, id));
    expect(translated!.translationDeliveredAt).not.toBeNull();
    await db().delete(uploads).where(eq(uploads.orderId, id));
    expect((await dashboardStats(db())).toHandle).toBe(0);

    // Refunded in full (another order): cancelled, nothing to do.
    const other = await paidOrder();
    expect((await refund(admin, other, 3000)).statusCode).toBe(200);
    expect((await dashboardStats(db())).toHandle).toBe(0);
  });

  it('counts what the facts say, the same on the dashboard, in the list views, their counts and the rows', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const late = await paidOrder({ customerEmail: 'retard@example.fr' });
    await setFacts(late, { dueOn: dayOffset(-2) });
    const dueToday = await paidOrder({ customerEmail: 'jour@example.fr' });
    await setFacts(dueToday, { dueOn: today, status: 'in_progress' });
    const later = await paidOrder({ customerEmail: 'plus-tard@example.fr' });
    await setFacts(later, { dueOn: dayOffset(5) });
    // Moved to « Traduction disponible » by hand (no file), e-mail delivery: delivered, nothing left.
    const byHand = await paidOrder({ customerEmail: 'main@example.fr' });
    await setFacts(byHand, { dueOn: dayOffset(-1), status: 'translated' });
    // Translated, a paper original to post, overdue: to ship, and due.
    const toPost = await paidOrder({ customerEmail: 'poste@example.fr' });
    await setFacts(toPost, {
      dueOn: dayOffset(-1),
      shippingAddress: { ...CHECKOUT_IDENTITY.shippingAddress, line2: '' },
    });
    expect((await uploadTranslations(t, toPost, admin.headers)).statusCode).toBe(200);
    // Never paid, archived, cancelled: none of them is work.
    const unpaid = await insertOrderRow(db(), { customerEmail: 'impaye@example.fr', dueOn: dayOffset(-3) });
    const archived = await paidOrder({ customerEmail: 'archive@example.fr' });
    await setFacts(archived, { archivedAt: new Date(), dueOn: dayOffset(-3) });
    const cancelled = await paidOrder({ customerEmail: 'annulee@example.fr' });
    await setFacts(cancelled, { status: 'cancelled', dueOn: dayOffset(-3) });

    const stats = await dashboardStats(db());
    expect(stats).toMatchObject({ toHandle: 3, dueToday: 3, toShip: 1 });
    expect(await view({ toTranslate: true })).toEqual([late, dueToday, later].sort());
    expect(await view({ dueToday: true })).toEqual([late, dueToday, toPost].sort());
    expect(await view({ toShip: true })).toEqual([toPost]);
    const counts = await adminOrderCounts(db(), { today });
    expect(counts).toMatchObject({ toTranslate: 3, dueToday: 3, toShip: 1 });

    // Each row's flags; the rules of core/ agree with the SQL on « À expédier » and work in progress.
    const rows = new Map((await listAdminOrders(db(), { today, includeArchived: true })).items.map((o) => [o._id, o]));
    const files = await db().select().from(uploads).where(eq(uploads.kind, 'translation'));
    for (const [ref, row] of rows) {
      const [order] = await db().select().from(orders).where(eq(orders.id, ref));
      const translationFiles = files.filter((f) => f.orderId === ref).length;
      expect(row.toShip, ref).toBe(awaitsShipment({ ...order!, translationFiles }));
      const [sql] = await db().select({ owed: workInProgressCondition() }).from(orders).where(eq(orders.id, ref));
      expect(Boolean(sql!.owed), ref).toBe(workInProgress({ ...order!, translationFiles }));
    }
    expect(rows.get(late)).toMatchObject({ toTranslate: true, open: true });
    expect(rows.get(byHand)).toMatchObject({ toTranslate: false, toShip: false, open: false });
    expect(rows.get(unpaid)).toMatchObject({ toTranslate: false, open: false });
    expect(rows.get(archived)).toMatchObject({ toTranslate: false, open: false });

    // The API answers the same view and counts.
    const res = await t.app.inject({ url: '/api/admin/orders?view=toTranslate', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .orders.map((o: { _id: string }) => o._id)
        .sort(),
    ).toEqual([late, dueToday, later].sort());
    expect(res.json().counts).toMatchObject({ toTranslate: 3, dueToday: 3, toShip: 1 });
  });
});
