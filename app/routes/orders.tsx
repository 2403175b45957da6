import type { Route } from './+types/orders';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { requireUserPage } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Mes commandes',
    description: 'Retrouvez vos commandes et vos traductions.',
    noindex: true,
  });

/** Signed-in customers only: anyone else is sent to /login?next=…; a signed-in page is never shared by a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUserPage(request, context);
  return null;
}

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
