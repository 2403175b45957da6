import {
  BadgeCheck,
  Building2,
  BriefcaseBusiness,
  GraduationCap,
  HeartHandshake,
  Landmark,
  Languages,
  Lightbulb,
  ScrollText,
  Stamp,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/emirats';
import { translationDelayText, translationTurnaround } from '../../core/catalogue-text';
import { formatEuros } from '../../core/money';
import { weeksText, workingDaysRangeText, workingDaysText } from '../../core/turnaround';
import { orderCatalogue } from '../.server/order-catalogue';
import type { OrderCatalogue } from '../components/order/types';
import { CtaBand } from '../components/landing/CtaBand';
import { SkylineIllustration } from '../components/landing/Illustrations';
import { LandingHero } from '../components/landing/LandingHero';
import { FeatureCard, Section } from '../components/landing/Section';
import { Steps, type Step } from '../components/landing/Steps';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

const CRUMBS = [{ name: 'Émirats arabes unis', path: '/emirats' }];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Traduction et légalisation pour les Émirats arabes unis',
    description:
      'Traduction certifiée en arabe et légalisation complète de vos documents pour Dubaï et Abu Dhabi : mairie, ministère, ambassade des EAU à Paris, puis MOFA.',
    jsonLd: [breadcrumbJsonLd(publicUrlFrom(args.matches), CRUMBS)],
  });

const STEPS: Step[] = [
  {
    title: 'Traduction certifiée en arabe',
    icon: Languages,
    text: (
      <p>
        Votre document est traduit en arabe par une experte traductrice inscrite près la cour d’appel, qui appose son
        cachet, sa signature et la mention de conformité. Les noms propres sont transcrits exactement comme dans votre
        passeport, pour éviter tout refus à l’arrivée.
      </p>
    ),
    note: 'Au cabinet, à Dijon',
  },
  {
    title: 'Légalisation de la signature de la traductrice',
    icon: Building2,
    text: (
      <p>
        La mairie certifie la signature de la traductrice. Pour les documents commerciaux (Kbis, statuts, factures,
        certificats d’origine), c’est la chambre de commerce et d’industrie qui intervient.
      </p>
    ),
    note: 'Mairie, ou CCI pour les documents commerciaux',
  },
  {
    title: 'Légalisation « ministère »',
    icon: Landmark,
    text: (
      <p>
        La signature est ensuite légalisée pour valoir à l’étranger. Cette étape, longtemps assurée par le bureau des
        légalisations du ministère de l’Europe et des Affaires étrangères, est confiée depuis le 1er septembre 2025 aux
        notaires habilités, qui agissent pour le compte de l’État.
      </p>
    ),
    note: 'Notaires habilités (ex-bureau des légalisations du ministère)',
  },
  {
    title: 'Légalisation par l’ambassade des Émirats arabes unis à Paris',
    icon: Stamp,
    text: (
      <p>
        La section consulaire de l’ambassade des Émirats arabes unis à Paris légalise le document déjà légalisé en
        France. Des frais consulaires s’appliquent, plus élevés pour les documents commerciaux.
      </p>
    ),
    note: 'Ambassade des EAU, Paris',
  },
  {
    title: 'Attestation par le MOFA aux Émirats',
    icon: BadgeCheck,
    text: (
      <p>
        À l’arrivée, le ministère des Affaires étrangères des Émirats (MOFA) appose son attestation, en ligne ou dans un
        centre agréé. Cette démarche se fait sur place, par vous, votre employeur ou son représentant&nbsp;: nous vous
        remettons un dossier complet pour qu’elle se passe sans difficulté.
      </p>
    ),
    note: 'Sur place, aux Émirats',
  },
];

/** Prices and delays come from the catalogue (the order form's), read on every render of the page. */
export async function loader({ context }: Route.LoaderArgs) {
  return { catalogue: await orderCatalogue(context.db) };
}

const stepOf = (catalogue: OrderCatalogue, id: string) => catalogue.legalizationTypes.find((l) => l.id === id);

/**
 * The chain's delays as the catalogue states them (decision 028). The MOFA step happens in the
 * Emirates, done by the customer: no delay of ours is promised for it.
 */
