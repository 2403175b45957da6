import { allowedTransitions, STATUS_LABELS, type OrderStatus } from '../../../core/order-status';
import type { Order } from '../../orders/schema';

/**
 * The moves an admin may make from an order's status. « Payée » is not one of
 * them: only the payment provider records a payment (decision 007), so the
 * payment status and the order status never disagree. An archived order is frozen.
 */
export function adminTransitions(order: Pick<Order, 'status' | 'archivedAt'>): OrderStatus[] {
  if (order.archivedAt) return [];
  return allowedTransitions(order.status).filter((s) => s !== 'paid');
}

const quoted = (s: OrderStatus) => `« ${STATUS_LABELS[s]} »`;

/** Why a move is refused, in words the translator reads on the page. */
export function refusedTransitionMessage(from: OrderStatus, to: OrderStatus, allowed: readonly OrderStatus[]): string {
  if (to === 'paid')
    return 'Une commande ne peut pas être marquée « Payée » à la main : le paiement est enregistré par le prestataire de paiement.';
  const next = allowed.length
    ? `Étapes possibles depuis ${quoted(from)} : ${allowed.map(quoted).join(', ')}.`
    : `Aucune étape ne suit ${quoted(from)}.`;
  return `Une commande ${quoted(from)} ne peut pas passer à ${quoted(to)}. ${next}`;
}
