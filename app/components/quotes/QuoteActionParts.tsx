import { AlertCircle, Loader2 } from 'lucide-react';
import { useT } from '../../lib/i18n';

// Parts of the quote page's actions (QuoteOfferView's QuoteActions), apart so that it stays short
// (issue 26).

/** « Refuser ce devis ? »: declining is asked twice. */
export function DeclineConfirm({
  busy,
  declining,
  onYes,
  onNo,
}: {
  busy: boolean;
  declining: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('quotePage.declineConfirmLabel')}
      className="mt-4 rounded-lg border border-line px-4 py-3"
      data-testid="quote-decline-confirm"
    >
      <p className="text-sm text-ink">{t('quotePage.declineQuestion')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={busy} onClick={onYes} data-testid="quote-decline-yes">
          {declining ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {t('quotePage.declineYes')}
        </button>
        <button type="button" className="btn-secondary" onClick={onNo}>
          {t('orderPage.cancel')}
        </button>
      </div>
    </div>
  );
}

/** Why accepting or declining failed. */
export function QuoteError({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mt-3 flex gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3.5 py-3 text-sm leading-relaxed text-danger"
      data-testid="quote-error"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
