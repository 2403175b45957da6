import type { Route } from './+types/panier';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Votre panier',
    description: 'Vérifiez votre commande avant le paiement sécurisé.',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <PageHero title="Votre panier" eyebrow="Panier" lead="Vérifiez votre commande avant le paiement sécurisé." crumbs={[{ name: 'Panier', path: '/panier' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="Le panier et le paiement en ligne" />
      </div>
    </>
  );
}
