import type { Route } from './+types/order-detail';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { requireUserPage } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Détail de la commande',
    description: 'Documents, traductions et suivi de votre commande.',
    noindex: true,
  });

/** Signed-in customers only: anyone else is sent to /login?next=…; a signed-in page is never shared by a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUserPage(request, context);
  return null;
}

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
