import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { orderByProviderSession, paidOrderReference } from '../orders/queries';
import { type orders } from '../orders/schema';
import { freshDatabase } from '../test/database';
import { insertOrderRow } from '../test/orders';
import { pendingUploadIds, uploadIdsAwaitingPayment } from './queries';
import { uploads } from './schema';

/** The page loaders' reads (app/.server/): whose files still wait, which order a reference or payment session names. */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

async function insertOrder(id: string, fields: Partial<typeof orders.$inferInsert> = {}) {
  await insertOrderRow(database.db, { id, ...fields });
}

async function insertUpload(owner: string, fields: Partial<typeof uploads.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await database.db.insert(uploads).values({
    id,
    storageKey: id,
    originalName: 'acte.pdf',
    contentType: 'application/pdf',
    sizeBytes: 10,
    sha256: 'x',
    ownerSessionHash: owner,
    ...fields,
  });
  return id;
}

describe('upload queries', () => {
  it('lists only the session’s own pending files, ignoring ids that cannot exist', async () => {
    const mine = await insertUpload('mine');
    const theirs = await insertUpload('theirs');
    const attached = await insertUpload('mine', { status: 'attached' });
    const found = await pendingUploadIds(database.db, 'mine', [mine, theirs, attached, 'not-a-uuid']);
    expect([...found]).toEqual([mine]);
    expect((await pendingUploadIds(database.db, 'mine', [])).size).toBe(0);
  });

  it('lists the session’s files attached to an order still waiting for payment, not to a paid one', async () => {
    await insertOrder('TR-AWAIT001');
    await insertOrder('TR-PAID0001', { paymentStatus: 'paid', status: 'paid' });
    const waiting = await insertUpload('owner', { status: 'attached', orderId: 'TR-AWAIT001' });
    const paid = await insertUpload('owner', { status: 'attached', orderId: 'TR-PAID0001' });
    const other = await insertUpload('someone', { status: 'attached', orderId: 'TR-AWAIT001' });
    expect([...(await uploadIdsAwaitingPayment(database.db, 'owner', [waiting, paid, other]))]).toEqual([waiting]);
  });
});

describe('order queries', () => {
  it('gives a reference back only when its order is paid', async () => {
    await insertOrder('TR-UNPAID01');
    await insertOrder('TR-ISPAID01', { paymentStatus: 'paid', status: 'paid' });
    expect(await paidOrderReference(database.db, 'TR-ISPAID01')).toBe('TR-ISPAID01');
    expect(await paidOrderReference(database.db, 'TR-UNPAID01')).toBeNull();
    expect(await paidOrderReference(database.db, 'TR-NOPE0001')).toBeNull();
  });

  it('finds the order of a payment session', async () => {
    await insertOrder('TR-SESSION1', { providerSessionId: 'demo_abcdefghijklmnopqrstuv' });
    expect((await orderByProviderSession(database.db, 'demo_abcdefghijklmnopqrstuv'))?.id).toBe('TR-SESSION1');
    expect(await orderByProviderSession(database.db, 'demo_unknown_session_000000')).toBeNull();
  });
});
