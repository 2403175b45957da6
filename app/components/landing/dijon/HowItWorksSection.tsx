import { ArrowRight, Monitor, Store } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../../core/business';
import { Section } from '../Section';
import { Steps } from '../Steps';

/** « Comment ça marche »: online or at the office, then the three steps. */
export function HowItWorksSection() {
  const b = BUSINESS;
  return (
    <Section id="fonctionnement" eyebrow="Comment ça marche" title="En ligne ou au cabinet, comme vous préférez">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="card">
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-soft text-brand">
            <Monitor className="h-5 w-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">Commande en ligne</h3>
          <p className="mt-2 leading-relaxed text-muted">
            Téléversez vos documents, choisissez la livraison et voyez le prix s’afficher immédiatement. Paiement
            sécurisé, sans vous déplacer.
          </p>
          <Link to="/services" className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand underline">
            Commander en ligne
            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
        <div className="card">
          <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <Store className="h-5 w-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-xl font-semibold">Au cabinet, sur rendez-vous</h3>
          <p className="mt-2 leading-relaxed text-muted">
            Apportez vos documents au {b.address.street}, à {b.address.city}&nbsp;: nous examinons ensemble ce que
            l’administration attend et vous repartez avec un devis précis.
          </p>
          <Link to="/contact" className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand underline">
            Prendre rendez-vous
            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      </div>
      <div className="mt-10">
        <Steps
          steps={[
            {
              title: 'Vous envoyez vos documents',
              text: 'En ligne ou au cabinet. Une photo nette suffit : le prix est affiché tout de suite, ou un devis vous est envoyé.',
            },
            {
              title: 'Traduction et relecture',
              text: 'Traduction certifiée, puis relecture attentive des noms, dates et numéros, comparés à l’original ligne par ligne.',
            },
            {
              title: 'Livraison',
              text: 'Version numérique par e-mail, original cacheté par courrier ou remis en main propre au cabinet.',
            },
          ]}
        />
      </div>
    </Section>
  );
}
