import type { Route } from './+types/faq-edit';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { adminOnlyLoader, privatePageHeaders } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Modifier une question',
    description: 'Modifiez une question et sa réponse.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;
export const loader = adminOnlyLoader;

export default function Page() {
  return (
    <>
      <PageHero title="Modifier une question" eyebrow="Éditeur de la FAQ" lead="Modifiez une question et sa réponse." crumbs={[{ name: 'FAQ', path: '/faq' }, { name: 'Modifier', path: '/faq/edit' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="L’éditeur de la FAQ" />
      </div>
    </>
  );
}
