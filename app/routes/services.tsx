import type { Route } from './+types/services';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Commander une traduction certifiée',
    description: 'Choisissez vos options, joignez vos documents et obtenez le prix immédiatement.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Commander une traduction certifiée" eyebrow="Commande en ligne" lead="Choisissez vos options, joignez vos documents et obtenez le prix immédiatement." crumbs={[{ name: 'Services', path: '/services' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La commande en ligne avec calcul du prix" />
      </div>
    </>
  );
}
