import type { Route } from './+types/order-detail';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Détail de la commande',
    description: 'Documents, traductions et suivi de votre commande.',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <PageHero title="Détail de la commande" eyebrow="Espace client" lead="Documents, traductions et suivi de votre commande." crumbs={[{ name: 'Mes commandes', path: '/orders' }, { name: 'Commande', path: '/orders/detail' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="Le détail des commandes" />
      </div>
    </>
  );
}
