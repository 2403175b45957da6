import type { Route } from './+types/blog-edit';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';
import { adminOnlyLoader, privatePageHeaders } from '../lib/guards.server';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Modifier l’article',
    description: 'Modifiez un article du blog.',
    noindex: true,
  });

/** Admin only (spec 6): anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;
export const loader = adminOnlyLoader;

export default function Page() {
  return (
    <>
      <PageHero title="Modifier l’article" eyebrow="Éditeur du blog" lead="Modifiez un article du blog." crumbs={[{ name: 'Blog', path: '/blog' }, { name: 'Modifier', path: '/blog/edit' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="L’éditeur du blog" />
      </div>
    </>
  );
}
