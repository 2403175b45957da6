import type { Route } from './+types/register';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Créer un compte',
    description: 'Créez votre compte pour suivre vos commandes et retrouver vos traductions.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Créer un compte" eyebrow="Espace client" lead="Créez votre compte pour suivre vos commandes et retrouver vos traductions." crumbs={[{ name: 'Inscription', path: '/register' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La création de compte" />
      </div>
    </>
  );
}
