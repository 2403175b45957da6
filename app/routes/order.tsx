import { replyWithinText } from '../../core/turnaround';
import type { Route } from './+types/order';
import { PageHero } from '../components/PageHero';
import { QuoteForm } from '../components/requests/QuoteForm';
import { DirectContact, NextSteps, RequestLayout } from '../components/requests/RequestAside';
import { seo } from '../lib/seo';
import { useRootData } from '../lib/root-data';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Décrire votre besoin',
    description: 'Traduction, légalisation ou prestation professionnelle\u00a0: décrivez votre besoin.',
  });

const STEPS = [
  { title: 'Vous décrivez votre besoin', text: 'Type de prestation, documents concernés et délai souhaité.' },
  { title: 'Nous vous proposons un devis', text: `Gratuit et détaillé, ${replyWithinText()}, par e-mail.` },
  {
    title: 'Vous validez, nous nous occupons du reste',
    text: 'Traduction, légalisation ou les deux, jusqu’à la livraison.',
  },
];

export default function Page() {
  const user = useRootData()?.user ?? null;
  return (
    <>
      <PageHero
        title="Décrire votre besoin"
        eyebrow="Demande de prestation"
        lead="Traduction, légalisation ou prestation professionnelle&nbsp;: décrivez votre besoin."
        crumbs={[{ name: 'Demande', path: '/order' }]}
      />
      <RequestLayout
        asideLabel="Déroulement d’une demande de prestation"
        form={<QuoteForm variant="order" accountEmail={user?.email ?? null} />}
        aside={
          <>
            <NextSteps title="Comment ça se passe" steps={STEPS} />
            <DirectContact />
          </>
        }
      />
    </>
  );
}
