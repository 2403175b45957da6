import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/faq-edit';
import { FAQ_MESSAGES } from '../../core/content-rules';
import { faqForEditor } from '../components/content/faq.server';
import { FaqEditorForm } from '../components/content/FaqEditorForm';
import { PageHero } from '../components/PageHero';
import { StatusPage } from '../components/StatusPage';
import { seo } from '../lib/seo';
import { privatePageHeaders, requireAdminPage } from '../lib/guards.server';

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

export default function Page({ loaderData }: Route.ComponentProps) {
  const entry = loaderData;
  return (
    <>
      <PageHero
        title="Modifier une question"
        eyebrow="Éditeur de la FAQ"
        lead="Modifiez une question et sa réponse."
        crumbs={[{ name: 'FAQ', path: '/faq' }, { name: 'Modifier', path: `/faq/${entry.id}/edit` }]}
      />
      <div className="container-page py-12">
        <FaqEditorForm key={entry.id} initial={{ id: entry.id, question: entry.question, answer: entry.answer, order: entry.order }} />
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
      title={missing ? FAQ_MESSAGES.notFound : FAQ_MESSAGES.loadError}
      text={missing ? 'Cette question n’existe pas ou a été supprimée.' : 'Réessayez dans un instant.'}
    />
  );
}
