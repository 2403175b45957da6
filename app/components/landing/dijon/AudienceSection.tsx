import { Briefcase, GraduationCap, HeartHandshake, Landmark, Scale, Users } from 'lucide-react';
import { BUSINESS } from '../../../../core/business';
import { FeatureCard, Section } from '../Section';

/** « Pour quelles démarches ? »: the offices that ask for a certified translation in Dijon. */
export function AudienceSection() {
  const b = BUSINESS;
  return (
    <Section
      id="pour-qui"
      eyebrow="Pour quelles démarches ?"
      title={`Qui a besoin d’une traduction certifiée à ${b.address.city} ?`}
      intro={
        <p>
          On parle souvent de «&nbsp;traducteur assermenté&nbsp;»&nbsp;: le titre exact est «&nbsp;expert traducteur
          près la cour d’appel&nbsp;». Seule une traduction certifiée par un expert inscrit est acceptée par les
          administrations et les juridictions de la métropole dijonnaise.
        </p>
      }
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <FeatureCard icon={Landmark} title="Préfecture de la Côte-d’Or">
          <p>
            Titres de séjour, renouvellements et dossiers de naturalisation&nbsp;: actes de naissance, de mariage,
            casier judiciaire.
          </p>
        </FeatureCard>
        <FeatureCard icon={HeartHandshake} title="Mairies de la métropole">
          <p>
            Dossier de mariage, reconnaissance d’enfant, mise à jour du livret de famille et autres démarches d’état
            civil.
          </p>
        </FeatureCard>
        <FeatureCard icon={Scale} title="Tribunal judiciaire et notaires">
          <p>
            Jugements de divorce, actes de kafala, successions, procurations&nbsp;: les pièces en arabe à produire au
            dossier.
          </p>
        </FeatureCard>
        <FeatureCard icon={GraduationCap} title="Université et Campus France">
          <p>
            Diplômes, relevés de notes et attestations pour l’Université Bourgogne Europe (ex-université de Bourgogne)
            et Campus France.
          </p>
        </FeatureCard>
        <FeatureCard icon={Briefcase} title="Employeurs et France Travail">
          <p>Diplômes, certificats de travail et attestations pour faire reconnaître votre parcours professionnel.</p>
        </FeatureCard>
        <FeatureCard icon={Users} title="CAF et CPAM">
          <p>Actes de naissance des enfants, livret de famille et justificatifs pour l’ouverture de vos droits.</p>
        </FeatureCard>
      </div>
    </Section>
  );
}
