import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { orders } from '../../server/orders/schema';
import { identityValues, type IdentityValues } from '../components/order/identity-values';

/**
 * A signed-in customer's name, address and billing identity as their last order kept them, to
 * prefill the order form (issue 27); they stay free to change. Null when no order has them.
 */
export async function lastIdentity(db: Database, userId: string): Promise<IdentityValues | null> {
  const [last] = await db
    .select({ buyer: orders.buyer, shippingAddress: orders.shippingAddress, billing: orders.billing })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.buyer)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return last ? identityValues(last) : null;
}
