import { and, count, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { CalendarDate } from '../../../core/calendar-date';
import type { DbOrTx } from '../../db/client';
import { paidAndKept, translationDeliveredCondition } from '../../orders/facts-sql';
import { uploads } from '../../files/schema';
import { orders } from '../../orders/schema';
import { toShipCondition } from '../../shipping/to-ship';
import { workInProgressCondition } from '../../orders/progress-sql';

/**
 * The translator's work queue, decided from the order's facts and never from its status alone
 * (issue 30: « Commandes à traiter » lost an order to a partial refund, whose status no longer
 * says where the work is). One rule, in SQL, read by the dashboard's figures, the orders list's
 * views and counts, and each row's flags (its due date and its actions), the way the retention
 * rules decide what to erase (server/retention/rules.ts). « À expédier » is server/shipping/to-ship.ts.
 */

/** « Commandes à traiter »: paid and kept, not archived, no translation delivered yet. */
export function toTranslateCondition(): SQL {
  return and(isNull(orders.archivedAt), paidAndKept(), sql`not (${translationDeliveredCondition()})`)!;
}

/** « À livrer aujourd’hui / en retard »: still owed, and due today or before (Paris calendar dates). */
export function dueCondition(today: CalendarDate): SQL {
  // Still owed to the client: the translation, or the paper original to post (core/order-facts.ts).
  return and(workInProgressCondition(), lte(orders.dueOn, today))!;
}

/** Each row's place in the queue, selected with the row: what its due date and its buttons show. */
export const workFlags = () => ({
  // A missing fact (no address: jsonb_typeof(null)) makes the SQL condition null: that row is not in the view.
  toTranslate: sql<boolean>`coalesce((${toTranslateCondition()}), false)`,
  toShip: sql<boolean>`coalesce((${toShipCondition()}), false)`,
  // Part of « delivered » for the row's allowed moves (core/shipping-rules.ts: « Expédiée »).
  translationFiles: sql<number>`(select count(*) from ${uploads} where ${and(
    eq(uploads.orderId, orders.id),
    eq(uploads.kind, 'translation'),
  )})`.mapWith(Number),
});
export type WorkFlags = { toTranslate: boolean; toShip: boolean; translationFiles: number };

/** One order's flags (a row answered after an action, the detail page). */
export async function workFlagsOf(db: DbOrTx, id: string): Promise<WorkFlags> {
  const [row] = await db.select(workFlags()).from(orders).where(eq(orders.id, id));
  return {
    toTranslate: Boolean(row?.toTranslate),
    toShip: Boolean(row?.toShip),
    translationFiles: row?.translationFiles ?? 0,
  };
}

/** The dashboard's to-do figures, from the same conditions as the list's views. */
export async function workQueueCounts(db: DbOrTx, today: CalendarDate) {
  const n = async (where: SQL) => (await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0;
  const [toTranslate, due, toShip] = await Promise.all([
    n(toTranslateCondition()),
    n(dueCondition(today)),
    n(toShipCondition()),
  ]);
  return { toTranslate, due, toShip };
}
