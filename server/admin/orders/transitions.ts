import { allowedTransitions, STATUS_LABELS, type OrderStatus } from '../../../core/order-status';
import { shipmentRefusal, type ShippingFacts } from '../../../core/shipping-rules';

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

const quoted = (s: OrderStatus) => `«\u00a0${STATUS_LABELS[s]}\u00a0»`;

/** Why a move is refused, in words the translator reads on the page. */
export function refusedTransitionMessage(from: OrderStatus, to: OrderStatus, allowed: readonly OrderStatus[]): string {
  if (to === 'paid')
    return 'Une commande ne peut pas être marquée «\u00a0Payée\u00a0» à la main\u00a0: le paiement est enregistré par le prestataire de paiement.';
  const next = allowed.length
    ? `Étapes possibles depuis ${quoted(from)}\u00a0: ${allowed.map(quoted).join(', ')}.`
    : `Aucune étape ne suit ${quoted(from)}.`;
  return `Une commande ${quoted(from)} ne peut pas passer à ${quoted(to)}. ${next}`;
}
