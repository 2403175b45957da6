import { and, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { addDays, type RetentionPolicy } from '../../core/retention';
import type { Transaction } from '../db/client';
import { orderEvents, orders } from '../orders/schema';

/**
 * The shipping address and the phone serve to post the original and to answer a question about
 * it (issue 27). DOCUMENT_RETENTION_DAYS after the order was delivered — posted or handed over
 * (« Expédiée », « Terminée »), or its PDF sent when nothing was to be posted — both go; the
 * name and the billing identity stay with the invoice for the accounts.
 */
export async function expireShippingDetails(tx: Transaction, policy: RetentionPolicy, now: Date): Promise<number> {
  const cutoff = addDays(now, -policy.documentDays);
  const deliveredAt = sql`(select max(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} in ('translated', 'shipped', 'completed'))`;
  const delivered = or(
    inArray(orders.status, ['shipped', 'completed']),
    // Nothing to post: the PDF was the delivery.
    and(inArray(orders.status, ['translated']), isNull(orders.shippingAddress)),
  );
  const holdsDetails = or(isNotNull(orders.shippingAddress), sql`${orders.buyer} ? 'phone'`);
  const rows = await tx
    .update(orders)
    .set({ shippingAddress: null, buyer: sql`${orders.buyer} - 'phone'` })
    .where(and(delivered, holdsDetails, lte(sql`coalesce(${deliveredAt}, ${orders.updatedAt})`, cutoff)))
    .returning({ id: orders.id });
  return rows.length;
}
