import { allowedTransitions, STATUS_LABELS, type OrderStatus } from '../../../core/order-status';
import { shipmentRefusal, type ShippingFacts } from '../../../core/shipping-rules';
import { httpError, type HttpError } from '../../plugins/error-handler';

/**
 * The moves an admin may make from an order's status. « Payée » is not one of
 * them: only the payment provider records a payment (decision 007), so the
 * payment status and the order status never disagree. An archived order is frozen.
 * « Expédiée » only where the facts allow a shipment (core/shipping-rules.ts: a paper original,
 * the translation delivered; issue 30), not wherever the status table would.
 */
export function adminTransitions(facts: ShippingFacts): OrderStatus[] {
  if (facts.archivedAt) return [];
  return allowedTransitions(facts.status).filter(
    (s) => s !== 'paid' && (s !== 'shipped' || shipmentRefusal(facts) === null),
  );
}

/**
 * Why a move is refused (409), as a message id worded by the error handler. The statuses are
 * their French labels, as in the back office's other status messages (adminOrder.statusUnknown).
 */
export function refusedTransition(from: OrderStatus, to: OrderStatus, allowed: readonly OrderStatus[]): HttpError {
  if (to === 'paid') return httpError(409, 'adminOrder.transitionPaidByHand');
  const labels = { from: STATUS_LABELS[from], to: STATUS_LABELS[to] };
  if (allowed.length === 0) return httpError(409, 'adminOrder.transitionRefusedLast', labels);
  const steps = allowed.map((s) => `«\u00a0${STATUS_LABELS[s]}\u00a0»`).join(', ');
  return httpError(409, 'adminOrder.transitionRefusedNext', { ...labels, steps });
}
