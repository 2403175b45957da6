import type { Route } from './+types/reset-password';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Nouveau mot de passe',
    description: 'Choisissez un nouveau mot de passe.',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <PageHero title="Nouveau mot de passe" eyebrow="Espace client" lead="Choisissez un nouveau mot de passe." crumbs={[{ name: 'Nouveau mot de passe', path: '/reset-password' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La réinitialisation du mot de passe" />
      </div>
    </>
  );
}
