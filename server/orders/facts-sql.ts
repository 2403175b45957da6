import { and, eq, exists, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { uploads } from '../files/schema';
import { DELIVERED_STATUSES } from '../../core/order-status';
import { orders } from './schema';

/**
 * Facts of an order said in SQL, for the lists that must not read its status alone (a partial
 * refund replaces the status, not the work left): the work queue (server/admin/orders/work-queue.ts)
 * and « À expédier » (server/shipping/to-ship.ts).
 */

/** A payment was received (retention's fact too), and not given back in full (a full refund cancels). */
export function paidAndKept(): SQL {
  return and(
    or(isNotNull(orders.paidAt), eq(orders.paymentStatus, 'paid')),
    ne(orders.status, 'cancelled'),
    ne(orders.paymentStatus, 'refunded'),
  )!;
}

/**
 * The translation was handed over (`translationDelivered` of core/shipping-rules.ts): « Traduction
 * disponible » or after, its recorded hand-over, or a translation uploaded (a partly refunded
 * order's status no longer tells).
 */
export function translationDeliveredCondition(): SQL {
  const uploaded = exists(
    sql`(select 1 from ${uploads} where ${uploads.orderId} = ${orders.id} and ${uploads.kind} = 'translation')`,
  );
  return or(inArray(orders.status, [...DELIVERED_STATUSES]), isNotNull(orders.translationDeliveredAt), uploaded)!;
}
