import { replyWithinText } from '../../core/turnaround';
import type { Route } from './+types/devis';
import { PageHero } from '../components/PageHero';
import { WhatsAppPhotoTip } from '../components/ReachButtons';
import { QuoteForm } from '../components/requests/QuoteForm';
import { DirectContact, NextSteps, RequestLayout } from '../components/requests/RequestAside';
import { seo } from '../lib/seo';
import { useRootData } from '../lib/root-data';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Demander un devis gratuit',
    description: `Décrivez votre document : vous recevez un devis détaillé ${replyWithinText()}.`,
  });

const STEPS = [
  {
    title: 'Vous décrivez votre document',
    text: 'Nombre de pages, livraison souhaitée et, si vous le pouvez, une copie.',
  },
  { title: 'Nous étudions votre demande', text: `Devis détaillé et gratuit ${replyWithinText()}, par e-mail.` },
  { title: 'Vous validez, nous traduisons', text: 'Traduction certifiée livrée dans le délai convenu.' },
];

export default function Page() {
  const user = useRootData()?.user ?? null;
  return (
    <>
      <PageHero
        title="Demander un devis gratuit"
        eyebrow="Demande de devis"
        lead={`Décrivez votre document : vous recevez un devis détaillé ${replyWithinText()}.`}
        crumbs={[{ name: 'Devis', path: '/devis' }]}
      />
      <RequestLayout
        asideLabel="Déroulement d’une demande de devis"
        form={
          <>
            <WhatsAppPhotoTip />
            <QuoteForm variant="devis" accountEmail={user?.email ?? null} />
          </>
        }
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