function delays(catalogue: OrderCatalogue) {
  const signature = ['mairie', 'chamberOfCommerce'].flatMap((id) => {
    const step = stepOf(catalogue, id);
    return step ? [step.turnaroundDays ?? 0] : [];
  });
  const step = (id: string) => {
    const option = stepOf(catalogue, id);
    return option ? workingDaysText(option.turnaroundDays ?? 0) : 'Sur devis';
  };
  return [
    { step: 'Traduction certifiée', delay: translationDelayText(catalogue) },
    {
      step: 'Légalisation en mairie ou à la CCI',
      delay: signature.length ? workingDaysRangeText(Math.min(...signature), Math.max(...signature)) : 'Sur devis',
    },
    { step: 'Légalisation « ministère » (notaires habilités)', delay: step('foreignAffairs') },
    { step: 'Légalisation par l’ambassade des EAU', delay: step('consulate') },
    { step: 'Attestation MOFA aux Émirats', delay: 'Sur place, par vous ou votre employeur' },
  ];
}

/** Working days from the order to the embassy's return: the fastest translation, then mairie, ministère, ambassade. */
function chainDays(catalogue: OrderCatalogue): number {
  const steps = ['mairie', 'foreignAffairs', 'consulate'].map((id) => stepOf(catalogue, id)?.turnaroundDays ?? 0);
  return translationTurnaround(catalogue).min + steps.reduce((a, b) => a + b, 0);
}

/** « Traduction 30 € la page, puis par document : mairie 20 €, ministère 50 €, ambassade 80 €. » */
function chainPrices(catalogue: OrderCatalogue): string {
  const parts = [
    ['mairie', 'mairie'],
    ['foreignAffairs', 'ministère'],
    ['consulate', 'ambassade'],
  ].flatMap(([id, label]) => {
    const option = stepOf(catalogue, id!);
    return option ? [`${label} ${formatEuros(option.priceCents)}`] : [];
  });
  const translation = `Traduction ${formatEuros(catalogue.pricePerPageCents)} la page`;
  return parts.length ? `${translation}, puis par document : ${parts.join(', ')}.` : `${translation}.`;
}

