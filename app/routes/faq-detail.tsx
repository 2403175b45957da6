import type { Route } from './+types/faq-detail';
import { ComingSoon } from '../components/ComingSoon';
import { PageHero } from '../components/PageHero';
import { seo } from '../lib/seo';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Question fréquente',
    description: 'Réponse détaillée à une question fréquente sur la traduction certifiée.',
  });

export default function Page() {
  return (
    <>
      <PageHero title="Question fréquente" eyebrow="Réponse détaillée" lead="Réponse détaillée à une question fréquente sur la traduction certifiée." crumbs={[{ name: 'FAQ', path: '/faq' }, { name: 'Question', path: '/faq/question' }]} />
      <div className="container-page py-12">
        <ComingSoon feature="Le détail des questions" />
      </div>
    </>
  );
}
