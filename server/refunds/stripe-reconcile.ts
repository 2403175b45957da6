import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Transaction } from '../db/client';
import { orders, paymentEvents, type Order } from '../orders/schema';
import { recordAbovePaid } from './anomaly';
import { completeRefund } from './complete';
import { refunds } from './schema';

/** What a Stripe dashboard refund is recorded as (the admin did not type a reason on this site). */
const STRIPE_DASHBOARD_REASON = 'Remboursement effectué depuis le tableau de bord Stripe';

/**
 * Stripe's charge.refunded: settles our refunds Stripe has made (the answer to our call may have
 * been lost), then records as a refund of its own whatever Stripe refunded beyond them (a refund
 * made in Stripe's dashboard), each with its credit note. A replayed event changes nothing.
 */
export async function reconcileStripeCharge(app: FastifyInstance, charge: Stripe.Charge, eventId: string) {
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intent) return;
  const settled = await app.database.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: eventId, provider: 'stripe', type: 'refunded' })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return 0;
    const [order] = await tx.select().from(orders).where(eq(orders.providerPaymentId, intent)).for('update');
    if (!order) {
      app.log.warn({ intent, eventId }, 'charge.refunded for a payment no order knows');
      return 0;
    }
    await tx.update(paymentEvents).set({ orderId: order.id }).where(eq(paymentEvents.id, eventId));
    const { done, count } = await settleKnownRefunds(app, tx, order, charge);
    // Never credit more than was paid: a refund reported above it is an anomaly to check, and
    // the webhook still answers 200 (Stripe would retry a failure for 3 days, issue 29).
    if (charge.amount_refunded > order.totalCents) await recordAbovePaid(tx, order, charge, eventId);
    const extra = Math.min(charge.amount_refunded, order.totalCents) - done;
    return count + (extra > 0 && (await recordDashboardRefund(app, tx, order, charge, extra)) ? 1 : 0);
  });
  if (settled > 0) app.mail.worker.wake();
}

/**
 * Settles the order's pending refunds the charge covers (named by Stripe, or within the amount it
 * refunded); answers how much is settled in all and how many this call settled.
 */
async function settleKnownRefunds(app: FastifyInstance, tx: Transaction, order: Order, charge: Stripe.Charge) {
  const known = new Set(
    (charge.refunds?.data ?? []).filter((r) => r.status === 'succeeded' || r.status === 'pending').map((r) => r.id),
  );
  const rows = await tx.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.createdAt));
  let done = rows.filter((r) => r.status === 'succeeded').reduce((n, r) => n + r.amountCents, 0);
  let count = 0;
  for (const r of rows.filter((r) => r.status === 'pending')) {
    const named = r.providerRefundId !== null && known.has(r.providerRefundId);
    if (named || done + r.amountCents <= charge.amount_refunded) {
      if (await completeRefund(app, tx, r.id, r.providerRefundId)) count++;
      done += r.amountCents;
    }
  }
  return { done, count };
}

/** A refund made in Stripe's dashboard, recorded and settled as a refund of its own; true when settled now. */
async function recordDashboardRefund(
  app: FastifyInstance,
  tx: Transaction,
  order: Order,
  charge: Stripe.Charge,
  extra: number,
): Promise<boolean> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      idempotencyKey: `stripe-${charge.id}-${charge.amount_refunded}`,
      amountCents: extra,
      reason: STRIPE_DASHBOARD_REASON,
      provider: 'stripe',
      actor: 'stripe',
    })
    .onConflictDoNothing()
    .returning();
  return Boolean(row && (await completeRefund(app, tx, row.id, null)));
}
