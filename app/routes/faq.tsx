import type { Route } from './+types/faq';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Questions fréquentes',
    description: 'Tout ce qu’il faut savoir sur la traduction certifiée, la légalisation et les délais.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Questions fréquentes" eyebrow="Foire aux questions" lead="Tout ce qu’il faut savoir sur la traduction certifiée, la légalisation et les délais." crumbs={[{ name: 'FAQ', path: '/faq' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="La foire aux questions" />
      </div>
    </>
  );
}
