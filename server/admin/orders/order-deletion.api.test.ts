import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../../files/schema';
import { orderMessages } from '../../orders/customer-schema';
import { orderEvents, orders } from '../../orders/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { truncateAll } from '../../test/database';
import { FIXTURES, multipart } from '../../test/multipart';
import { signIn, type SignedIn } from '../test-fixtures';
import { seedOrder, storedObjects, uploadTranslations } from './test-fixtures';
import { tr } from '../../../core/messages';

// Deleting an order: archived once paid, erased for good otherwise (split from orders.api.test.ts,
// issue 26).
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  rmSync(path.join(t.app.config.DATA_DIR, 'files'), { recursive: true, force: true });
  admin = await signIn(t, 'admin@example.fr', 'admin');
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/${id}`, headers: admin.headers });
const ids = (res: { json(): { orders: { _id: string }[] } }) => res.json().orders.map((o) => o._id);

describe('DELETE /api/admin/:id', () => {
  it('archives a paid order: hidden from the list and from its customer, files kept', async () => {
    const customer = await signIn(t, 'client@example.fr');
    const order = await seedOrder(t, { email: 'client@example.fr', userId: customer.user.id });
    const up = await uploadTranslations(t, order.id, admin.headers);
    const fileId = up.json().fileUrls[0].id as string;
    expect(
      (await t.app.inject({ url: `/api/services/orders/${order.id}`, headers: customer.headers })).statusCode,
    ).toBe(200);
    const objects = storedObjects(t).length;

    const res = await remove(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'archived', message: tr('adminOrder.archivedDone') });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.archivedAt).toBeInstanceOf(Date);
    // The stamped translation and the admin's original beside it (decision 054).
    expect(await t.database.db.select().from(uploads).where(eq(uploads.orderId, order.id))).toHaveLength(2);
    expect(storedObjects(t)).toHaveLength(objects);

    expect(ids(await get('/api/admin/orders'))).toEqual([]);
    expect(ids(await get('/api/admin/orders?archived=1'))).toEqual([order.id]);
    expect((await get(`/api/admin/orders/${order.id}`)).json().archivedAt).toEqual(expect.any(String));
    expect(
      (await t.app.inject({ url: `/api/services/orders/${order.id}`, headers: customer.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/services/files/${fileId}`, headers: customer.headers })).statusCode).toBe(
      404,
    );

    const again = await remove(order.id);
    expect(again.json()).toEqual({ outcome: 'archived', message: tr('adminOrder.alreadyArchived') });
  });

  it('deletes an unpaid order for good, with its rows and stored files', async () => {
    const order = await seedOrder(t, { status: 'pending_payment' });
    const { payload, headers } = multipart([{ filename: 'acte.pdf', content: FIXTURES.pdf() }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/services/upload', payload, headers });
    await t.database.db
      .update(uploads)
      .set({ status: 'attached', orderId: order.id })
      .where(eq(uploads.id, up.json().fileUrls[0].id));
    await t.database.db
      .insert(orderMessages)
      .values({ orderId: order.id, authorEmail: 'client@example.fr', body: 'Question' });
    const other = await seedOrder(t);
    await uploadTranslations(t, other.id, admin.headers);
    // The client's document; the other order's stamped translation and its original (decision 054).
    expect(storedObjects(t)).toHaveLength(3);

    const res = await remove(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted', message: tr('adminOrder.deletedDone') });
    expect(await t.database.db.select().from(orders).where(eq(orders.id, order.id))).toEqual([]);
    expect(await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toEqual([]);
    expect(await t.database.db.select().from(orderMessages).where(eq(orderMessages.orderId, order.id))).toEqual([]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.orderId, order.id))).toEqual([]);
    // Only the other order's translation (stamped, and its original) is left in storage.
    expect(storedObjects(t)).toHaveLength(2);
    expect((await remove(order.id)).statusCode).toBe(404);
  });

  it('deletes a cancelled order that was never paid', async () => {
    const order = await seedOrder(t, { status: 'cancelled', paymentStatus: 'expired' });
    expect((await remove(order.id)).json().outcome).toBe('deleted');
  });

  it('archives rather than deletes a paid order that was later cancelled', async () => {
    const order = await seedOrder(t, { status: 'cancelled', paymentStatus: 'paid' });
    expect((await remove(order.id)).json().outcome).toBe('archived');
  });

  it('refuses to delete an unpaid order whose online payment page is still open', async () => {
    const order = await seedOrder(t, {
      status: 'pending_payment',
      paymentProvider: 'stripe',
      providerSessionId: 'cs_test_open',
    });
    const res = await remove(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Le client peut encore payer cette commande/);
    expect(await t.database.db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);

    // Once the page has expired, nothing can arrive any more.
    await t.database.db.update(orders).set({ paymentStatus: 'expired' }).where(eq(orders.id, order.id));
    expect((await remove(order.id)).json().outcome).toBe('deleted');
  });
});
