import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { DbOrTx, Transaction } from '../db/client';
import { orders, type Order, type PaymentAnomaly } from '../orders/schema';

/**
 * Stripe's charge.refunded for more than the order was paid (issue 29, item 9). It cannot be
 * credited (a credit note never exceeds its invoice), and answering 500 made Stripe retry for
 * three days with nothing recorded. The order keeps the figures for the translator, who sees them
 * on the order and on the dashboard until she marks them checked. A replay of the same event is
 * stopped before this by payment_events; a later, larger report replaces the figures.
 */
export async function recordAbovePaid(tx: Transaction, order: Order, charge: Stripe.Charge, eventId: string) {
  const anomaly: PaymentAnomaly = {
    kind: 'refund_above_paid',
    refundedCents: charge.amount_refunded,
    paidCents: order.totalCents,
    eventId,
    at: new Date().toISOString(),
    checkedAt: null,
  };
  await tx.update(orders).set({ paymentAnomaly: anomaly }).where(eq(orders.id, order.id));
}

/** « Marquer comme vérifiée »: the anomaly stays on the order, checked; it leaves the dashboard. */
export async function markAnomalyChecked(db: DbOrTx, orderId: string): Promise<PaymentAnomaly | null> {
  const [row] = await db
    .update(orders)
    .set({
      paymentAnomaly: sql`jsonb_set(${orders.paymentAnomaly}, '{checkedAt}', to_jsonb(${new Date().toISOString()}::text))`,
    })
    .where(and(eq(orders.id, orderId), isNotNull(orders.paymentAnomaly)))
    .returning({ anomaly: orders.paymentAnomaly });
  return row?.anomaly ?? null;
}

/** The anomalies not yet checked, newest first: the dashboard's alert. */
export async function uncheckedAnomalies(db: DbOrTx) {
  const rows = await db
    .select({ orderId: orders.id, anomaly: orders.paymentAnomaly })
    .from(orders)
    .where(and(isNotNull(orders.paymentAnomaly), sql`${orders.paymentAnomaly} ->> 'checkedAt' is null`))
    .orderBy(desc(sql`${orders.paymentAnomaly} ->> 'at'`))
    .limit(20);
  return rows.map((r) => ({ orderId: r.orderId, ...r.anomaly! }));
}
