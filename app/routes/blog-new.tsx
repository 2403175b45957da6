import type { Route } from './+types/blog-new';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Nouvel article',
    description: 'Rédigez un nouvel article.',
    noindex: true,
  });

export default function Page() {
  return (
    <>
      <PageHero title="Nouvel article" eyebrow="Éditeur du blog" lead="Rédigez un nouvel article." crumbs={[{ name: 'Blog', path: '/blog' }, { name: 'Nouvel article', path: '/blog/new' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="L’éditeur du blog" />
      </div>
    </>
  );
}
