import { AlertCircle, Loader2 } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../../core/messages/pages';
import { useLang, useT } from '../../lib/i18n';

// Parts of the quote page's actions (QuoteOfferView's QuoteActions), apart so that it stays short
// (issue 26).

/** The withdrawal waiver the client ticks before paying (the order form's own words). */
export function ConsentBox({
  inputRef,
  id,
  checked,
  disabled,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="rounded-lg border border-line bg-surface-2/60 px-3.5 py-3">
      <div className="flex gap-3">
        <input
          ref={inputRef}
          id={`${id}-consent`}
          type="checkbox"
          required
          className="mt-0.5 h-4.5 w-4.5 shrink-0 cursor-pointer accent-brand"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          disabled={disabled}
          data-testid="withdrawal-consent"
        />
        <label
          htmlFor={`${id}-consent`}
          id={`${id}-consent-text`}
          className="cursor-pointer text-[0.8125rem] leading-relaxed text-ink"
        >
          {t('orderForm.consent')}
        </label>
      </div>
      <p className="mt-2 pl-7.5 text-xs leading-relaxed text-muted">
        {t('orderForm.consentRequired')}{' '}
        <Link to={localizedPath(lang, '/cgu')} className="text-brand underline">
          {t('orderForm.terms')}
        </Link>
        .
      </p>
    </div>
  );
}

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
