import type { RefObject } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../../../core/messages/pages';
import { useLang, useT } from '../../../lib/i18n';

/** The withdrawal consent, ticked before paying, and the terms it refers to. */
export function ConsentBox({
  inputRef,
  id,
  labelId,
  checked,
  disabled,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  labelId: string;
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
          id={id}
          type="checkbox"
          required
          className="mt-0.5 h-4.5 w-4.5 shrink-0 cursor-pointer accent-brand"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          disabled={disabled}
          data-testid="withdrawal-consent"
        />
        <label htmlFor={id} id={labelId} className="cursor-pointer text-[0.8125rem] leading-relaxed text-ink">
          {t('orderForm.consent')}
        </label>
      </div>
      <p className="mt-2 ps-7.5 text-xs leading-relaxed text-muted">
        {t('orderForm.consentRequired')}{' '}
        <Link to={localizedPath(lang, '/cgu')} className="text-brand underline">
          {t('orderForm.terms')}
        </Link>
        .
      </p>
    </div>
  );
}
