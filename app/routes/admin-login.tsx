import type { Route } from './+types/admin-login';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Connexion administrateur',
    description: 'Accès réservé à l’administration du site.',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <PageHero title="Connexion administrateur" eyebrow="Administration" lead="Accès réservé à l’administration du site." crumbs={[{ name: 'Administration', path: '/admin/login' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La connexion administrateur" />
      </div>
    </>
  );
}
