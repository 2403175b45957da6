import { describe, expect, it } from 'vitest';
import { delivered, handedOverAt, workInProgress, type OrderFacts } from './order-facts';

const paper = { line1: '12 rue de la Liberté', postalCode: '21000', city: 'Dijon', country: 'FR' };
const order = (facts: Partial<OrderFacts> = {}): OrderFacts => ({
  status: 'paid',
  paidAt: '2026-11-01T10:00:00Z',
  paymentStatus: 'paid',
  deliveryTiming: null,
  shippingAddress: null,
  translationFiles: 0,
  translationDeliveredAt: null,
  archivedAt: null,
  shippedAt: null,
  ...facts,
});

describe('work in progress and delivered, from the order’s facts (issue 29, item 3)', () => {
  it('a partial refund leaves the work owed until the translation is handed over', () => {
    const refunded = order({ status: 'partially_refunded' });
    expect(workInProgress(refunded)).toBe(true);
    expect(delivered(refunded)).toBe(false);
    const handedOver = { ...refunded, translationDeliveredAt: '2026-11-03T10:00:00Z' };
    expect(workInProgress(handedOver)).toBe(false);
    expect(delivered(handedOver)).toBe(true);
  });

  it('a paper original still to post keeps the order in progress, until it is shipped', () => {
    const toPost = order({ status: 'translated', shippingAddress: paper, translationFiles: 1 });
    expect(workInProgress(toPost)).toBe(true);
    expect(delivered(toPost)).toBe(false);
    const shipped = { ...toPost, shippedAt: '2026-11-04T10:00:00Z' };
    expect(workInProgress(shipped)).toBe(false);
    expect(delivered(shipped)).toBe(true);
  });

  it('never paid, refunded in full, cancelled or archived: no work in progress', () => {
    expect(workInProgress(order({ status: 'pending_payment', paidAt: null, paymentStatus: 'unpaid' }))).toBe(false);
    expect(workInProgress(order({ status: 'cancelled', paymentStatus: 'refunded' }))).toBe(false);
    expect(workInProgress(order({ archivedAt: '2026-11-05T10:00:00Z' }))).toBe(false);
    expect(delivered(order({ status: 'cancelled', translationFiles: 1 }))).toBe(false);
  });

  it('records the hand-over at the first delivered status and keeps it', () => {
    const now = new Date('2026-11-06T10:00:00Z');
    expect(handedOverAt({ translationDeliveredAt: null }, 'in_progress', now)).toBeNull();
    expect(handedOverAt({ translationDeliveredAt: null }, 'translated', now)).toEqual(now);
    const first = new Date('2026-11-02T10:00:00Z');
    expect(handedOverAt({ translationDeliveredAt: first }, 'partially_refunded', now)).toEqual(first);
  });
});
