import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/admin-login';
import { AuthShell } from '../components/auth/AuthShell';
import { LoginForm } from '../components/auth/LoginForm';
import { safeNextPath } from '../components/auth/next-path';
import { trustPoints } from '../components/auth/trust-points';
import { useT } from '../lib/i18n';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Connexion administrateur',
    description:
      'Accès réservé à l’administration du site Benali Traduction\u00a0: gestion des commandes, des comptes clients, de la messagerie, de la FAQ et du blog.',
    path: '/admin/login',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), [{ name: 'Connexion administrateur', path: '/admin/login' }]),
    ],
  });

export default function AdminLogin() {
  const t = useT();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return (
    <AuthShell
      title="Connexion administrateur"
      eyebrow="Administration"
      lead="Espace réservé à la gestion du site : commandes, comptes clients, messagerie, FAQ et blog."
      crumbs={[{ name: 'Connexion administrateur', path: '/admin/login' }]}
      points={trustPoints(t, ['secure', 'hashed', 'session'])}
    >
      <h2 className="text-xl font-semibold">Identifiants administrateur</h2>
      <p className="mt-1 mb-6 text-sm text-muted">
        Seuls les comptes disposant du rôle administrateur peuvent se connecter ici.
      </p>
      <LoginForm endpoint="/api/auth/admin/login" next={next} admin />
      <p className="mt-7 border-t border-line pt-6 text-center text-sm text-muted">
        Vous êtes client&#x202F;?{' '}
        <Link to="/login" className="font-semibold text-brand underline">
          Connexion à l’espace client
        </Link>
      </p>
    </AuthShell>
  );
}
