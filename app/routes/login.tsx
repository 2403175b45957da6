import { useSearchParams, Link } from 'react-router';
import type { Route } from './+types/login';
import { localizedPath } from '../../core/messages/pages';
import { useRootData } from '../lib/root-data';
import { accountMeta } from '../components/auth/account-meta';
import { AuthShell } from '../components/auth/AuthShell';
import { FormAlert } from '../components/form/FormAlert';
import { LoginForm } from '../components/auth/LoginForm';
import { safeNextPath } from '../components/auth/next-path';
import { trustPoints } from '../components/auth/trust-points';
import { useT } from '../lib/i18n';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, {
    title: 'accountPage.loginMetaTitle',
    description: 'accountPage.loginMetaDescription',
    path: '/login',
    crumbs: [{ name: 'shell.login', path: '/login' }],
  });

export default function Login() {
  const t = useT();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const registered = params.get('registered') === '1';
  const accountDeleted = params.get('compte-supprime') === '1';
  const root = useRootData();
  const user = root?.user ?? null;
  const lang = root?.lang ?? 'fr';
  const registerPath = localizedPath(lang, '/register');
  const registerHref = next ? `${registerPath}?next=${encodeURIComponent(next)}` : registerPath;

  return (
    <AuthShell
      title={t('shell.login')}
      eyebrow={t('accountPage.eyebrow')}
      lead={t('accountPage.loginLead')}
      crumbs={[{ name: t('shell.login'), path: localizedPath(lang, '/login') }]}
      points={trustPoints(t, ['secure', 'hashed', 'optional'])}
    >
      <h2 className="text-xl font-semibold">{t('accountPage.loginHeading')}</h2>
      <p className="mt-1 mb-6 text-sm text-muted">{t('accountPage.loginSub')}</p>
      <div className="space-y-5">
        <FormAlert
          tone="success"
          message={registered ? t('accountPage.registeredNotice') : null}
          testId="registered-notice"
        />
        <FormAlert
          tone="success"
          message={accountDeleted ? t('privacy.accountDeleted') : null}
          testId="account-deleted-notice"
        />
        {user ? (
          <div
            className="rounded-xl border border-line bg-surface-2/60 px-4 py-3.5 text-sm leading-relaxed text-ink"
            data-testid="signed-in-notice"
          >
            {next && user.role !== 'admin' ? (
              <p>
                {t('accountPage.adminOnly')} <strong className="[overflow-wrap:anywhere]">{user.email}</strong>
                {t('accountPage.adminOnlyEnd')}
              </p>
            ) : (
              <p>
                {t('accountPage.alreadySignedIn')} <strong className="[overflow-wrap:anywhere]">{user.email}</strong>.{' '}
                <Link
                  to={user.role === 'admin' ? '/admin/dashboard' : localizedPath(lang, '/dashboard')}
                  // The back office loads its own words as it starts (core/messages/load.ts).
                  reloadDocument={user.role === 'admin'}
                  className="font-semibold text-brand underline"
                >
                  {t('accountPage.goToSpace')}
                </Link>
              </p>
            )}
          </div>
        ) : null}
        <LoginForm endpoint="/api/auth/login" next={next} />
      </div>
      <div className="mt-7 border-t border-line pt-6 text-center text-sm text-muted">
        <p>{t('accountPage.noAccount')}</p>
        <Link to={registerHref} className="btn-secondary mt-3 w-full py-3" data-testid="register-link">
          {t('accountPage.createAccount')}
        </Link>
        <p className="mt-5">
          {t('accountPage.orderedWithout')}{' '}
          <Link
            to={localizedPath(lang, '/orders')}
            className="font-medium text-brand underline"
            data-testid="guest-access-link"
          >
            {t('accountPage.guestLink')}
          </Link>
        </p>
      </div>
    </AuthShell>
  );
}
