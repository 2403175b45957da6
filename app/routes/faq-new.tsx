import { data } from 'react-router';
import type { Route } from './+types/faq-new';
import { FaqEditorForm } from '../components/content/FaqEditorForm';
import { OriginalPanel } from '../components/content/OriginalPanel';
import { PageHero } from '../components/PageHero';
import '../lib/back-office-words';
import { useT } from '../lib/i18n';
import { seo } from '../lib/seo';
import { t } from '../../core/messages';
import { faqOriginalForEditor } from '../.server/faq';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: t('fr', 'adminContent.faqNewTitle'),
    description: t('fr', 'adminContent.faqNewLead'),
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

/**
 * `?langue=ar` starts an Arabic entry; `?traduction=<id>` its Arabic version of that French
 * entry, whose text is shown beside the editor (decision 034).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const query = new URL(request.url).searchParams;
  const original = await faqOriginalForEditor(context, query.get('traduction'));
  const lang = original || query.get('langue') === 'ar' ? ('ar' as const) : ('fr' as const);
  return data({ lang, original }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { lang, original } = loaderData;
  const t = useT();
  const title = t(original ? 'adminContent.faqArabicTitle' : 'adminContent.faqNewTitle');
  return (
    <>
      <PageHero
        title={title}
        eyebrow={t('adminContent.faqEyebrow')}
        lead={t(original ? 'adminContent.faqArabicLead' : 'adminContent.faqNewLead')}
        crumbs={[
          { name: t('shell.navFaq'), path: '/faq' },
          { name: title, path: '/faq/new' },
        ]}
      />
      <div className="container-page grid gap-8 py-12 xl:grid-cols-[minmax(0,48rem)_minmax(0,1fr)] xl:items-start">
        <FaqEditorForm
          key={original?.id ?? lang}
          initial={{
            question: '',
            answer: '',
            order: original?.order ?? 0,
            lang,
            ...(original ? { translationOf: original.id } : {}),
          }}
        />
        {original ? <OriginalPanel title={original.question} html={original.answer} /> : null}
      </div>
    </>
  );
}
