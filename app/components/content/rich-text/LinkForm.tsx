import { useT } from '../../../lib/i18n';

/** The link being added or changed: its address (Enter applies, Escape closes) and why it was refused. */
export function LinkForm({
  id,
  href,
  onHref,
  error,
  onApply,
  onClose,
}: {
  id: string;
  href: string;
  onHref: (href: string) => void;
  error: string | null;
  onApply: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 border-t border-line p-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <label htmlFor={id} className="sr-only">
          {t('adminContent.linkAddress')}
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          value={href}
          onChange={(e) => onHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onApply();
            }
            if (e.key === 'Escape') onClose();
          }}
          placeholder={t('adminContent.linkPlaceholder')}
          className="field-input py-2"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erreur` : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        {error ? (
          <p id={`${id}-erreur`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn-primary px-4 py-2" onClick={onApply}>
          {t('adminContent.linkApply')}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onClose}>
          {t('adminShared.close')}
        </button>
      </div>
    </div>
  );
}