export default function Emirats({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  const days = chainDays(catalogue);
  return (
    <>
      <LandingHero
        eyebrow="Dubaï · Abu Dhabi · Charjah"
        title="Traduction et légalisation pour les Émirats arabes unis"
        lead={
          <p>
            Visa de travail, résidence familiale, création de société&nbsp;: un document français n’est accepté aux
            Émirats qu’une fois traduit en arabe et légalisé de bout en bout. Nous préparons votre dossier et suivons
            chaque étape jusqu’à l’ambassade.
          </p>
        }
        crumbs={CRUMBS}
        primary={{ to: '/devis', label: 'Demander un devis' }}
        secondary={{ to: '/services?demarche=etranger', label: 'Commander une traduction' }}
        points={['Traduction certifiée vers l’arabe', 'Chaîne de légalisation suivie', 'Dossier prêt pour le MOFA']}
        illustration={<SkylineIllustration className="h-auto w-72" />}
      />

      <Section
        id="pourquoi"
        eyebrow="Une procédure particulière"
        title="Pourquoi les Émirats demandent-ils une légalisation complète ?"
      >
        <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div className="space-y-4 text-lg leading-relaxed text-muted">
            <p>
              Pour de nombreux pays, une simple apostille suffit à rendre un document français valable. Ce n’est pas la
              voie retenue pour les Émirats arabes unis&nbsp;: la procédure habituelle est la chaîne complète de
              légalisation, qui se termine à l’ambassade des Émirats à Paris.
            </p>
            <p>
              Une fois sur place, le document reçoit encore l’attestation du ministère émirien des Affaires étrangères
              (MOFA). Ce n’est qu’après cette dernière étape que l’employeur, l’université, le ministère du Travail ou
              la zone franche l’acceptent.
            </p>
          </div>
          <aside className="card border-accent/40 bg-accent-soft" aria-label="À retenir">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <Lightbulb className="h-5 w-5 text-accent" aria-hidden="true" />À retenir
            </p>
            <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-ink">
              <li>L’ordre des étapes compte&nbsp;: chacune authentifie la précédente.</li>
              <li>Une étape oubliée oblige à tout recommencer depuis la France.</li>
              <li>Demandez à votre employeur ou à votre sponsor la liste exacte des pièces attendues.</li>
            </ul>
          </aside>
        </div>
      </Section>

      <Section
        id="etapes"
        tone="alt"
        eyebrow="La chaîne de légalisation"
        title="Les cinq étapes, de Dijon à Dubaï"
        intro={
          <p>
            Les quatre premières se font en France et nous pouvons les suivre pour vous&#x202F;; la cinquième a lieu aux
            Émirats. Selon le document, l’original doit parfois être légalisé lui aussi&nbsp;: nous vous le signalons
            dès le devis.
          </p>
        }
      >
        <Steps steps={STEPS} layout="vertical" />
      </Section>

      <Section
        id="documents"
        eyebrow="Documents courants"
        title="Les documents que nous traduisons le plus souvent pour les Émirats"
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <FeatureCard icon={GraduationCap} title="Diplômes et relevés de notes">
            <p>Exigés pour un visa de travail, une équivalence de diplôme ou une inscription universitaire.</p>
          </FeatureCard>
          <FeatureCard icon={HeartHandshake} title="Actes de mariage et de naissance">
            <p>Pour faire venir votre conjoint et vos enfants au titre de la résidence familiale.</p>
          </FeatureCard>
          <FeatureCard icon={ScrollText} title="Extrait de casier judiciaire">
            <p>Souvent demandé par l’employeur ou pour certaines licences professionnelles.</p>
          </FeatureCard>
          <FeatureCard icon={BriefcaseBusiness} title="Documents de société">
            <p>
              Extrait Kbis, statuts, procurations&nbsp;: pour créer une filiale, ouvrir un compte ou signer un contrat.
            </p>
          </FeatureCard>
        </div>
      </Section>

      <Section
        id="delais"
        tone="alt"
        eyebrow="Délais et tarifs"
        title="Combien de temps prévoir ?"
        intro={
          <p>
            Comptez environ {workingDaysText(days)} ({weeksText(days)}) entre la commande et le retour de l’ambassade,
            d’après nos délais par étape&#x202F;; l’envoi de l’original s’y ajoute. Les délais des autorités varient
            selon les périodes&nbsp;: la date estimée de votre commande s’affiche avant le paiement.
          </p>
        }
      >
        <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr] lg:items-start">
          <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
            <table className="w-full text-left">
              <caption className="sr-only">Délais indicatifs par étape</caption>
              <thead className="bg-surface-2 text-sm text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                    Étape
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                    Délai indicatif
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {delays(catalogue).map((d) => (
                  <tr key={d.step}>
                    <th scope="row" className="px-4 py-3.5 font-normal sm:px-5 text-ink">
                      {d.step}
                    </th>
                    <td className="px-4 py-3.5 font-medium sm:px-5 sm:whitespace-nowrap text-ink">{d.delay}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="card">
            <h3 className="text-xl font-semibold">Tarifs</h3>
            <p className="mt-2 leading-relaxed text-muted">
              Chaque étape est facturée séparément, par document. {chainPrices(catalogue)} Le détail, pour les documents
              administratifs comme pour les documents commerciaux, est sur notre page consacrée à la légalisation.
            </p>
            <Link to="/legalisation#tarifs" className="btn-secondary mt-5 w-full">
              Voir les tarifs de légalisation
            </Link>
          </div>
        </div>
      </Section>

      <div className="pt-14 sm:pt-20">
        <CtaBand
          title="Préparez votre départ aux Émirats sereinement"
          text={
            <p>
              Dites-nous quels documents vous devez fournir et pour quelle démarche&nbsp;: nous vous proposons un devis
              complet, traduction et légalisations comprises.
            </p>
          }
          primary={{ to: '/devis', label: 'Demander un devis' }}
          secondary={{ to: '/services?demarche=etranger', label: 'Commander une traduction' }}
        />
      </div>
    </>
  );
}
