/**
 * Order lifecycle (issue 4): pending_payment → paid → in_progress → translated
 * → shipped (postal delivery) → completed; cancelled from pending or paid. A refund (issue 18,
 * server/refunds) moves a paid order of any status to partially_refunded or, refunded in
 * full, to cancelled: that move is the refund's own, not one of the table below.
 * One table of allowed moves, used by the server to validate and by pages to
 * offer only the buttons that make sense.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'in_progress',
  'translated',
  'shipped',
  'completed',
  'partially_refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses that say the translation was handed over (« Traduction disponible » and after). */
export const DELIVERED_STATUSES: readonly OrderStatus[] = ['translated', 'shipped', 'completed'];

export const STATUS_LABELS = {
  pending_payment: 'En attente de paiement',
  paid: 'Payée',
  in_progress: 'En cours',
  translated: 'Traduction disponible',
  shipped: 'Expédiée',
  completed: 'Terminée',
  partially_refunded: 'Remboursée partiellement',
  cancelled: 'Annulée',
} as const satisfies Record<OrderStatus, string>;

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['in_progress', 'translated', 'cancelled'],
  in_progress: ['translated'],
  translated: ['shipped', 'completed'],
  shipped: ['completed'],
  completed: [],
  // Reached by a partial refund only (server/refunds): the work may still go on and be delivered.
  partially_refunded: ['in_progress', 'translated', 'shipped', 'completed'],
  cancelled: [],
};

export function allowedTransitions(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The spec's admin sends 'Shipped'; any case of a known status or label is accepted. */
export function parseStatus(value: string): OrderStatus | null {
  const v = value.trim();
  const lower = v.toLowerCase();
  if ((ORDER_STATUSES as readonly string[]).includes(lower)) return lower as OrderStatus;
  const byLabel = (Object.entries(STATUS_LABELS) as [OrderStatus, string][]).find(
    ([, label]) => label.toLowerCase() === lower,
  );
  return byLabel?.[0] ?? null;
}

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Non payée',
  paid: 'Payée',
  failed: 'Paiement refusé',
  expired: 'Session de paiement expirée',
  refunded: 'Remboursée',
};

/**
 * Never paid: no payment recorded (retention's fact too, server/retention/rules.ts). Nothing is
 * owed on such an order: no translation is uploaded to it (issue 30), deleting it erases it.
 */
export function neverPaid(o: { paidAt: Date | string | null; paymentStatus: PaymentStatus }): boolean {
  return o.paidAt === null && o.paymentStatus !== 'paid' && o.paymentStatus !== 'refunded';
}

/**
 * The status a refund leaves an order in: refunded in full, « Annulée »; in part, « Remboursée
 * partiellement » (an order already cancelled stays so).
 */
export function statusAfterRefund(current: OrderStatus, refundedCents: number, paidCents: number): OrderStatus {
  if (refundedCents >= paidCents || current === 'cancelled') return 'cancelled';
  return 'partially_refunded';
}
