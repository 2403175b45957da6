import { data } from 'react-router';
import type { Route } from './+types/blog-edit';
import { articleForEditor } from '../.server/blog';
import { ArticleEditorForm } from '../components/content/ArticleEditorForm';
import { PageHero } from '../components/PageHero';
import { RouteErrorPage } from '../components/StatusPage';
import { seo } from '../lib/seo';
import { tr } from '../../core/messages';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Modifier l’article',
    description: 'Modifiez un article du blog.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return data(await articleForEditor(context, params.slug), { headers: { 'Cache-Control': 'private, no-store' } });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const article = loaderData;
  return (
    <>
      <PageHero
        title="Modifier l’article"
        eyebrow="Éditeur du blog"
        lead="Modifiez un article du blog."
        crumbs={[
          { name: 'Blog', path: '/blog' },
          { name: article.title, path: `/blog/${article.slug}` },
          { name: 'Modifier', path: `/blog/edit/${article.slug}` },
        ]}
      />
      <div className="container-page py-12">
        <ArticleEditorForm key={article.id} initial={article} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage
      missing={{ title: tr('article.notFound'), text: 'Cet article n’existe pas ou a été supprimé.' }}
      failed={{ title: tr('article.loadError'), text: 'Réessayez dans un instant.' }}
    />
  );
}
