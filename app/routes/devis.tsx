import type { Route } from './+types/devis';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Demander un devis gratuit',
    description: 'Décrivez votre document : vous recevez un devis détaillé sous 24 heures ouvrées.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Demander un devis gratuit" eyebrow="Demande de devis" lead="Décrivez votre document : vous recevez un devis détaillé sous 24 heures ouvrées." crumbs={[{ name: 'Devis', path: '/devis' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La demande de devis en ligne" />
      </div>
    </>
  );
}
