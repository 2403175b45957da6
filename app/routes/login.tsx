import type { Route } from './+types/login';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Connexion',
    description: 'Connectez-vous pour suivre vos commandes.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Connexion" eyebrow="Espace client" lead="Connectez-vous pour suivre vos commandes." crumbs={[{ name: 'Connexion', path: '/login' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La connexion à l’espace client" />
      </div>
    </>
  );
}
