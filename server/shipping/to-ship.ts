import { and, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { translationDeliveredCondition } from '../orders/facts-sql';
import { orders } from '../orders/schema';

/**
 * « À expédier » in SQL: `awaitsShipment` of core/shipping-rules.ts said again for the list, the
 * count and each row's « Expédier » (server/admin/orders/work-queue.api.test.ts checks both agree). A paper original (a postal leg
 * frozen at checkout, or an address), the translation delivered (« Traduction disponible » or
 * after, or a translation uploaded), no shipment, not archived, not closed by hand.
 */
export function toShipCondition(): SQL {
  return and(
    isNull(orders.archivedAt),
    isNull(orders.shippedAt),
    notInArray(orders.status, ['shipped', 'completed', 'cancelled']),
    or(
      sql`jsonb_typeof(${orders.deliveryTiming} -> 'postal') = 'object'`,
      sql`jsonb_typeof(${orders.shippingAddress}) = 'object'`,
    ),
    translationDeliveredCondition(),
  )!;
}
