import {
  ArrowRight,
  Briefcase,
  Check,
  GraduationCap,
  HeartHandshake,
  Landmark,
  Mail,
  MapPin,
  Monitor,
  Scale,
  Store,
  Truck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/traduction-arabe-dijon';
import { BUSINESS } from '../../core/business';
import { ContactCard } from '../components/landing/ContactCard';
import { CtaBand } from '../components/landing/CtaBand';
import { FaqList, type FaqItem } from '../components/landing/FaqList';
import { CityMapIllustration } from '../components/landing/Illustrations';
import { LandingHero } from '../components/landing/LandingHero';
import { FeatureCard, Section } from '../components/landing/Section';
import { Steps } from '../components/landing/Steps';
import { breadcrumbJsonLd, localBusinessJsonLd, publicUrlFrom, seo } from '../lib/seo';

const CRUMBS = [{ name: 'Traducteur arabe à Dijon', path: '/traduction-arabe-dijon' }];

export const meta: Route.MetaFunction = (args) => {
  const origin = publicUrlFrom(args.matches);
  return seo(args, {
    title: 'Traducteur arabe certifié à Dijon',
    description:
      'Traducteur arabe à Dijon : traduction certifiée arabe–français de vos actes pour la préfecture, la mairie ou le tribunal. Commande en ligne ou sur rendez-vous.',
    jsonLd: [localBusinessJsonLd(origin), breadcrumbJsonLd(origin, CRUMBS)],
  });
};

const DOCUMENT_GROUPS = [
  {
    title: 'État civil et famille',
    items: [
      'Acte de naissance',
      'Acte de mariage',
      'Jugement de divorce',
      'Livret de famille',
      'Acte de kafala',
      'Acte de décès',
    ],
  },
  {
    title: 'Identité et justice',
    items: [
      'Passeport, carte d’identité',
      'Permis de conduire',
      'Extrait de casier judiciaire',
      'Jugements et décisions',
      'Procurations, actes notariés',
    ],
  },
  {
    title: 'Études, travail, entreprise',
    items: [
      'Diplômes et relevés de notes',
      'Certificats de travail',
      'Bulletins de salaire',
      'Extrait Kbis, statuts',
      'Contrats et factures',
    ],
  },
];

const AREA = [
  'Dijon',
  'Chenôve',
  'Talant',
  'Quetigny',
  'Longvic',
  'Fontaine-lès-Dijon',
  'Chevigny-Saint-Sauveur',
  'Beaune',
];

const FAQ: FaqItem[] = [
  {
    question: 'La préfecture de la Côte-d’Or accepte-t-elle vos traductions ?',
    answer: (
      <p>
        Oui. Pour un titre de séjour ou une naturalisation, la préfecture demande une traduction réalisée par un
        traducteur expert inscrit près une cour d’appel : c’est le cas de {BUSINESS.translatorName}, inscrite près la{' '}
        {BUSINESS.courtOfAppeal}. Présentez toujours la traduction avec le document d’origine.
      </p>
    ),
  },
  {
    question: 'Puis-je déposer mes documents directement au cabinet ?',
    answer: (
      <p>
        Oui, sur rendez-vous, au {BUSINESS.address.street} à {BUSINESS.address.city}. Appelez le {BUSINESS.phoneDisplay}{' '}
        ou écrivez-nous pour fixer un créneau. Vous pouvez aussi tout faire en ligne, sans vous déplacer.
      </p>
    ),
  },
  {
    question: 'Combien de temps faut-il pour obtenir une traduction certifiée ?',
    answer: (
      <p>
        Pour quelques pages, comptez en général deux à cinq jours ouvrés. Un rendez-vous en préfecture approche ?
        Signalez-le lors de la commande : une livraison plus rapide est souvent possible.
      </p>
    ),
  },
  {
    question: 'Faut-il me confier les originaux ?',
    answer: (
      <p>
        Non. Un scan ou une photo nette et complète suffit pour traduire. Vous gardez vos originaux, que
        l’administration pourra vous demander de présenter avec la traduction.
      </p>
    ),
  },
];

export default function TraductionArabeDijon() {
  const b = BUSINESS;
  return (
    <>
      <LandingHero
        eyebrow={`${b.address.city} et Côte-d’Or`}
        title={`Traducteur arabe certifié à ${b.address.city}`}
        lead={
          <p>
            Traduction certifiée arabe–français de vos actes d’état civil, jugements, diplômes et documents d’entreprise
            par {b.translatorName}, experte traductrice inscrite près la {b.courtOfAppeal}. Commandez en ligne ou venez
            au cabinet, {b.address.street}, sur rendez-vous.
          </p>
        }
        crumbs={CRUMBS}
        primary={{ to: '/services', label: 'Commander une traduction' }}
        secondary={{ to: '/devis', label: 'Demander un devis' }}
        points={[
          'Acceptée par la préfecture et les mairies',
          `Cabinet au centre de ${b.address.city}`,
          'Envoi partout en France',
        ]}
        illustration={<CityMapIllustration className="h-auto w-72" />}
      />

      <Section
        id="pour-qui"
        eyebrow="Pour quelles démarches ?"
        title={`Qui a besoin d’une traduction certifiée à ${b.address.city} ?`}
        intro={
          <p>
            On parle souvent de « traducteur assermenté » : le titre exact est « expert traducteur près la cour
            d’appel ». Seule une traduction certifiée par un expert inscrit est acceptée par les administrations et les
            juridictions de la métropole dijonnaise.
          </p>
        }
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <FeatureCard icon={Landmark} title="Préfecture de la Côte-d’Or">
            <p>
              Titres de séjour, renouvellements et dossiers de naturalisation : actes de naissance, de mariage, casier
              judiciaire.
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
              Jugements de divorce, actes de kafala, successions, procurations : les pièces en arabe à produire au
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

      <Section
        id="documents"
        tone="alt"
        eyebrow="Documents traduits"
        title="De l’arabe vers le français, et du français vers l’arabe"
        intro={
          <p>
            Documents rédigés en arabe littéral ou comportant des mentions dialectales, du Maghreb, du Proche-Orient, du
            Golfe ou d’Égypte : chaque traduction reprend fidèlement la mise en page, les cachets et les mentions
            manuscrites.
          </p>
        }
      >
        <div className="grid gap-6 md:grid-cols-3">
          {DOCUMENT_GROUPS.map((g) => (
            <div key={g.title} className="card">
              <h3 className="text-lg font-semibold">{g.title}</h3>
              <ul className="mt-4 space-y-2.5">
                {g.items.map((item) => (
                  <li key={item} className="flex gap-2.5 text-ink">
                    <Check className="mt-1 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-6 text-muted">
          Votre document doit ensuite être reconnu à l’étranger ?{' '}
          <Link to="/legalisation" className="font-medium text-brand underline">
            Découvrez la légalisation de documents
          </Link>
          .
        </p>
      </Section>

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
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
          <div className="card">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Store className="h-5 w-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">Au cabinet, sur rendez-vous</h3>
            <p className="mt-2 leading-relaxed text-muted">
              Apportez vos documents au {b.address.street}, à {b.address.city} : nous examinons ensemble ce que
              l’administration attend et vous repartez avec un devis précis.
            </p>
            <Link to="/contact" className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand underline">
              Prendre rendez-vous
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
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

      <Section id="livraison" tone="alt" eyebrow="Livraison" title="Recevez votre traduction où vous voulez">
        <div className="grid gap-6 md:grid-cols-3">
          <FeatureCard icon={Mail} title="Par e-mail">
            <p>Une version numérique signée, envoyée dès la traduction terminée, pour avancer sans attendre.</p>
          </FeatureCard>
          <FeatureCard icon={Truck} title="Par courrier">
            <p>L’original papier, avec cachet et signature, envoyé par La Poste partout en France.</p>
          </FeatureCard>
          <FeatureCard icon={MapPin} title={`Retrait à ${b.address.city}`} tone="accent">
            <p>Retrait en main propre au cabinet, sur rendez-vous, aux heures d’ouverture.</p>
          </FeatureCard>
        </div>
      </Section>

      <Section id="zone" eyebrow="Zone desservie" title={`${b.address.city}, la Côte-d’Or et toute la France`}>
        <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
          <div>
            <p className="text-lg leading-relaxed text-muted">
              Le cabinet reçoit les habitants de {b.address.city} et de sa métropole, mais aussi de toute la Côte-d’Or
              et de la région {b.address.region}. Partout ailleurs en France, tout se fait à distance, avec un envoi
              postal des originaux.
            </p>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Communes desservies">
              {AREA.map((town) => (
                <li
                  key={town}
                  className="rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm font-medium text-ink"
                >
                  {town}
                </li>
              ))}
              <li className="rounded-full bg-brand-soft px-3.5 py-1.5 text-sm font-medium text-brand">
                Toute la Côte-d’Or
              </li>
              <li className="rounded-full bg-brand-soft px-3.5 py-1.5 text-sm font-medium text-brand">
                {b.address.region}
              </li>
              <li className="rounded-full bg-brand-soft px-3.5 py-1.5 text-sm font-medium text-brand">
                Toute la France par courrier
              </li>
            </ul>
            <div className="mt-8 rounded-2xl border border-line bg-surface-2/60 p-6">
              <h3 className="flex items-center gap-2.5 text-lg font-semibold">
                <Truck className="h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
                Vous habitez loin de {b.address.city} ?
              </h3>
              <p className="mt-2 leading-relaxed text-muted">
                Envoyez vos documents en ligne, recevez la version numérique par e-mail puis l’original cacheté par
                courrier suivi : mêmes tarifs, même valeur officielle qu’au cabinet.
              </p>
            </div>
          </div>
          <ContactCard>
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
              <Link to="/contact" className="btn-primary flex-1">
                Nous écrire
              </Link>
              <Link to="/about#acces" className="btn-secondary flex-1">
                <MapPin className="h-4 w-4" aria-hidden="true" />
                Plan d’accès
              </Link>
            </div>
          </ContactCard>
        </div>
      </Section>

      <Section id="faq-locale" tone="alt" eyebrow="Questions fréquentes" title="Vos questions, nos réponses">
        <FaqList items={FAQ} />
        <p className="mt-6 text-muted">
          D’autres questions ?{' '}
          <Link to="/faq" className="font-medium text-brand underline">
            Consultez la FAQ complète
          </Link>
          .
        </p>
      </Section>

      <div className="pt-14 sm:pt-20">
        <CtaBand
          title={`Votre traduction certifiée, à ${b.address.city} ou à distance`}
          text={<p>Commandez en ligne en quelques minutes, ou demandez un devis pour un dossier plus complet.</p>}
          primary={{ to: '/services', label: 'Commander une traduction' }}
          secondary={{ to: '/devis', label: 'Demander un devis' }}
        />
      </div>
    </>
  );
}
