import { and, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { toShipCondition } from '../shipping/to-ship';
import { paidAndKept, translationDeliveredCondition } from './facts-sql';
import { orderEvents, orders } from './schema';

/**
 * `workInProgress` and `delivered` of core/order-facts.ts said in SQL, for the work queue and the
 * retention job, which decide over many orders at once. A missing fact makes « À expédier » null
 * (jsonb_typeof of no address): coalesce reads it as « not to ship ».
 */
const toShip = (): SQL => sql`coalesce((${toShipCondition()}), false)`;

/** Paid and kept, not archived, and the translation or the paper original still owed. */
export function workInProgressCondition(): SQL {
  return and(isNull(orders.archivedAt), paidAndKept(), or(not(translationDeliveredCondition()), toShip()))!;
}

/** The translation handed over (never on a cancelled order) and no paper original left to post. */
export function deliveredCondition(): SQL {
  return and(sql`${orders.status} <> 'cancelled'`, translationDeliveredCondition(), not(toShip()))!;
}

/**
 * When it was delivered, for the retention clock: the last of its moves to « Traduction disponible »
 * or after and its shipment (greatest() skips nulls); else, on a partly refunded order whose status
 * never said it, its recorded hand-over; else its last change.
 */
export function deliveredAtSql(): SQL {
  const statusAt = sql`(select max(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} in ('translated', 'shipped', 'completed'))`;
  return sql`coalesce(greatest(${statusAt}, ${orders.shippedAt}), ${orders.translationDeliveredAt}, ${orders.updatedAt})`;
}
