import { Loader2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { formatEuros, parseEurosToCents } from '../../../../core/money';
// The back office is the translator's, in French: its dates and sizes are formatted with 'fr'.
import { formatDayTime } from '../../account/format';
import { adminRequest } from '../admin-api';
import { ConfirmDialog } from '../ConfirmDialog';
import { Notice, type NoticeValue } from './Notice';

/** A refund as the admin order page lists it. */
export interface RefundView {
  id: string;
  amountCents: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  /** Set on a refund Stripe has not confirmed: « Réessayer » sends it again with its key. */
  retryKey: string | null;
  createdAt: string;
  creditNoteNumber: string | null;
}

const STATUS_TEXT: Record<RefundView['status'], string> = {
  pending: 'En attente de Stripe',
  succeeded: 'Remboursé',
  failed: 'Refusé par Stripe',
};

/** 7250 → « 72,50 », what the amount field shows (no currency sign, the label says euros). */
const typed = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

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
      {refunds.length > 0 ? (
        <ul className="divide-y divide-line text-sm" data-testid="refund-list">
          {refunds.map((r) => (
            <li key={r.id} className="py-2">
              <p className="flex justify-between gap-3">
                <span className="font-medium tabular-nums">{formatEuros(r.amountCents)}</span>
                <span className={r.status === 'failed' ? 'text-danger' : 'text-muted'}>
                  {STATUS_TEXT[r.status]}
                  {r.creditNoteNumber ? ` · avoir ${r.creditNoteNumber}` : ''}
                </span>
              </p>
              <p className="text-xs text-muted [overflow-wrap:anywhere]">
                {formatDayTime(r.createdAt, 'fr')} — {r.reason}
              </p>
              {r.retryKey ? (
                <button
                  type="button"
                  className="btn-secondary mt-2 min-h-11"
                  disabled={busy}
                  onClick={() => refund(r)}
                  data-testid="refund-retry"
                >
                  Réessayer auprès de Stripe
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {remainingCents > 0 ? (
        <form noValidate onSubmit={check} className="space-y-3" data-testid="refund-form">
          <div>
            <label htmlFor="refund-amount" className="field-label">
              Montant à rembourser (€)
            </label>
            <input
              id="refund-amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              className="field-input"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
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
                Tout ({typed(remainingCents)}) ou une partie.
              </p>
            )}
          </div>
          <div>
            <label htmlFor="refund-reason" className="field-label">
              Motif
            </label>
            <textarea
              id="refund-reason"
              name="reason"
              rows={2}
              maxLength={500}
              className="field-input"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
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
            Rembourser
          </button>
          <p className="text-xs text-muted">
            {provider === 'stripe'
              ? 'Le remboursement part sur la carte du client par Stripe.'
              : 'Paiement de démonstration : le remboursement est enregistré, aucun argent ne bouge.'}{' '}
            Un avoir est émis et envoyé au client&#x202F;; rembourser tout annule la commande.
          </p>
        </form>
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
