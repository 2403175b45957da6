import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/register';
import { localizedPath } from '../../core/messages/pages';
import { accountMeta } from '../components/auth/account-meta';
import { AuthShell } from '../components/auth/AuthShell';
import { safeNextPath } from '../components/auth/next-path';
import { RegisterForm } from '../components/auth/RegisterForm';
import { trustPoints } from '../components/auth/trust-points';
import { useT } from '../lib/i18n';
import { useRootData } from '../lib/root-data';

export const meta: Route.MetaFunction = (args) =>
  accountMeta(args, {
    title: 'accountPage.registerMetaTitle',
    description: 'accountPage.registerMetaDescription',
    path: '/register',
    crumbs: [{ name: 'accountPage.createAccount', path: '/register' }],
  });

export default function Register() {
  const t = useT();
  const lang = useRootData()?.lang ?? 'fr';
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const loginPath = localizedPath(lang, '/login');
  return (
    <AuthShell
      title={t('accountPage.createAccount')}
      eyebrow={t('accountPage.eyebrow')}
      lead={t('accountPage.registerLead')}
      crumbs={[{ name: t('accountPage.createAccount'), path: localizedPath(lang, '/register') }]}
      points={trustPoints(t, ['secure', 'hashed', 'optional'])}
    >
      <h2 className="text-xl font-semibold">{t('accountPage.registerHeading')}</h2>
      <p className="mt-1 mb-6 text-sm text-muted">{t('accountPage.registerSub')}</p>
      <RegisterForm next={next} />
      <div className="mt-7 border-t border-line pt-6 text-center text-sm text-muted">
        <p>{t('accountPage.haveAccount')}</p>
        <Link
          to={next ? `${loginPath}?next=${encodeURIComponent(next)}` : loginPath}
          className="btn-secondary mt-3 w-full py-3"
        >
          {t('accountPage.loginHeading')}
        </Link>
      </div>
    </AuthShell>
  );
}
