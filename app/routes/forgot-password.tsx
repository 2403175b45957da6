import { Link } from 'react-router';
import type { Route } from './+types/forgot-password';
import { localizedPath } from '../../core/messages/pages';
import { accountMeta } from '../components/auth/account-meta';
import { AuthShell } from '../components/auth/AuthShell';
import { ForgotPasswordForm } from '../components/auth/ForgotPasswordForm';
import { trustPoints } from '../components/auth/trust-points';
import { useT } from '../lib/i18n';
import { useRootData } from '../lib/root-data';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, {
    title: 'accountPage.forgotTitle',
    description: 'accountPage.forgotMetaDescription',
    path: '/forgot-password',
    crumbs: [
      { name: 'shell.login', path: '/login' },
      { name: 'accountPage.forgotTitle', path: '/forgot-password' },
    ],
  });

export default function ForgotPassword() {
  const t = useT();
  const lang = useRootData()?.lang ?? 'fr';
  return (
    <AuthShell
      title={t('accountPage.forgotTitle')}
      eyebrow={t('accountPage.eyebrow')}
      lead={t('accountPage.forgotLead')}
      crumbs={[
        { name: t('shell.login'), path: localizedPath(lang, '/login') },
        { name: t('accountPage.forgotTitle'), path: localizedPath(lang, '/forgot-password') },
      ]}
      points={trustPoints(t, ['hour', 'secure', 'hashed'])}
    >
      <h2 className="text-xl font-semibold">{t('accountPage.forgotHeading')}</h2>
      <p className="mt-1 mb-6 text-sm text-muted">{t('accountPage.forgotSub')}</p>
      <ForgotPasswordForm />
      <p className="mt-7 border-t border-line pt-6 text-center text-sm text-muted">
        {t('accountPage.remember')}{' '}
        <Link to={localizedPath(lang, '/login')} className="font-semibold text-brand underline">
          {t('accountPage.loginHeading')}
        </Link>
      </p>
    </AuthShell>
  );
}
