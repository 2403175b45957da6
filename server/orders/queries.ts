import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, type Order } from './schema';
import { promisedDeliveryView } from './view';

type Reader = Pick<Database, 'select'>;

/** The reference back when it names a paid order, else null (the confirmation page shows no other). */
export async function paidOrderReference(db: Reader, reference: string): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, reference), eq(orders.paymentStatus, 'paid')));
  return row?.id ?? null;
}

/** The delivery date promised to a paid order (confirmation page), or null. */
export async function paidOrderPromise(db: Reader, reference: string) {
  const [row] = await db
    .select({ promisedEarliest: orders.promisedEarliest, promisedLatest: orders.promisedLatest })
    .from(orders)
    .where(and(eq(orders.id, reference), eq(orders.paymentStatus, 'paid')));
  return row ? promisedDeliveryView(row) : null;
}

/** The order a payment provider's session belongs to, if any. */
export async function orderByProviderSession(db: Reader, sessionId: string): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  return row ?? null;
}
