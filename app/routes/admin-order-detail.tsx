import type { Route } from './+types/admin-order-detail';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { requireAdminPage } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Détail de la commande',
    description: 'Fichiers du client, traductions et suivi.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…; a signed-in page is never shared by a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return null;
}

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
