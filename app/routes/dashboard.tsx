import type { Route } from './+types/dashboard';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Espace Client',
    description: 'Suivez vos commandes et contactez votre traductrice.',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <PageHero title="Espace Client" eyebrow="Votre espace" lead="Suivez vos commandes et contactez votre traductrice." crumbs={[{ name: 'Espace Client', path: '/dashboard' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="L’espace client" />
      </div>
    </>
  );
}
