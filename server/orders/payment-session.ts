import { and, eq, isNull } from 'drizzle-orm';
import { DeliveryRuleError } from '../../core/delivery-date';
import { deliveryPromise } from '../../core/order-delivery';
import { checkoutPath } from '../../core/checkout-paths';
import { readDeliveryCalendar } from '../catalogue/delivery-calendar';
import type { Database, DbOrTx } from '../db/client';
import { httpError } from '../plugins/error-handler';
import { PaymentUnavailableError, type PaymentProvider } from '../payments/provider';
import { orders, type Order } from './schema';

/**
 * The promise for an order paid at `at`; null for an order placed before delays were kept or
 * with a delay the rule refuses: a date never stands in the way of recording a payment.
 */
export async function promisedDelivery(tx: DbOrTx, order: Order, at: Date) {
  if (!order.deliveryTiming) return null;
  try {
    return deliveryPromise(order.deliveryTiming, at, await readDeliveryCalendar(tx));
  } catch (err) {
    if (err instanceof DeliveryRuleError) return null;
    throw err;
  }
}

/** Gives an order its payment page, once: a retried checkout reuses the session it already has. */
export async function ensureSession(
  db: Database,
  provider: PaymentProvider,
  publicUrl: string,
  order: Order,
): Promise<{ orderId: string; url: string }> {
  // Already paid (a retry after paying): straight to the confirmation.
  if (order.paymentStatus === 'paid' && order.providerSessionId) {
    return {
      orderId: order.id,
      url: `${publicUrl}${checkoutPath(order.lang, '/payment-success')}?session_id=${encodeURIComponent(order.providerSessionId)}`,
    };
  }
  // An expired or failed payment page is replaced by a new one.
  const stale = order.paymentStatus === 'expired' || order.paymentStatus === 'failed';
  if (order.providerSessionId && order.providerSessionUrl && !stale)
    return { orderId: order.id, url: order.providerSessionUrl };
  let session;
  try {
    // The date the cart shows, stated on the payment page too (issue 30): the same rule, now.
    session = await provider.createSession(order, await promisedDelivery(db, order, new Date()));
  } catch (err) {
    if (err instanceof PaymentUnavailableError) throw httpError(502, 'checkout.paymentUnavailable');
    throw err;
  }
  // Only the first session stored counts: simultaneous retries of one checkout
  // (double click, client retry) must all answer the page the order keeps.
  const [stored] = await db
    .update(orders)
    .set({
      providerSessionId: session.id,
      providerSessionUrl: session.url,
      paymentStatus: 'unpaid',
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.id, order.id),
        stale && order.providerSessionId
          ? eq(orders.providerSessionId, order.providerSessionId)
          : isNull(orders.providerSessionId),
      ),
    )
    .returning({ url: orders.providerSessionUrl });
  if (stored) return { orderId: order.id, url: session.url };
  const [current] = await db.select({ url: orders.providerSessionUrl }).from(orders).where(eq(orders.id, order.id));
  if (!current?.url) throw new Error(`order ${order.id} has a session without its url`);
  return { orderId: order.id, url: current.url };
}
