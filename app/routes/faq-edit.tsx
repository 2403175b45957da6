import type { Route } from './+types/faq-edit';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { requireAdminPage } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Modifier une question',
    description: 'Modifiez une question et sa réponse.',
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
      <PageHero title="Modifier une question" eyebrow="Éditeur de la FAQ" lead="Modifiez une question et sa réponse." crumbs={[{ name: 'FAQ', path: '/faq' }, { name: 'Modifier', path: '/faq/edit' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="L’éditeur de la FAQ" />
      </div>
    </>
  );
}
