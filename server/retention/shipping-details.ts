import { and, isNotNull, lte, or, sql } from 'drizzle-orm';
import { addDays, type RetentionPolicy } from '../../core/retention';
import type { Transaction } from '../db/client';
import { deliveredAtSql, deliveredCondition } from '../orders/progress-sql';
import { orders } from '../orders/schema';

/**
 * The shipping address and the phone serve to post the original and to answer a question about
 * it (issue 27). DOCUMENT_RETENTION_DAYS after the order was delivered — posted or handed over
 * (« Expédiée », « Terminée »), or its translation handed over when nothing was to be posted — both go; the
 * name and the billing identity stay with the invoice for the accounts.
 */
export async function expireShippingDetails(tx: Transaction, policy: RetentionPolicy, now: Date): Promise<number> {
  const cutoff = addDays(now, -policy.documentDays);
  // Delivered from the order's facts (core/order-facts.ts), a partial refund's status whatever.
  const delivered = deliveredCondition();
  const holdsDetails = or(isNotNull(orders.shippingAddress), sql`${orders.buyer} ? 'phone'`);
  const rows = await tx
    .update(orders)
    .set({ shippingAddress: null, buyer: sql`${orders.buyer} - 'phone'` })
    .where(and(delivered, holdsDetails, lte(deliveredAtSql(), cutoff)))
    .returning({ id: orders.id });
  return rows.length;
}
