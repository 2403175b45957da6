import { Link } from 'react-router';
import type { Route } from './+types/forgot-password';
import { AuthShell } from '../components/auth/AuthShell';
import { ForgotPasswordForm } from '../components/auth/ForgotPasswordForm';
import { HASHED_PASSWORD, ONE_HOUR_LINK, SECURE_LINK } from '../components/auth/trust-points';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Mot de passe oublié',
    description:
      'Mot de passe oublié\u00a0? Indiquez l’adresse e-mail de votre compte client Benali Traduction pour recevoir un lien de réinitialisation valable une heure.',
    path: '/forgot-password',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), [
        { name: 'Connexion', path: '/login' },
        { name: 'Mot de passe oublié', path: '/forgot-password' },
      ]),
    ],
  });

export default function ForgotPassword() {
  return (
    <AuthShell
      title="Mot de passe oublié"
      eyebrow="Espace client"
      lead="Indiquez l’adresse e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe."
      crumbs={[
        { name: 'Connexion', path: '/login' },
        { name: 'Mot de passe oublié', path: '/forgot-password' },
      ]}
      points={[ONE_HOUR_LINK, SECURE_LINK, HASHED_PASSWORD]}
    >
      <h2 className="text-xl font-semibold">Recevoir un lien</h2>
      <p className="mt-1 mb-6 text-sm text-muted">
        Si un compte existe avec cette adresse, le lien y est envoyé dans la minute.
      </p>
      <ForgotPasswordForm />
      <p className="mt-7 border-t border-line pt-6 text-center text-sm text-muted">
        Vous vous en souvenez&nbsp;?{' '}
        <Link to="/login" className="font-semibold text-brand underline">
          Se connecter
        </Link>
      </p>
    </AuthShell>
  );
}
