import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/blog-edit';
import { ARTICLE_MESSAGES } from '../../core/content-rules';
import { articleForEditor } from '../components/content/blog.server';
import { ArticleEditorForm } from '../components/content/ArticleEditorForm';
import { PageHero } from '../components/PageHero';
import { StatusPage } from '../components/StatusPage';
import { seo } from '../lib/seo';
import { privatePageHeaders, requireAdminPage } from '../lib/guards.server';

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
        crumbs={[{ name: 'Blog', path: '/blog' }, { name: article.title, path: `/blog/${article.slug}` }, { name: 'Modifier', path: `/blog/edit/${article.slug}` }]}
      />
      <div className="container-page py-12">
        <ArticleEditorForm key={article.id} initial={article} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StatusPage
      code={missing ? '404' : 'Erreur'}
      title={missing ? ARTICLE_MESSAGES.notFound : ARTICLE_MESSAGES.loadError}
      text={missing ? 'Cet article n’existe pas ou a été supprimé.' : 'Réessayez dans un instant.'}
    />
  );
}
