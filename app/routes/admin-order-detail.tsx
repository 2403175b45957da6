import type { Route } from './+types/admin-order-detail';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { adminOnlyLoader, privatePageHeaders } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Détail de la commande',
    description: 'Fichiers du client, traductions et suivi.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;
export const loader = adminOnlyLoader;

export default function Page() {
  return (
    <>
      <PageHero title="Détail de la commande" eyebrow="Administration" lead="Fichiers du client, traductions et suivi." crumbs={[{ name: 'Administration', path: '/admin/dashboard' }, { name: 'Commandes', path: '/admin/orders' }, { name: 'Détail', path: '/admin/order' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="Le détail des commandes" />
      </div>
    </>
  );
}
