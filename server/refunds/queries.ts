import { and, eq, ne, sum } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invoices } from '../invoices/schema';
import { refunds, type Refund } from './schema';

/** What is refunded or being refunded on an order (failed attempts do not count). */
export async function refundedCents(tx: DbOrTx, orderId: string, only?: 'succeeded'): Promise<number> {
  const [row] = await tx
    .select({ cents: sum(refunds.amountCents) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), only ? eq(refunds.status, only) : ne(refunds.status, 'failed')));
  return Number(row?.cents ?? 0);
}

/** The refund one form (its idempotency key) made, if any. */
export async function refundByKey(tx: DbOrTx, key: string): Promise<Refund | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
  return row;
}

/** The credit note a settled refund issued; null while it is pending or failed. */
export async function creditNoteOf(tx: DbOrTx, refund: Refund) {
  if (!refund.creditNoteId) return null;
  const [row] = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, refund.creditNoteId));
  return row ?? null;
}
