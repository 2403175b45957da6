import type { Route } from './+types/confirmation';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Commande Confirmée!',
    description: 'Votre commande est enregistrée.',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <PageHero title="Commande Confirmée!" eyebrow="Merci" lead="Votre commande est enregistrée." crumbs={[{ name: 'Confirmation', path: '/confirmation' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La confirmation de commande" />
      </div>
    </>
  );
}
