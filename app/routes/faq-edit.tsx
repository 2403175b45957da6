import { data, Link } from 'react-router';
import type { Route } from './+types/faq-edit';
import { faqForEditor } from '../.server/faq';
import { FaqEditorForm } from '../components/content/FaqEditorForm';
import { PageHero } from '../components/PageHero';
import { RouteErrorPage } from '../components/StatusPage';
import { seo } from '../lib/seo';
import { tr } from '../../core/messages';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Modifier une question',
    description: 'Modifiez une question et sa réponse.',
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
  if (entry.lang === 'ar')
    return other ? (
      <Link to={`/faq/${other.id}/edit`} className="btn-secondary" data-testid="faq-french-version">
        Modifier la version française
      </Link>
    ) : (
      <p className="text-sm text-muted">Question en arabe, sans version française.</p>
    );
  return other ? (
    <Link to={`/faq/${other.id}/edit`} className="btn-secondary" data-testid="faq-arabic-version">
      Modifier la version arabe
    </Link>
  ) : (
    <Link to={`/faq/new?traduction=${entry.id}`} className="btn-secondary" data-testid="faq-add-arabic">
      Ajouter la version arabe
    </Link>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const entry = loaderData;
  return (
    <>
      <PageHero
        title="Modifier une question"
        eyebrow={entry.lang === 'ar' ? 'Éditeur de la FAQ — arabe' : 'Éditeur de la FAQ'}
        lead="Modifiez une question et sa réponse."
        crumbs={[
          { name: 'FAQ', path: '/faq' },
          { name: 'Modifier', path: `/faq/${entry.id}/edit` },
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
      missing={{ title: tr('faq.notFound'), text: 'Cette question n’existe pas ou a été supprimée.' }}
      failed={{ title: tr('faq.loadError'), text: 'Réessayez dans un instant.' }}
    />
  );
}
