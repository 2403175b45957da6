import { describe, expect, it } from 'vitest';
import { orderTimeline } from './timeline';

const created = '2026-11-02T09:00:00.000Z';

describe('order timeline', () => {
  it('shows a paid e-mail order waiting for the translation, without a shipping step', () => {
    const steps = orderTimeline({
      status: 'paid',
      createdAt: created,
      deliveryMethod: 'email',
      history: [{ status: 'paid', at: '2026-11-02T09:05:00.000Z' }],
    });
    expect(steps.map((s) => [s.key, s.state, s.at])).toEqual([
      ['created', 'done', created],
      ['paid', 'done', '2026-11-02T09:05:00.000Z'],
      ['in_progress', 'current', null],
      ['translated', 'upcoming', null],
      ['completed', 'upcoming', null],
    ]);
  });

  it('adds the shipping step for postal delivery and counts a skipped step as passed', () => {
    const steps = orderTimeline({
      status: 'translated',
      createdAt: created,
      deliveryMethod: 'dhl',
      history: [
        { status: 'paid', at: '2026-11-02T09:05:00.000Z' },
        { status: 'translated', at: '2026-11-04T15:00:00.000Z' },
      ],
    });
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['created', 'done'],
      ['paid', 'done'],
      ['in_progress', 'done'],
      ['translated', 'done'],
      ['shipped', 'current'],
      ['completed', 'upcoming'],
    ]);
    expect(steps.find((s) => s.key === 'in_progress')!.at).toBeNull();
  });

  it('ends a cancelled order on the cancellation, after what it had reached', () => {
    const steps = orderTimeline({
      status: 'cancelled',
      createdAt: created,
      deliveryMethod: 'email',
      history: [
        { status: 'paid', at: '2026-11-02T09:05:00.000Z' },
        { status: 'cancelled', at: '2026-11-03T10:00:00.000Z' },
      ],
    });
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['created', 'done'],
      ['paid', 'done'],
      ['cancelled', 'cancelled'],
    ]);
  });

  it('shows an unpaid order waiting for payment', () => {
    const steps = orderTimeline({
      status: 'pending_payment',
      createdAt: created,
      deliveryMethod: 'email',
      history: [],
    });
    expect(steps[0]!.state).toBe('done');
    expect(steps[1]).toMatchObject({ key: 'paid', state: 'current' });
  });

  it('shows a partial refund after the steps passed, where the order stands', () => {
    const steps = orderTimeline({
      status: 'partially_refunded',
      createdAt: created,
      deliveryMethod: 'email',
      history: [
        { status: 'paid', at: '2026-11-02T09:05:00.000Z' },
        { status: 'in_progress', at: '2026-11-03T10:00:00.000Z' },
        { status: 'partially_refunded', at: '2026-11-04T11:00:00.000Z' },
      ],
    });
    expect(steps.map((s) => [s.key, s.state, s.at])).toEqual([
      ['created', 'done', created],
      ['paid', 'done', '2026-11-02T09:05:00.000Z'],
      ['in_progress', 'done', '2026-11-03T10:00:00.000Z'],
      ['partially_refunded', 'refunded', '2026-11-04T11:00:00.000Z'],
      // The order goes on after a partial refund (issue 30): what remains is still shown.
      ['translated', 'current', null],
      ['completed', 'upcoming', null],
    ]);
  });

  it('without the history (the tracking list), keeps « Paiement reçu » and reads the rest from the record', () => {
    const base = { status: 'partially_refunded' as const, createdAt: created, deliveryMethod: 'standard', history: [] };
    expect(
      orderTimeline({ ...base, facts: { translated: false, shipped: false } }).map((s) => [s.key, s.state]),
    ).toEqual([
      ['created', 'done'],
      ['paid', 'done'],
      ['partially_refunded', 'refunded'],
      ['in_progress', 'current'],
      ['translated', 'upcoming'],
      ['shipped', 'upcoming'],
      ['completed', 'upcoming'],
    ]);
    expect(
      orderTimeline({ ...base, facts: { translated: true, shipped: false } }).map((s) => [s.key, s.state]),
    ).toEqual([
      ['created', 'done'],
      ['paid', 'done'],
      ['in_progress', 'done'],
      ['translated', 'done'],
      ['partially_refunded', 'refunded'],
      ['shipped', 'current'],
      ['completed', 'upcoming'],
    ]);
  });
});
