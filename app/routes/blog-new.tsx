import { data } from 'react-router';
import type { Route } from './+types/blog-new';
import { BUSINESS } from '../../core/business';
import { ArticleEditorForm } from '../components/content/ArticleEditorForm';
import { OriginalPanel } from '../components/content/OriginalPanel';
import { PageHero } from '../components/PageHero';
import '../lib/back-office-words';
import { useT } from '../lib/i18n';
import { seo } from '../lib/seo';
import { t } from '../../core/messages';
import { articleOriginalForEditor } from '../.server/blog';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: t('fr', 'adminContent.articleNewTitle'),
    description: t('fr', 'adminContent.articleNewLead'),
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
  const t = useT();
  const title = t(
    original
      ? 'adminContent.articleArabicTitle'
      : lang === 'ar'
        ? 'adminContent.articleNewArabicTitle'
        : 'adminContent.articleNewTitle',
  );
  return (
    <>
      <PageHero
        title={title}
        eyebrow={t('adminContent.articleEyebrow')}
        lead={t(original ? 'adminContent.articleArabicLead' : 'adminContent.articleNewLead')}
        crumbs={[
          { name: t('shell.navBlog'), path: '/blog' },
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
