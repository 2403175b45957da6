import { data, Link } from 'react-router';
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

/** The other language's version (decision 034): write it, or go to it. */
function TranslationLink({ article }: { article: Route.ComponentProps['loaderData'] }) {
  const other = article.translation;
  if (other)
    return (
      <Link to={`/blog/edit/${other.slug}`} className="btn-secondary" data-testid="article-other-version">
        {article.lang === 'ar' ? 'Modifier la version française' : 'Modifier la version arabe'}
      </Link>
    );
  if (article.lang === 'ar') return <p className="text-sm text-muted">Article en arabe, sans version française.</p>;
  return (
    <Link to={`/blog/new?traduction=${article.slug}`} className="btn-secondary" data-testid="article-add-arabic">
      Ajouter la version arabe
    </Link>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const article = loaderData;
  const list = article.lang === 'ar' ? '/ar/blog' : '/blog';
  return (
    <>
      <PageHero
        title="Modifier l’article"
        eyebrow="Éditeur du blog"
        lead="Modifiez un article du blog."
        crumbs={[
          { name: 'Blog', path: list },
          { name: article.title, path: `${list}/${article.slug}` },
          { name: 'Modifier', path: `/blog/edit/${article.slug}` },
        ]}
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <TranslationLink article={article} />
        </div>
      </PageHero>
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
