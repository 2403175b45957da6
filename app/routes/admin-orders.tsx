import type { Route } from './+types/admin-orders';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { adminOnlyLoader, privatePageHeaders } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Commandes',
    description: 'Toutes les commandes, de la plus récente à la plus ancienne.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;
export const loader = adminOnlyLoader;

export default function Page() {
  return (
    <>
      <PageHero title="Commandes" eyebrow="Administration" lead="Toutes les commandes, de la plus récente à la plus ancienne." crumbs={[{ name: 'Administration', path: '/admin/dashboard' }, { name: 'Commandes', path: '/admin/orders' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La gestion des commandes" />
      </div>
    </>
  );
}
