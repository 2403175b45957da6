import { data, Link } from 'react-router';
import type { Route } from './+types/blog-edit';
import { articleForEditor } from '../.server/blog';
import { ArticleEditorForm } from '../components/content/ArticleEditorForm';
import { PageHero } from '../components/PageHero';
import { RouteErrorPage } from '../components/StatusPage';
import '../lib/back-office-words';
import { useT } from '../lib/i18n';
import { seo } from '../lib/seo';
import { t, tr } from '../../core/messages';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: t('fr', 'adminContent.articleEditTitle'),
    description: t('fr', 'adminContent.articleEditLead'),
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
  const t = useT();
  if (other)
    return (
      <Link to={`/blog/edit/${other.slug}`} className="btn-secondary" data-testid="article-other-version">
        {t(article.lang === 'ar' ? 'adminContent.editFrench' : 'adminContent.editArabic')}
      </Link>
    );
  if (article.lang === 'ar') return <p className="text-sm text-muted">{t('adminContent.articleArabicOnly')}</p>;
  return (
    <Link to={`/blog/new?traduction=${article.slug}`} className="btn-secondary" data-testid="article-add-arabic">
      {t('adminContent.addArabic')}
    </Link>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const article = loaderData;
  const list = article.lang === 'ar' ? '/ar/blog' : '/blog';
  const t = useT();
  return (
    <>
      <PageHero
        title={t('adminContent.articleEditTitle')}
        eyebrow={t('adminContent.articleEyebrow')}
        lead={t('adminContent.articleEditLead')}
        crumbs={[
          { name: t('shell.navBlog'), path: list },
          { name: article.title, path: `${list}/${article.slug}` },
          { name: t('adminContent.crumbEdit'), path: `/blog/edit/${article.slug}` },
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
      missing={{ title: tr('article.notFound'), text: tr('adminContent.articleMissing') }}
      failed={{ title: tr('article.loadError'), text: tr('adminContent.retry') }}
    />
  );
}
