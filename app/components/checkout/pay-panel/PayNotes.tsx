import { AlertCircle } from 'lucide-react';
import { localizedPath } from '../../../../core/messages/pages';
import { useLang, useT } from '../../../lib/i18n';

/** Why the order cannot be paid: some of its files are no longer on the server. */
export function ExpiredFilesReason({ id }: { id: string }) {
  const t = useT();
  return (
    <p
      id={id}
      className="flex gap-2 rounded-lg bg-danger-soft px-3.5 py-3 text-sm leading-relaxed text-danger"
      data-testid="pay-blocked"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {t('orderForm.expiredReason')}
    </p>
  );
}

/** The order could not be created: the server's reason, announced. */
export function CheckoutErrorNote({ id, error }: { id: string; error: string }) {
  return (
    <div
      role="alert"
      id={id}
      className="mt-3 flex gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3.5 py-3 text-sm leading-relaxed text-danger"
      data-testid="checkout-error"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>{error}</p>
    </div>
  );
}

/** Without JavaScript nothing can be paid: the contact page instead. */
export function NoScriptNote() {
  const t = useT();
  const lang = useLang();
  return (
    <noscript>
      <p className="mt-3 text-sm text-muted">
        {t('orderForm.noScriptBefore')}{' '}
        <a href={localizedPath(lang, '/contact')} className="text-brand underline">
          {t('orderForm.contactUs')}
        </a>{' '}
        {t('orderForm.noScriptAfter')}
      </p>
    </noscript>
  );
}
