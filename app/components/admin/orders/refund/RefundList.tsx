import { tr, type PlainMessageId } from '../../../../../core/messages';
import { formatEuros } from '../../../../../core/money';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime } from '../../../account/format';
import type { RefundView } from './types';

/** Ids, worded when drawn. */
const STATUS_TEXT = {
  pending: 'adminOrderDetail.refundWaiting',
  succeeded: 'adminOrderDetail.refundSucceeded',
  failed: 'adminOrderDetail.refundRefused',
} as const satisfies Record<RefundView['status'], PlainMessageId>;

/** The order's refunds: amount, Stripe's answer, credit note, reason, and « retry » for one Stripe has not confirmed. */
export function RefundList({
  refunds,
  busy,
  onRetry,
}: {
  refunds: RefundView[];
  busy: boolean;
  onRetry: (refund: RefundView) => void;
}) {
  return (
    <ul className="divide-y divide-line text-sm" data-testid="refund-list">
      {refunds.map((r) => (
        <li key={r.id} className="py-2">
          <p className="flex justify-between gap-3">
            <span className="font-medium tabular-nums">{formatEuros(r.amountCents)}</span>
            <span className={r.status === 'failed' ? 'text-danger' : 'text-muted'}>
              {tr(STATUS_TEXT[r.status])}
              {r.creditNoteNumber
                ? ` · ${tr('adminOrderDetail.refundCreditNoteNumber', { number: r.creditNoteNumber })}`
                : ''}
            </span>
          </p>
          <p className="text-xs text-muted [overflow-wrap:anywhere]">
            {formatDayTime(r.createdAt, 'fr')} — <bdi>{r.reason}</bdi>
          </p>
          {r.retryKey ? (
            <button
              type="button"
              className="btn-secondary mt-2 min-h-11"
              disabled={busy}
              onClick={() => onRetry(r)}
              data-testid="refund-retry"
            >
              {tr('adminOrderDetail.refundRetry')}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
