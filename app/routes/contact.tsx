import type { Route } from './+types/contact';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Contactez votre traductrice',
    description: 'Une question sur un document, un délai ou une légalisation ? Écrivez-nous.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Contactez votre traductrice" eyebrow="Formulaire de contact" lead="Une question sur un document, un délai ou une légalisation ? Écrivez-nous." crumbs={[{ name: 'Contact', path: '/contact' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="Le formulaire de contact" />
      </div>
    </>
  );
}
