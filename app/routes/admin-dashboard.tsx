import type { Route } from './+types/admin-dashboard';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { adminOnlyLoader, privatePageHeaders } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Tableau de bord',
    description: 'Messages, commandes et utilisateurs.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;
export const loader = adminOnlyLoader;

export default function Page() {
  return (
    <>
      <PageHero title="Tableau de bord" eyebrow="Administration" lead="Messages, commandes et utilisateurs." crumbs={[{ name: 'Administration', path: '/admin/dashboard' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="Le tableau de bord" />
      </div>
    </>
  );
}
