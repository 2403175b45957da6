import { useSearchParams, Link } from 'react-router';
import type { Route } from './+types/login';
import { useRootData } from '../lib/root-data';
import { AuthShell } from '../components/auth/AuthShell';
import { FormAlert } from '../components/form/FormAlert';
import { LoginForm } from '../components/auth/LoginForm';
import { safeNextPath } from '../components/auth/next-path';
import { HASHED_PASSWORD, NO_ACCOUNT_NEEDED, SECURE_LINK } from '../components/auth/trust-points';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';
import { useT } from '../lib/i18n';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Connexion à l’espace client',
    description:
      'Connectez-vous à votre espace client Benali Traduction pour suivre vos commandes de traduction certifiée arabe–français et échanger avec la traductrice.',
    path: '/login',
    noindex: true,
    jsonLd: [breadcrumbJsonLd(publicUrlFrom(args.matches), [{ name: 'Connexion', path: '/login' }])],
  });

export default function Login() {
  const t = useT();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const registered = params.get('registered') === '1';
  const accountDeleted = params.get('compte-supprime') === '1';
  const user = useRootData()?.user ?? null;
  const registerHref = next ? `/register?next=${encodeURIComponent(next)}` : '/register';

  return (
    <AuthShell
      title="Connexion"
      eyebrow="Espace client"
      lead="Retrouvez vos commandes, téléchargez vos traductions et posez vos questions à la traductrice depuis votre espace client."
      crumbs={[{ name: 'Connexion', path: '/login' }]}
      points={[SECURE_LINK, HASHED_PASSWORD, NO_ACCOUNT_NEEDED]}
    >
      <h2 className="text-xl font-semibold">Se connecter</h2>
      <p className="mt-1 mb-6 text-sm text-muted">Avec l’adresse e-mail et le mot de passe de votre compte.</p>
      <div className="space-y-5">
        <FormAlert
          tone="success"
          message={
            registered
              ? 'Inscription enregistrée\u00a0: vous pouvez vous connecter. Si cette adresse avait déjà un compte, nous vous avons écrit.'
              : null
          }
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
                La page demandée est réservée à l’administration. Vous êtes connecté avec{' '}
                <strong className="[overflow-wrap:anywhere]">{user.email}</strong>, qui n’y a pas accès.
              </p>
            ) : (
              <p>
                Vous êtes déjà connecté avec <strong className="[overflow-wrap:anywhere]">{user.email}</strong>.{' '}
                <Link
                  to={user.role === 'admin' ? '/admin/dashboard' : '/dashboard'}
                  className="font-semibold text-brand underline"
                >
                  Aller à mon espace
                </Link>
              </p>
            )}
          </div>
        ) : null}
        <LoginForm endpoint="/api/auth/login" next={next} />
      </div>
      <div className="mt-7 border-t border-line pt-6 text-center text-sm text-muted">
        <p>Pas encore de compte&nbsp;?</p>
        <Link to={registerHref} className="btn-secondary mt-3 w-full py-3" data-testid="register-link">
          Créer un compte
        </Link>
        <p className="mt-5">
          Vous avez commandé sans compte&nbsp;?{' '}
          <Link to="/orders" className="font-medium text-brand underline" data-testid="guest-access-link">
            Recevoir un lien d’accès à vos commandes
          </Link>
        </p>
      </div>
    </AuthShell>
  );
}
