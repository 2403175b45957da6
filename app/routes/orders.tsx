import type { Route } from './+types/orders';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Mes commandes',
    description: 'Retrouvez vos commandes et vos traductions.',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <PageHero title="Mes commandes" eyebrow="Espace client" lead="Retrouvez vos commandes et vos traductions." crumbs={[{ name: 'Mes commandes', path: '/orders' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="Le suivi des commandes" />
      </div>
    </>
  );
}
