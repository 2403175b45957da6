import type { Route } from './+types/blog-new';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { requireAdminPage } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Nouvel article',
    description: 'Rédigez un nouvel article.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…; a signed-in page is never shared by a cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return null;
}

export default function Page() {
  return (
    <>
      <PageHero title="Nouvel article" eyebrow="Éditeur du blog" lead="Rédigez un nouvel article." crumbs={[{ name: 'Blog', path: '/blog' }, { name: 'Nouvel article', path: '/blog/new' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="L’éditeur du blog" />
      </div>
    </>
  );
}
