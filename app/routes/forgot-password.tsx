import type { Route } from './+types/forgot-password';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Mot de passe oublié',
    description: 'Recevez un lien pour choisir un nouveau mot de passe.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Mot de passe oublié" eyebrow="Espace client" lead="Recevez un lien pour choisir un nouveau mot de passe." crumbs={[{ name: 'Mot de passe oublié', path: '/forgot-password' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La réinitialisation du mot de passe" />
      </div>
    </>
  );
}
