import type { OrderStatus } from '../../../core/order-status';

const TONES: Record<OrderStatus, string> = {
  pending_payment: 'bg-accent-soft text-accent',
  paid: 'bg-brand-soft text-brand',
  in_progress: 'bg-brand-soft text-brand',
  translated: 'bg-success-soft text-success',
  shipped: 'bg-success-soft text-success',
  completed: 'bg-success-soft text-success',
  partially_refunded: 'bg-accent-soft text-accent',
  cancelled: 'bg-danger-soft text-danger',
};

/** An order's status as a coloured pill; the words carry the meaning, the colour only helps. */
export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
      data-testid="status"
    >
      {label}
    </span>
  );
}
