import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../core/order-status';
import type { Database, DbOrTx } from '../db/client';
import { issueInvoice } from '../invoices/issue';
import type { OrderHooks } from './hooks';
import { promisedDelivery } from './payment-session';
import { orderEvents, orders, paymentEvents, type Order } from './schema';

/**
 * The one path that records a payment (Stripe webhook, Stripe return, demo
 * page) and issues its invoice. Idempotent: a second call, a replayed event or a
 * late one changes nothing.
 */
export async function markPaid(
  db: Database,
  hooks: OrderHooks,
  sessionId: string,
  actor: string,
  eventId?: string,
  /** The provider's payment id when the event names it (Stripe: the PaymentIntent), for refunds. */
  paymentRef?: string | null,
): Promise<{ order: Order | null; changed: boolean }> {
  const result = await db.transaction(async (tx): Promise<{ order: Order | null; changed: boolean }> => {
    if (eventId && !(await recordEvent(tx, eventId, actor, 'paid'))) return { order: null, changed: false };
    const [order] = await tx.select().from(orders).where(eq(orders.providerSessionId, sessionId)).for('update');
    if (!order) return { order: null, changed: false };
    if (order.paymentStatus === 'paid') return { order, changed: false };
    const status: OrderStatus = order.status === 'pending_payment' ? 'paid' : order.status;
    const now = new Date();
    // The delivery date promised to the customer is fixed with the payment (decision 028).
    const promise = await promisedDelivery(tx, order, now);
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        status,
        paidAt: now,
        updatedAt: now,
        ...(paymentRef ? { providerPaymentId: paymentRef } : {}),
        ...(promise
          ? { dueOn: promise.dueOn, promisedEarliest: promise.earliest, promisedLatest: promise.latest }
          : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (status !== order.status) {
      await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: status, actor });
    }
    // The invoice commits with the payment or not at all (decision 024).
    await issueInvoice(tx, paid!, now);
    await hooks.onPaid?.(tx, paid!);
    return { order: paid!, changed: true };
  });
  if (result.changed && result.order) hooks.afterPaid?.(result.order);
  return result;
}

/** Failed or expired payment: only an unpaid order is affected, so a late event never undoes a payment. */
export async function markUnpaidOutcome(
  db: Database,
  sessionId: string,
  outcome: 'failed' | 'expired',
  actor: string,
  eventId?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (eventId && !(await recordEvent(tx, eventId, actor, outcome))) return false;
    const rows = await tx
      .update(orders)
      .set({ paymentStatus: outcome, updatedAt: new Date() })
      .where(and(eq(orders.providerSessionId, sessionId), eq(orders.paymentStatus, 'unpaid')))
      .returning({ id: orders.id });
    return rows.length > 0;
  });
}

/** Stores a provider event id; false when it was already handled. */
async function recordEvent(tx: DbOrTx, id: string, provider: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ id, provider, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}
