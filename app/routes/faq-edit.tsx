import { data, Link } from 'react-router';
import type { Route } from './+types/faq-edit';
import { faqForEditor } from '../.server/faq';
import { FaqEditorForm } from '../components/content/FaqEditorForm';
import { PageHero } from '../components/PageHero';
import { RouteErrorPage } from '../components/StatusPage';
import '../lib/back-office-words';
import { useT } from '../lib/i18n';
import { seo } from '../lib/seo';
import { t, tr } from '../../core/messages';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: t('fr', 'adminContent.faqEditTitle'),
    description: t('fr', 'adminContent.faqEditLead'),
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  return data(await faqForEditor(context, params.id), { headers: { 'Cache-Control': 'private, no-store' } });
}

/** The other language's version (decision 034): write it, or go to it. */
function TranslationLink({ entry }: { entry: Route.ComponentProps['loaderData'] }) {
  const other = entry.translation;
  const t = useT();
  if (entry.lang === 'ar')
    return other ? (
      <Link to={`/faq/${other.id}/edit`} className="btn-secondary" data-testid="faq-french-version">
        {t('adminContent.editFrench')}
      </Link>
    ) : (
      <p className="text-sm text-muted">{t('adminContent.faqArabicOnly')}</p>
    );
  return other ? (
    <Link to={`/faq/${other.id}/edit`} className="btn-secondary" data-testid="faq-arabic-version">
      {t('adminContent.editArabic')}
    </Link>
  ) : (
    <Link to={`/faq/new?traduction=${entry.id}`} className="btn-secondary" data-testid="faq-add-arabic">
      {t('adminContent.addArabic')}
    </Link>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const entry = loaderData;
  const t = useT();
  return (
    <>
      <PageHero
        title={t('adminContent.faqEditTitle')}
        eyebrow={t(entry.lang === 'ar' ? 'adminContent.faqEyebrowArabic' : 'adminContent.faqEyebrow')}
        lead={t('adminContent.faqEditLead')}
        crumbs={[
          { name: t('shell.navFaq'), path: '/faq' },
          { name: t('adminContent.crumbEdit'), path: `/faq/${entry.id}/edit` },
        ]}
      >
        <div className="mt-6 flex flex-wrap gap-3">
          <TranslationLink entry={entry} />
        </div>
      </PageHero>
      <div className="container-page py-12">
        <FaqEditorForm
          key={entry.id}
          initial={{
            id: entry.id,
            question: entry.question,
            answer: entry.answer,
            order: entry.order,
            lang: entry.lang,
          }}
        />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage
      missing={{ title: tr('faq.notFound'), text: tr('adminContent.faqMissing') }}
      failed={{ title: tr('faq.loadError'), text: tr('adminContent.retry') }}
    />
  );
}
