import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/contact';
import { ContactCard } from '../components/landing/ContactCard';
import { PageHero } from '../components/PageHero';
import { ReachButtons } from '../components/ReachButtons';
import { ContactForm } from '../components/requests/ContactForm';
import { RequestLayout } from '../components/requests/RequestAside';
import { seo } from '../lib/seo';
import { useRootData } from '../lib/root-data';

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Contactez votre traductrice',
    description: 'Une question sur un document, un délai ou une légalisation ? Écrivez-nous.',
  });

export default function Page() {
  const user = useRootData()?.user ?? null;
  return (
    <>
      <PageHero
        title="Contactez votre traductrice"
        eyebrow="Formulaire de contact"
        lead="Une question sur un document, un délai ou une légalisation ? Écrivez-nous."
        crumbs={[{ name: 'Contact', path: '/contact' }]}
      />
      {/* On a phone, a call or a WhatsApp message comes before any form (issue 17). */}
      <div className="container-page pt-8 sm:pt-10">
        <ReachButtons className="card" title="Le plus rapide : appelez ou écrivez sur WhatsApp" />
      </div>
      <RequestLayout
        asideLabel="Coordonnées et autres demandes"
        form={<ContactForm accountEmail={user?.email ?? null} />}
        aside={
          <ContactCard>
            <ul className="space-y-2 text-sm">
              <li>
                <Link to="/devis" className="inline-flex items-center gap-1.5 font-semibold text-brand">
                  Demander un devis gratuit
                  <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              </li>
              <li>
                <Link to="/support" className="inline-flex items-center gap-1.5 font-semibold text-brand">
                  Un problème avec une commande&nbsp;?
                  <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                </Link>
              </li>
            </ul>
          </ContactCard>
        }
      />
    </>
  );
}
