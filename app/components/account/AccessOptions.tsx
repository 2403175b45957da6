import { MailCheck, UserPlus } from 'lucide-react';
import { LogInIcon } from '../TurnedIcons';
import { Link } from 'react-router';
import { localizedPath } from '../../../core/messages/pages';
import { useLang, useT } from '../../lib/i18n';
import { GuestLinkForm } from './GuestLinkForm';

/** For a visitor who is neither signed in nor holding a guest access: the two ways to reach their orders. */
export function AccessOptions({ next }: { next: string }) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="access-options">
      <section className="card flex flex-col sm:p-8" aria-labelledby="access-account">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <LogInIcon className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="access-account" className="mt-4 text-xl font-semibold">
          {t('customerArea.haveAccount')}
        </h2>
        <p className="mt-2 flex-1 leading-relaxed text-muted">{t('customerArea.haveAccountText')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={`${localizedPath(lang, '/login')}?next=${encodeURIComponent(next)}`} className="btn-primary">
            <LogInIcon className="h-4 w-4" aria-hidden="true" />
            {t('accountPage.loginHeading')}
          </Link>
          <Link to={localizedPath(lang, '/register')} className="btn-secondary">
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {t('accountPage.createAccount')}
          </Link>
        </div>
      </section>
      <section className="card sm:p-8" aria-labelledby="access-guest">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <MailCheck className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="access-guest" className="mt-4 text-xl font-semibold">
          {t('customerArea.withoutAccount')}
        </h2>
        <p className="mt-2 mb-5 leading-relaxed text-muted">{t('customerArea.withoutAccountText')}</p>
        <GuestLinkForm />
      </section>
    </div>
  );
}
