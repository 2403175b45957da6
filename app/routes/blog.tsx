import type { Route } from './+types/blog';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Blog : traduction certifiée et démarches',
    description: 'Conseils pratiques sur la traduction certifiée, la légalisation et les démarches administratives.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Blog : traduction certifiée et démarches" eyebrow="Articles" lead="Conseils pratiques sur la traduction certifiée, la légalisation et les démarches administratives." crumbs={[{ name: 'Blog', path: '/blog' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="Le blog" />
      </div>
    </>
  );
}
