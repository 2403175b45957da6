import { KeyRound, LogOut } from 'lucide-react';
import { useState } from 'react';
import { localizedPath } from '../../../core/messages/pages';
import { apiRequest } from '../../lib/api-client';
import { useLang, useT } from '../../lib/i18n';

/** Tells a guest which address they are seeing the orders of, and lets them close that access on a shared computer. */
export function GuestBanner({ email }: { email: string }) {
  const t = useT();
  const lang = useLang();
  const [closing, setClosing] = useState(false);
  const close = async () => {
    setClosing(true);
    await apiRequest('POST', '/api/auth/guest-logout');
    window.location.assign(localizedPath(lang, '/orders'));
  };
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-line bg-brand-soft/50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="guest-banner"
    >
      <p className="flex gap-3 text-sm leading-relaxed text-ink">
        <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
        <span>
          {t('customerArea.guestBanner')} <strong className="font-semibold [overflow-wrap:anywhere]">{email}</strong>.
        </span>
      </p>
      <button type="button" onClick={close} disabled={closing} className="btn-secondary shrink-0 px-4 py-2">
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {t('customerArea.closeGuest')}
      </button>
    </div>
  );
}
