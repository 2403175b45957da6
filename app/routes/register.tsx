import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/register';
import { AuthShell } from '../components/auth/AuthShell';
import { safeNextPath } from '../components/auth/next-path';
import { RegisterForm } from '../components/auth/RegisterForm';
import { HASHED_PASSWORD, NO_ACCOUNT_NEEDED, SECURE_LINK } from '../components/auth/trust-points';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Créer un compte client',
    description:
      'Créez votre compte client Benali Traduction pour suivre vos traductions certifiées arabe–français, retrouver vos documents et écrire à la traductrice.',
    path: '/register',
    noindex: true,
    jsonLd: [breadcrumbJsonLd(publicUrlFrom(args.matches), [{ name: 'Créer un compte', path: '/register' }])],
  });

export default function Register() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return (
    <AuthShell
      title="Créer un compte"
      eyebrow="Espace client"
      lead="Un compte vous permet de suivre vos commandes, de récupérer vos traductions certifiées et d’échanger avec la traductrice au même endroit."
      crumbs={[{ name: 'Créer un compte', path: '/register' }]}
      points={[SECURE_LINK, HASHED_PASSWORD, NO_ACCOUNT_NEEDED]}
    >
      <h2 className="text-xl font-semibold">Vos identifiants</h2>
      <p className="mt-1 mb-6 text-sm text-muted">
        Utilisez l’adresse e-mail de vos commandes pour les retrouver dans votre espace.
      </p>
      <RegisterForm next={next} />
      <div className="mt-7 border-t border-line pt-6 text-center text-sm text-muted">
        <p>Déjà un compte&nbsp;?</p>
        <Link
          to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}
          className="btn-secondary mt-3 w-full py-3"
        >
          Se connecter
        </Link>
      </div>
    </AuthShell>
  );
}
