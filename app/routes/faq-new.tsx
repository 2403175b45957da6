import type { Route } from './+types/faq-new';
import { FaqEditorForm } from '../components/content/FaqEditorForm';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { adminOnlyLoader, privatePageHeaders } from '../.server/guards';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Nouvelle question',
    description: 'Ajoutez une question et sa réponse à la FAQ.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;
export const loader = adminOnlyLoader;

export default function Page() {
  return (
    <>
      <PageHero
        title="Nouvelle question"
        eyebrow="Éditeur de la FAQ"
        lead="Ajoutez une question et sa réponse à la FAQ."
        crumbs={[
          { name: 'FAQ', path: '/faq' },
          { name: 'Nouvelle question', path: '/faq/new' },
        ]}
      />
      <div className="container-page py-12">
        <FaqEditorForm initial={{ question: '', answer: '', order: 0 }} />
      </div>
    </>
  );
}
