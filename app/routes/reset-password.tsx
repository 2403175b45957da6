import { Link } from 'react-router';
import type { Route } from './+types/reset-password';
import { AuthShell } from '../components/auth/AuthShell';
import { ResetPasswordForm } from '../components/auth/ResetPasswordForm';
import { HASHED_PASSWORD, ONE_HOUR_LINK, SECURE_LINK } from '../components/auth/trust-points';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

/** The address holds a secret: never cached, never indexed. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

// The token of the link never appears in the title, the canonical URL or the structured data.
export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Nouveau mot de passe',
    description:
      'Choisissez un nouveau mot de passe pour votre compte client Benali Traduction à l’aide du lien de réinitialisation reçu par e-mail, valable une heure.',
    path: '/forgot-password',
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), [
        { name: 'Connexion', path: '/login' },
        { name: 'Mot de passe oublié', path: '/forgot-password' },
      ]),
    ],
  });

export default function ResetPassword({ params }: Route.ComponentProps) {
  return (
    <AuthShell
      title="Nouveau mot de passe"
      eyebrow="Espace client"
      lead="Choisissez votre nouveau mot de passe. Il remplacera l’ancien dès l’enregistrement."
      crumbs={[
        { name: 'Connexion', path: '/login' },
        { name: 'Nouveau mot de passe', path: '/forgot-password' },
      ]}
      points={[ONE_HOUR_LINK, HASHED_PASSWORD, SECURE_LINK]}
    >
      <h2 className="text-xl font-semibold">Votre nouveau mot de passe</h2>
      <p className="mt-1 mb-6 text-sm text-muted">Saisissez-le deux fois pour éviter toute faute de frappe.</p>
      <ResetPasswordForm token={params.token} />
      <p className="mt-7 border-t border-line pt-6 text-center text-sm text-muted">
        Lien expiré&nbsp;?{' '}
        <Link to="/forgot-password" className="font-semibold text-brand underline">
          Demander un nouveau lien
        </Link>
      </p>
    </AuthShell>
  );
}
