import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../orders/schema';
import { uploads } from './schema';

type Reader = Pick<Database, 'select'>;

/** Upload ids look like this; anything else cannot be in the table and is not asked for. */
const UPLOAD_ID = /^[0-9a-f-]{36}$/i;

/** Ids among `ids` that the upload session `ownerHash` still has waiting (idle files are swept). */
export async function pendingUploadIds(db: Reader, ownerHash: string, ids: string[]): Promise<Set<string>> {
  const uuids = ids.filter((id) => UPLOAD_ID.test(id));
  if (uuids.length === 0) return new Set();
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, uuids), eq(uploads.ownerSessionHash, ownerHash), eq(uploads.status, 'pending')));
  return new Set(rows.map((r) => r.id));
}

/**
 * Ids among `ids` that the upload session `ownerHash` attached to an order
 * still waiting for payment (the visitor left the payment page with « Annuler »).
 */
export async function uploadIdsAwaitingPayment(db: Reader, ownerHash: string, ids: string[]): Promise<Set<string>> {
  const uuids = ids.filter((id) => UPLOAD_ID.test(id));
  if (uuids.length === 0) return new Set();
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .innerJoin(orders, eq(orders.id, uploads.orderId))
    .where(
      and(
        inArray(uploads.id, uuids),
        eq(uploads.ownerSessionHash, ownerHash),
        eq(uploads.status, 'attached'),
        eq(orders.status, 'pending_payment'),
        eq(orders.paymentStatus, 'unpaid'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
