import type { Route } from './+types/blog-edit';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { requireAdminPage } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Modifier l’article',
    description: 'Modifiez un article du blog.',
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
      <PageHero title="Modifier l’article" eyebrow="Éditeur du blog" lead="Modifiez un article du blog." crumbs={[{ name: 'Blog', path: '/blog' }, { name: 'Modifier', path: '/blog/edit' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="L’éditeur du blog" />
      </div>
    </>
  );
}
