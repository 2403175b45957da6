import { Link } from 'react-router';
import type { Route } from './+types/reset-password';
import { localizedPath } from '../../core/messages/pages';
import { accountMeta } from '../components/auth/account-meta';
import { AuthShell } from '../components/auth/AuthShell';
import { ResetPasswordForm } from '../components/auth/ResetPasswordForm';
import { trustPoints } from '../components/auth/trust-points';
import { useT } from '../lib/i18n';
import { useRootData } from '../lib/root-data';

/** The address holds a secret: never cached, never indexed. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

// The token of the link never appears in the title, the canonical URL or the structured data.
export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, {
    title: 'accountPage.resetTitle',
    description: 'accountPage.resetMetaDescription',
    path: '/forgot-password',
    crumbs: [
      { name: 'shell.login', path: '/login' },
      { name: 'accountPage.forgotTitle', path: '/forgot-password' },
    ],
  });

export default function ResetPassword({ params }: Route.ComponentProps) {
  const t = useT();
  const lang = useRootData()?.lang ?? 'fr';
  return (
    <AuthShell
      title={t('accountPage.resetTitle')}
      eyebrow={t('accountPage.eyebrow')}
      lead={t('accountPage.resetLead')}
      crumbs={[
        { name: t('shell.login'), path: localizedPath(lang, '/login') },
        { name: t('accountPage.resetTitle'), path: localizedPath(lang, '/forgot-password') },
      ]}
      points={trustPoints(t, ['hour', 'hashed', 'secure'])}
    >
      <h2 className="text-xl font-semibold">{t('accountPage.resetHeading')}</h2>
      <p className="mt-1 mb-6 text-sm text-muted">{t('accountPage.resetSub')}</p>
      <ResetPasswordForm token={params.token} />
      <p className="mt-7 border-t border-line pt-6 text-center text-sm text-muted">
        {t('accountPage.linkExpired')}{' '}
        <Link to={localizedPath(lang, '/forgot-password')} className="font-semibold text-brand underline">
          {t('accountPage.newLink')}
        </Link>
      </p>
    </AuthShell>
  );
}
