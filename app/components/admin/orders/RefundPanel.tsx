import { useState } from 'react';
import { tr } from '../../../../core/messages';
import { formatEuros, parseEurosToCents } from '../../../../core/money';
import { richText } from '../../../lib/rich-text';
import { adminRequest } from '../admin-api';
import { ConfirmDialog } from '../ConfirmDialog';
import { Notice, type NoticeValue } from './Notice';
import { RefundForm } from './refund/RefundForm';
import { RefundList } from './refund/RefundList';
import { typed, type RefundView } from './refund/types';

export type { RefundView } from './refund/types';

/**
 * « Rembourser »: all or part of what is left, with a reason, confirmed in a dialog. The form
 * carries the idempotency key the page was rendered with, so a double click or a retry after an
 * error makes one refund; the page gives a new key once it reloads after a refund.
 */
export function RefundPanel({
  orderId,
  clientEmail,
  paidCents,
  remainingCents,
  provider,
  formKey,
  refunds,
  onRefunded,
}: {
  orderId: string;
  clientEmail: string;
  paidCents: number;
  remainingCents: number;
  provider: 'stripe' | 'demo';
  formKey: string;
  refunds: RefundView[];
  onRefunded: () => Promise<void> | void;
}) {
  const [amount, setAmount] = useState(typed(remainingCents));
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<NoticeValue>(null);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const cents = parseEurosToCents(amount);

  function check(event: React.FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (cents === null) next.amount = tr('refund.amountInvalid');
    else if (cents > remainingCents)
      next.amount = tr('adminOrderDetail.refundAmountTooHigh', { amount: formatEuros(remainingCents) });
    if (reason.trim().length < 3) next.reason = tr('adminOrderDetail.refundReasonShort');
    setErrors(next);
    setNotice(null);
    if (Object.keys(next).length === 0) setConfirming(true);
  }

  async function refund(again?: RefundView) {
    setBusy(true);
    const answer = await adminRequest<{ message: string }>('POST', `/api/admin/orders/${orderId}/refunds`, {
      amountCents: again ? again.amountCents : cents,
      reason: again ? again.reason : reason.trim(),
      idempotencyKey: again?.retryKey ?? formKey,
    });
    setBusy(false);
    if (!answer.ok) {
      setNotice({ tone: 'error', message: tr('adminOrderDetail.refundFailed'), detail: answer.message });
      return;
    }
    setNotice({ tone: 'success', message: answer.data.message });
    if (!again) {
      setReason('');
      setAmount(typed(Math.max(0, remainingCents - (cents ?? 0))));
    }
    await onRefunded();
  }

  return (
    <div className="space-y-4" data-testid="refund-panel">
      <p className="text-sm text-muted">
        {richText(
          {
            paid: <span className="font-medium text-ink tabular-nums">{formatEuros(paidCents)}</span>,
            remaining: (
              <span className="font-medium text-ink tabular-nums" data-testid="refund-remaining">
                {formatEuros(remainingCents)}
              </span>
            ),
          },
          (m) => tr('adminOrderDetail.refundFigures', m),
        )}
      </p>
      {refunds.length > 0 ? <RefundList refunds={refunds} busy={busy} onRetry={(r) => refund(r)} /> : null}
      {remainingCents > 0 ? (
        <RefundForm
          amount={amount}
          onAmount={setAmount}
          reason={reason}
          onReason={setReason}
          errors={errors}
          busy={busy}
          remainingCents={remainingCents}
          provider={provider}
          onSubmit={check}
        />
      ) : (
        <p className="text-sm text-muted">{tr('adminOrderDetail.refundAllDone')}</p>
      )}
      <Notice value={notice} testId="refund" />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={tr('adminOrderDetail.refundTitle', { amount: cents ? formatEuros(cents) : '' })}
        description={tr(
          cents !== null && cents >= remainingCents
            ? 'adminOrderDetail.refundToCancelled'
            : 'adminOrderDetail.refundToPartial',
          { email: clientEmail, amount: cents ? formatEuros(cents) : '' },
        )}
        confirmLabel={tr('adminOrderDetail.refund')}
        pendingLabel={tr('adminOrderDetail.refundPending')}
        cancelLabel={tr('adminOrderDetail.refundKeep')}
        onConfirm={() => refund()}
        testId="confirm-refund"
      />
    </div>
  );
}
