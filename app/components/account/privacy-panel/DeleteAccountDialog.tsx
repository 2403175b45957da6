import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, Trash2 } from 'lucide-react';
import { CustomerSheet } from '../CustomerSheet';
import { useState } from 'react';
import { localizedPath } from '../../../../core/messages/pages';
import { ACCOUNTING_RETENTION_YEARS } from '../../../../core/retention';
import { apiRequest } from '../../../lib/api-client';
import { useLang, useT } from '../../../lib/i18n';
import { FormAlert } from '../../form/FormAlert';

/**
 * « Supprimer mon compte » and its dialog: what goes, what the law keeps, and the password that
 * confirms it (POST /api/account/delete).
 */
export function DeleteAccountDialog({ id, hydrated }: { id: string; hydrated: boolean }) {
  const t = useT();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(t('account.passwordRequired'));
      return;
    }
    setPending(true);
    setError(null);
    const answer = await apiRequest('POST', '/api/account/delete', { password });
    if (!answer.ok) {
      setPending(false);
      setError(answer.message ?? t('customerArea.deleteFailed'));
      return;
    }
    // A full load: the header, the session and every cached page start over without the account.
    window.location.assign(`${localizedPath(lang, '/login')}?compte-supprime=1`);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setError(null);
          setPassword('');
        }
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="btn-ghost justify-center text-danger hover:bg-danger-soft"
          disabled={!hydrated}
          data-testid="open-delete-account"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('customerArea.deleteAccount')}
        </button>
      </Dialog.Trigger>
      <CustomerSheet testId="delete-account-dialog" title={t('customerArea.deleteTitle')}>
        <Dialog.Description asChild>
          <div className="mt-3 space-y-3 text-sm leading-relaxed text-muted">
            <p>
              <strong className="font-semibold text-ink">{t('customerArea.erasedLabel')}</strong>
              {t('customerArea.erasedText')}
            </p>
            <p>
              <strong className="font-semibold text-ink">{t('customerArea.keptLabel')}</strong>
              {t('customerArea.keptText', {
                years: t('customerArea.years', { count: ACCOUNTING_RETENTION_YEARS }),
              })}
            </p>
            <p>{t('customerArea.exportFirst')}</p>
          </div>
        </Dialog.Description>
        <form noValidate onSubmit={confirm} className="mt-6 space-y-4" data-testid="delete-account-form">
          <FormAlert tone="error" message={error} testId="delete-account-error" />
          <div>
            <label htmlFor={`${id}-password`} className="field-label">
              {t('customerArea.confirmWithPassword')}
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              className="field-input"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="delete-account-password"
            />
          </div>
          <button
            type="submit"
            className="btn-primary w-full border-danger bg-danger py-3.5 text-base hover:bg-danger/90"
            disabled={pending || !hydrated}
            data-testid="confirm-delete-account"
          >
            {pending ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            )}
            {t(pending ? 'customerArea.deleting' : 'customerArea.deleteForever')}
          </button>
        </form>
      </CustomerSheet>
    </Dialog.Root>
  );
}
