import { and, eq } from 'drizzle-orm';
import { canTransition, type OrderStatus } from '../../core/order-status';
import { handedOverAt } from '../../core/order-facts';
import type { Database, DbOrTx } from '../db/client';
import { httpError } from '../plugins/error-handler';
import type { PaymentProvider } from '../payments/provider';
import type { OrderHooks } from './hooks';
import { createOrder, type CheckoutInput } from './new-order';
import { markPaid, markUnpaidOutcome } from './payment-outcome';
import { ensureSession } from './payment-session';
import { orderEvents, orders, type Order } from './schema';

// The order's pieces live by concern: new-order.ts (the checkout's writes), payment-session.ts
// (the payment page), payment-outcome.ts (paid, failed, expired); this file composes them.
export type { CheckoutInput } from './new-order';
export type { OrderHooks } from './hooks';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function createOrderService(db: Database, provider: PaymentProvider, hooks: OrderHooks = {}, publicUrl = '') {
  async function byKey(owner: string, key: string): Promise<Order | undefined> {
    const mine = and(eq(orders.checkoutOwner, owner), eq(orders.idempotencyKey, key));
    return (await db.select().from(orders).where(mine))[0];
  }

  const paymentPage = (order: Order) => ensureSession(db, provider, publicUrl, order);

  async function changeStatus(
    orderId: string,
    to: OrderStatus,
    actor: string,
    note?: string,
    tx: DbOrTx = db,
  ): Promise<Order> {
    const run = async (t: DbOrTx) => {
      const [current] = await t.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!current) throw httpError(404, 'order.notFound');
      if (current.status === to) return current;
      if (!canTransition(current.status, to)) {
        throw httpError(409, 'order.transitionRefused', { from: current.status, to });
      }
      const [updated] = await t
        .update(orders)
        .set({ status: to, updatedAt: new Date(), translationDeliveredAt: handedOverAt(current, to) })
        .where(eq(orders.id, orderId))
        .returning();
      await t.insert(orderEvents).values({ orderId, fromStatus: current.status, toStatus: to, actor, note });
      await hooks.onStatusChange?.(t, updated!, current.status, to);
      return updated!;
    };
    return tx === db ? db.transaction(run) : run(tx);
  }

  return {
    /**
     * Validates, prices on the server, creates the order and attaches its files
     * in one transaction, then opens the payment page. The same idempotency key
     * always answers the same order (double clicks, retries).
     */
    async checkout(input: CheckoutInput): Promise<{ orderId: string; url: string }> {
      const existing = await byKey(input.checkoutOwner, input.idempotencyKey);
      if (existing) return paymentPage(existing);
      let order: Order;
      try {
        order = await createOrder(db, provider, input);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The other click won the race: answer with its order.
        const winner = await byKey(input.checkoutOwner, input.idempotencyKey);
        if (!winner) throw err;
        order = winner;
      }
      return paymentPage(order);
    },

    /** The payment page of an order created elsewhere (an accepted quote, decision 030), opened once. */
    paymentPage,

    async bySession(sessionId: string): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
      return row;
    },

    async byId(id: string): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** Records a payment and issues its invoice, once (payment-outcome.ts). */
    markPaid: (sessionId: string, actor: string, eventId?: string, paymentRef?: string | null) =>
      markPaid(db, hooks, sessionId, actor, eventId, paymentRef),

    /** Failed or expired payment: only an unpaid order is affected, so a late event never undoes a payment. */
    markUnpaidOutcome: (sessionId: string, outcome: 'failed' | 'expired', actor: string, eventId?: string) =>
      markUnpaidOutcome(db, sessionId, outcome, actor, eventId),

    changeStatus,

    async history(orderId: string) {
      return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
