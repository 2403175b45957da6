import type { Route } from './+types/admin-users';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { adminOnlyLoader, privatePageHeaders } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Utilisateurs',
    description: 'Gestion des comptes et des rôles.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;
export const loader = adminOnlyLoader;

export default function Page() {
  return (
    <>
      <PageHero title="Utilisateurs" eyebrow="Administration" lead="Gestion des comptes et des rôles." crumbs={[{ name: 'Administration', path: '/admin/dashboard' }, { name: 'Utilisateurs', path: '/admin/users' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La gestion des utilisateurs" />
      </div>
    </>
  );
}
