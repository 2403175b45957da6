import { DELIVERED_STATUSES, type OrderStatus, type PaymentStatus } from './order-status';
import { awaitsShipment, translationDelivered, type ShippingFacts } from './shipping-rules';

/**
 * Where the work on an order stands, from its facts and never from its status alone (issue 29,
 * item 3): a refund replaces the status (« Remboursée partiellement ») but not the work still owed.
 * One rule, used by erasure (an account is not erased while its order is being worked on),
 * retention (a delivered order's documents go after N days), the admin's work queue and the
 * customer's timeline. The lists say it again in SQL (server/orders/progress-sql.ts), next to a
 * test that holds both to the same orders (server/admin/orders/work-queue.api.test.ts).
 */
export interface OrderFacts extends ShippingFacts {
  paidAt: Date | string | null;
  paymentStatus: PaymentStatus;
}

/** A payment was received and not given back in full (a full refund cancels the order). */
function paidAndKept(o: Pick<OrderFacts, 'paidAt' | 'paymentStatus' | 'status'>): boolean {
  return (
    (o.paidAt !== null || o.paymentStatus === 'paid') && o.status !== 'cancelled' && o.paymentStatus !== 'refunded'
  );
}

/**
 * Work in progress: paid and kept, not archived, and the client is still owed the translation or
 * the paper original to post. Erasure waits for such an order: its documents are the work.
 */
export function workInProgress(o: OrderFacts): boolean {
  if (o.archivedAt || !paidAndKept(o)) return false;
  return !translationDelivered(o) || awaitsShipment(o);
}

/** Delivered: the translation was handed over and no paper original is left to post. */
export function delivered(o: OrderFacts): boolean {
  return translationDelivered(o) && !awaitsShipment(o);
}

/**
 * orders.translation_delivered_at after a move to `to`: recorded at the first move to « Traduction
 * disponible » or after, then kept whatever the status becomes (a refund, a correction).
 */
export function handedOverAt(
  o: { translationDeliveredAt: Date | null },
  to: OrderStatus,
  now = new Date(),
): Date | null {
  return o.translationDeliveredAt ?? (DELIVERED_STATUSES.includes(to) ? now : null);
}
