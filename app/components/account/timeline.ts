import type { OrderStatus } from '../../../core/order-status';

export interface TimelineStep {
  /** The step; the page words it in its language (OrderTimeline). */
  key: OrderStatus | 'created';
  state: 'done' | 'current' | 'upcoming' | 'cancelled' | 'refunded';
  /** When the step happened (ISO), when the history knows it. */
  at: string | null;
}

interface TimelineInput {
  status: OrderStatus;
  createdAt: string;
  /** Delivery by e-mail has no shipping step. */
  deliveryMethod: string;
  history: { status: OrderStatus; at: string }[];
  /** What the order's own record shows, for a page without its history (the tracking list). */
  facts?: { translated: boolean; shipped: boolean };
}

const PATH: { key: OrderStatus | 'created' }[] = [
  { key: 'created' },
  { key: 'paid' },
  { key: 'in_progress' },
  { key: 'translated' },
  { key: 'shipped' },
  { key: 'completed' },
];

const RANK: Record<OrderStatus | 'created', number> = {
  created: 0,
  pending_payment: 0,
  paid: 1,
  in_progress: 2,
  translated: 3,
  shipped: 4,
  completed: 5,
  partially_refunded: -1,
  cancelled: -1,
};

/**
 * The customer's view of where an order stands: the steps already passed
 * (with their date when the history has it), the one being waited for, and
 * what comes next. A step skipped on the way (paid → translated) counts as passed.
 */
export function orderTimeline(input: TimelineInput): TimelineStep[] {
  const when = (key: TimelineStep['key']) =>
    key === 'created' ? input.createdAt : ([...input.history].reverse().find((h) => h.status === key)?.at ?? null);
  const postal = input.deliveryMethod !== 'email' || input.history.some((h) => h.status === 'shipped');
  const path = PATH.filter((s) => s.key !== 'shipped' || postal);

  if (input.status === 'cancelled') {
    const reached = Math.max(0, ...input.history.map((h) => RANK[h.status]));
    const passed = path.filter((s) => RANK[s.key] <= reached && s.key !== 'completed');
    return [
      ...passed.map((s) => ({ ...s, state: 'done' as const, at: when(s.key) })),
      { key: 'cancelled', state: 'cancelled', at: when('cancelled') },
    ];
  }

  // Refunded in part, the order goes on (issue 30): the steps passed (payment included: only a paid
  // order is refunded), the refund beside the last of them, then what remains to be done.
  const refunded = input.status === 'partially_refunded';
  const rank = refunded ? progressOf(input) : RANK[input.status];
  let currentGiven = false;
  const steps: TimelineStep[] = path.map((s) => {
    if (RANK[s.key] <= rank) return { ...s, state: 'done', at: when(s.key) };
    if (!currentGiven) {
      currentGiven = true;
      return { ...s, state: 'current', at: null };
    }
    return { ...s, state: 'upcoming', at: null };
  });
  if (!refunded) return steps;
  const after = steps.findLastIndex((s) => s.state === 'done') + 1;
  const refund: TimelineStep = {
    key: 'partially_refunded',
    state: 'refunded',
    at: when('partially_refunded'),
  };
  return [...steps.slice(0, after), refund, ...steps.slice(after)];
}

/** How far a partly refunded order has gone: its history, else its record's facts; paid at least. */
function progressOf(input: TimelineInput): number {
  const fromHistory = input.history.map((h) => RANK[h.status]);
  const fromFacts = input.facts
    ? [input.facts.translated ? RANK.translated : 0, input.facts.shipped ? RANK.shipped : 0]
    : [];
  return Math.max(RANK.paid, ...fromHistory, ...fromFacts);
}
