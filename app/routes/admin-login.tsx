import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-login';
import { AuthShell } from '../components/auth/AuthShell';
import { LoginForm } from '../components/auth/LoginForm';
import { safeNextPath } from '../components/auth/next-path';
import { trustPoints } from '../components/auth/trust-points';
import { useT } from '../lib/i18n';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';
import { t as wordIn } from '../../core/messages';
import { BUSINESS } from '../../core/business';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: wordIn('fr', 'adminShared.loginTitle'),
    description: wordIn('fr', 'adminShared.loginDescription', { trade: BUSINESS.tradeName }),
    path: '/admin/login',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), [
        { name: wordIn('fr', 'adminShared.loginTitle'), path: '/admin/login' },
      ]),
    ],
  });

export default function AdminLogin() {
  const t = useT();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return (
    <AuthShell
      title={t('adminShared.loginTitle')}
      eyebrow={t('adminShared.administration')}
      lead={t('adminShared.loginLead')}
      crumbs={[{ name: t('adminShared.loginTitle'), path: '/admin/login' }]}
      points={trustPoints(t, ['secure', 'hashed', 'session'])}
    >
      <h2 className="text-xl font-semibold">{t('adminShared.loginHeading')}</h2>
      <p className="mt-1 mb-6 text-sm text-muted">{t('adminShared.loginOnly')}</p>
      <LoginForm endpoint="/api/auth/admin/login" next={next} admin />
      <p className="mt-7 border-t border-line pt-6 text-center text-sm text-muted">
        {t('adminShared.loginCustomer')}{' '}
        <Link to="/login" className="font-semibold text-brand underline">
          {t('adminShared.loginCustomerLink')}
        </Link>
      </p>
    </AuthShell>
  );
}
