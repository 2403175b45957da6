import type { Route } from './+types/payment-success';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Vérification du paiement',
    description: 'Nous vérifions votre paiement…',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <PageHero title="Vérification du paiement" eyebrow="Paiement" lead="Nous vérifions votre paiement…" crumbs={[{ name: 'Paiement', path: '/payment-success' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La vérification du paiement" />
      </div>
    </>
  );
}
