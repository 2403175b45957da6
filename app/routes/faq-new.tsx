import type { Route } from './+types/faq-new';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { requireAdminPage } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Nouvelle question',
    description: 'Ajoutez une question et sa réponse à la FAQ.',
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
      <PageHero title="Nouvelle question" eyebrow="Éditeur de la FAQ" lead="Ajoutez une question et sa réponse à la FAQ." crumbs={[{ name: 'FAQ', path: '/faq' }, { name: 'Nouvelle question', path: '/faq/new' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="L’éditeur de la FAQ" />
      </div>
    </>
  );
}
