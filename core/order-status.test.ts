import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  canTransition,
  ORDER_STATUSES,
  parseStatus,
  STATUS_LABELS,
  statusAfterRefund,
} from './order-status';

describe('order status rules', () => {
  it('follows the lifecycle and refuses skips and going back', () => {
    expect(canTransition('pending_payment', 'paid')).toBe(true);
    expect(canTransition('paid', 'in_progress')).toBe(true);
    expect(canTransition('in_progress', 'translated')).toBe(true);
    expect(canTransition('translated', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'completed')).toBe(true);
    expect(canTransition('pending_payment', 'shipped')).toBe(false);
    expect(canTransition('completed', 'paid')).toBe(false);
    expect(canTransition('paid', 'pending_payment')).toBe(false);
  });

  it('allows cancelling only before the work starts', () => {
    expect(ORDER_STATUSES.filter((s) => canTransition(s, 'cancelled'))).toEqual(['pending_payment', 'paid']);
    expect(allowedTransitions('cancelled')).toEqual([]);
  });

  it('accepts the spec admin value "Shipped" and French labels', () => {
    expect(parseStatus('Shipped')).toBe('shipped');
    expect(parseStatus('Expédiée')).toBe('shipped');
    expect(parseStatus('in_progress')).toBe('in_progress');
    expect(parseStatus('teleported')).toBeNull();
    expect(STATUS_LABELS.translated).toBe('Traduction disponible');
  });

  it('a refund leaves an order refunded in part, or cancelled when refunded in full', () => {
    expect(statusAfterRefund('paid', 1500, 3000)).toBe('partially_refunded');
    expect(statusAfterRefund('in_progress', 3000, 3000)).toBe('cancelled');
    expect(statusAfterRefund('partially_refunded', 3000, 3000)).toBe('cancelled');
    expect(statusAfterRefund('cancelled', 100, 3000)).toBe('cancelled');
    expect(STATUS_LABELS.partially_refunded).toBe('Remboursée partiellement');
    // Only a refund leads there; the work can go on from it.
    expect(ORDER_STATUSES.filter((s) => canTransition(s, 'partially_refunded'))).toEqual([]);
    expect(allowedTransitions('partially_refunded')).toEqual(['in_progress', 'translated', 'shipped', 'completed']);
  });
});
