import type { Route } from './+types/blog-new';
import { BUSINESS } from '../../core/business';
import { ArticleEditorForm } from '../components/content/ArticleEditorForm';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { adminOnlyLoader, privatePageHeaders } from '../.server/guards';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Nouvel article',
    description: 'Rédigez un nouvel article.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;
export const loader = adminOnlyLoader;

export default function Page() {
  return (
    <>
      <PageHero
        title="Nouvel article"
        eyebrow="Éditeur du blog"
        lead="Rédigez un nouvel article."
        crumbs={[
          { name: 'Blog', path: '/blog' },
          { name: 'Nouvel article', path: '/blog/new' },
        ]}
      />
      <div className="container-page py-12">
        <ArticleEditorForm
          initial={{ title: '', author: BUSINESS.translatorName, imageUrl: '', summary: '', content: '' }}
        />
      </div>
    </>
  );
}
