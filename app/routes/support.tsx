import type { Route } from './+types/support';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Assistance',
    description: 'Un problème avec une commande ou le site ? Nous vous répondons rapidement.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Assistance" eyebrow="Support" lead="Un problème avec une commande ou le site ? Nous vous répondons rapidement." crumbs={[{ name: 'Assistance', path: '/support' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="L’assistance en ligne" />
      </div>
    </>
  );
}
