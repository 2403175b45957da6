import { data } from 'react-router';
import type { Route } from './+types/blog-new';
import { BUSINESS } from '../../core/business';
import { ArticleEditorForm } from '../components/content/ArticleEditorForm';
import { OriginalPanel } from '../components/content/OriginalPanel';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { articleOriginalForEditor } from '../.server/blog';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Nouvel article',
    description: 'Rédigez un nouvel article.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

/**
 * `?langue=ar` starts an Arabic article; `?traduction=<slug>` the Arabic version of that French
 * article, whose title and summary are shown beside the editor (decision 034).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const query = new URL(request.url).searchParams;
  const original = await articleOriginalForEditor(context, query.get('traduction'));
  const lang = original || query.get('langue') === 'ar' ? ('ar' as const) : ('fr' as const);
  return data({ lang, original }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { lang, original } = loaderData;
  const title = original ? 'Version arabe de l’article' : lang === 'ar' ? 'Nouvel article en arabe' : 'Nouvel article';
  return (
    <>
      <PageHero
        title={title}
        eyebrow="Éditeur du blog"
        lead={
          original
            ? 'Écrivez la version arabe de cet article\u00a0: elle paraîtra sur /ar/blog, liée à l’article français.'
            : 'Rédigez un nouvel article.'
        }
        crumbs={[
          { name: 'Blog', path: '/blog' },
          { name: title, path: '/blog/new' },
        ]}
      />
      <div className="container-page grid gap-8 py-12 xl:grid-cols-[minmax(0,48rem)_minmax(0,1fr)] xl:items-start">
        <ArticleEditorForm
          key={original?.id ?? lang}
          initial={{
            title: '',
            author: BUSINESS.translatorName,
            imageUrl: '',
            summary: '',
            content: '',
            lang,
            ...(original ? { translationOf: original.id } : {}),
          }}
        />
        {original ? <OriginalPanel title={original.title} summary={original.summary} /> : null}
      </div>
    </>
  );
}
