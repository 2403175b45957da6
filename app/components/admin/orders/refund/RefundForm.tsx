import { Loader2, RotateCcw } from 'lucide-react';
import { tr } from '../../../../../core/messages';
import { typed } from './types';

/** The amount (all or part of what is left) and the reason of a refund, checked before the dialog confirms it. */
export function RefundForm({
  amount,
  onAmount,
  reason,
  onReason,
  errors,
  busy,
  remainingCents,
  provider,
  onSubmit,
}: {
  amount: string;
  onAmount: (amount: string) => void;
  reason: string;
  onReason: (reason: string) => void;
  errors: { amount?: string; reason?: string };
  busy: boolean;
  remainingCents: number;
  provider: 'stripe' | 'demo';
  onSubmit: (event: React.FormEvent) => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" data-testid="refund-form">
      <div>
        <label htmlFor="refund-amount" className="field-label">
          {tr('adminOrderDetail.refundAmountLabel')}
        </label>
        <input
          id="refund-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          className="field-input"
          value={amount}
          onChange={(e) => onAmount(e.target.value)}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? 'refund-amount-error' : 'refund-amount-hint'}
          data-testid="refund-amount"
        />
        {errors.amount ? (
          <p id="refund-amount-error" className="mt-1 text-sm text-danger">
            {errors.amount}
          </p>
        ) : (
          <p id="refund-amount-hint" className="mt-1 text-xs text-muted">
            {tr('adminOrderDetail.refundAmountHint', { amount: typed(remainingCents) })}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="refund-reason" className="field-label">
          {tr('adminOrderDetail.refundReason')}
        </label>
        <textarea
          id="refund-reason"
          name="reason"
          rows={2}
          maxLength={500}
          dir="auto"
          className="field-input"
          value={reason}
          onChange={(e) => onReason(e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'refund-reason-error' : undefined}
          data-testid="refund-reason"
        />
        {errors.reason ? (
          <p id="refund-reason-error" className="mt-1 text-sm text-danger">
            {errors.reason}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-secondary w-full" disabled={busy} data-testid="refund-submit">
        {busy ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
        )}
        {tr('adminOrderDetail.refund')}
      </button>
      <p className="text-xs text-muted">
        {provider === 'stripe' ? tr('adminOrderDetail.refundByStripe') : tr('adminOrderDetail.refundByDemo')}{' '}
        {tr('adminOrderDetail.refundCreditNote')}
      </p>
    </form>
  );
}
