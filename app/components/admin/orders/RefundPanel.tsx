import { useState } from 'react';
import { formatEuros, parseEurosToCents } from '../../../../core/money';
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
    if (cents === null) next.amount = 'Indiquez un montant en euros supérieur à zéro (par exemple 72,50).';
    else if (cents > remainingCents)
      next.amount = `Au plus ${formatEuros(remainingCents)} : ce qui reste remboursable sur cette commande.`;
    if (reason.trim().length < 3) next.reason = 'Indiquez le motif du remboursement (3 caractères au moins).';
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
      setNotice({ tone: 'error', message: 'Le remboursement n’a pas été fait.', detail: answer.message });
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
        Payé&nbsp;: <span className="font-medium text-ink tabular-nums">{formatEuros(paidCents)}</span> · reste
        remboursable&nbsp;:{' '}
        <span className="font-medium text-ink tabular-nums" data-testid="refund-remaining">
          {formatEuros(remainingCents)}
        </span>
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
        <p className="text-sm text-muted">Tout ce qui a été payé est remboursé.</p>
      )}
      <Notice value={notice} testId="refund" />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Rembourser ${cents ? formatEuros(cents) : ''} ?`}
        description={`${clientEmail} sera remboursé(e) de ${cents ? formatEuros(cents) : ''} et recevra l’avoir par e-mail. ${
          cents !== null && cents >= remainingCents
            ? 'La commande passera à « Annulée ».'
            : 'La commande passera à « Remboursée partiellement ».'
        } Un avoir émis ne peut plus être modifié.`}
        confirmLabel="Rembourser"
        pendingLabel="Remboursement…"
        cancelLabel="Ne pas rembourser"
        onConfirm={() => refund()}
        testId="confirm-refund"
      />
    </div>
  );
}
