import type { Route } from './+types/blog-article';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Article du blog',
    description: 'Conseils pratiques sur la traduction certifiée et les démarches administratives.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Article du blog" eyebrow="Blog" lead="Article du blog." crumbs={[{ name: 'Blog', path: '/blog' }, { name: 'Article', path: '/blog/article' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="Les articles du blog" />
      </div>
    </>
  );
}
