import type { Route } from './+types/order';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Décrire votre besoin',
    description: 'Traduction, légalisation ou prestation professionnelle : décrivez votre besoin.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Décrire votre besoin" eyebrow="Demande de prestation" lead="Traduction, légalisation ou prestation professionnelle : décrivez votre besoin." crumbs={[{ name: 'Demande', path: '/order' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La demande de prestation" />
      </div>
    </>
  );
}
