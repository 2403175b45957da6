import type { Route } from './+types/order-tracking';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Suivi de commande',
    description: 'Suivez l’avancement de vos commandes, étape par étape.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Suivi de commande" eyebrow="Espace client" lead="Suivez l’avancement de vos commandes, étape par étape." crumbs={[{ name: 'Suivi de commande', path: '/order-tracking' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="Le suivi de commande" />
      </div>
    </>
  );
}
