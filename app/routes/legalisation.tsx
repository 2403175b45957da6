import { ArrowRight, Building2, FileText, Globe2, Info, Landmark, Languages, Stamp, Plane } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/legalisation';
import { optionListText, paperMethods } from '../../core/catalogue-text';
import { workingDaysText } from '../../core/turnaround';
import { orderCatalogue } from '../.server/order-catalogue';
import type { OrderCatalogue } from '../components/order/types';
import { CtaBand } from '../components/landing/CtaBand';
import { StampedDocumentIllustration } from '../components/landing/Illustrations';
import { LandingHero } from '../components/landing/LandingHero';
import { PriceCard, type PriceLine } from '../components/landing/PriceCard';
import { Section } from '../components/landing/Section';
import { Steps, type Step } from '../components/landing/Steps';
import { breadcrumbJsonLd, publicUrlFrom, seo } from '../lib/seo';

const CRUMBS = [{ name: 'Légalisation de documents', path: '/legalisation' }];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Légalisation de documents traduits à Dijon',
    description:
      'Légalisation de vos traductions certifiées arabe–français : mairie, ministère, ambassade. Processus en 4 étapes, tarifs indicatifs par document et devis.',
    jsonLd: [breadcrumbJsonLd(publicUrlFrom(args.matches), CRUMBS)],
  });

const STEPS: Step[] = [
  {
    title: 'Traduction',
    icon: Languages,
    text: 'Traduction certifiée de votre document par une experte traductrice inscrite près la cour d’appel : cachet, signature et mention de conformité sur chaque page.',
    note: 'Réalisée au cabinet, à Dijon',
  },
  {
    title: 'Légalisation Mairie',
    icon: Building2,
    text: 'La mairie certifie la signature de la traductrice. Pour les documents commerciaux, c’est la chambre de commerce et d’industrie qui intervient.',
    note: 'Authentifie la signature',
  },
  {
    title: 'Légalisation Ministère',
    icon: Landmark,
    text: 'Légalisation de la signature et du cachet par l’autorité compétente. Cette mission, longtemps assurée par le ministère de l’Europe et des Affaires étrangères, est confiée aux notaires habilités depuis le 1er septembre 2025.',
    note: 'Formalité valable à l’étranger',
  },
  {
    title: 'Légalisation Ambassade',
    icon: Stamp,
    text: 'Dernière étape : la section consulaire de l’ambassade du pays de destination, en France, légalise à son tour le document. Il est alors prêt à être présenté.',
    note: 'Document prêt pour le pays de destination',
  },
];

/** Prices and delays come from the catalogue (the order form's), read on every render of the page. */
export async function loader({ context }: Route.LoaderArgs) {
  return { catalogue: await orderCatalogue(context.db) };
}

/**
 * The price of each step, per document, as the order form charges it (decision 028): the
 * translation per page, then each legalisation step offered. A step the admin switched off is
 * left out rather than shown at a price nobody can order.
 */
function priceLines(catalogue: OrderCatalogue, signature: 'mairie' | 'chamberOfCommerce'): PriceLine[] {
  const step = (id: string, label: string): PriceLine[] => {
    const option = catalogue.legalizationTypes.find((l) => l.id === id);
    if (!option) return [];
    const days = option.turnaroundDays ?? 0;
    return [{ label, amountCents: option.priceCents, delay: days > 0 ? `+ ${workingDaysText(days)}` : undefined }];
  };
  return [
    { label: 'Traduction (par page)', amountCents: catalogue.pricePerPageCents },
    ...(signature === 'mairie'
      ? step('mairie', 'Légalisation mairie')
      : step('chamberOfCommerce', 'Chambre de commerce')),
    ...step('foreignAffairs', 'Légalisation ministère'),
    ...step('consulate', 'Légalisation ambassade'),
  ];
}

function priceCards(catalogue: OrderCatalogue) {
  return [
    {
      title: 'Documents administratifs',
      icon: FileText,
      description: 'Actes de naissance, de mariage, casier judiciaire, diplômes, attestations…',
      lines: priceLines(catalogue, 'mairie'),
    },
    {
      title: 'Documents commerciaux et factures',
      icon: Globe2,
      description:
        'Extrait Kbis, statuts, procurations, contrats, factures commerciales et pro forma : la chambre de commerce remplace la mairie.',
      lines: priceLines(catalogue, 'chamberOfCommerce'),
    },
  ];
}

export default function Legalisation({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  const paper = paperMethods(catalogue);
  return (
    <>
      <LandingHero
        eyebrow="Documents pour l’étranger"
        title="Légalisation de documents"
        lead={
          <p>
            Votre document doit être reconnu par une administration étrangère ? Après la traduction certifiée, nous
            prenons en charge les légalisations successives — mairie, ministère, ambassade — jusqu’à un dossier prêt à
            être présenté.
          </p>
        }
        crumbs={CRUMBS}
        primary={{ to: '/devis', label: 'Demander un devis' }}
        secondary={{ to: '/Emirats', label: 'Dossier pour les Émirats' }}
        points={[
          'Démarches suivies de bout en bout',
          'Tarifs clairs, étape par étape',
          'Envoi sécurisé dans toute la France',
        ]}
        illustration={<StampedDocumentIllustration className="h-auto w-72" />}
      />

      <Section
        id="processus"
        eyebrow="Le processus"
        title="Quatre étapes, dans cet ordre"
        intro={
          <p>
            Chaque autorité authentifie la signature de la précédente : c’est ce qui permet à un pays étranger de faire
            confiance à un document français. Nous enchaînons les étapes pour vous et vous tenons informé à chacune
            d’elles.
          </p>
        }
      >
        <Steps steps={STEPS} />
      </Section>

      <Section
        id="tarifs"
        tone="alt"
        eyebrow="Tarifs"
        title="Prix et délais par document"
        intro={
          <p>
            Les prix de chaque étape, par document, sont ceux de notre formulaire de commande ; la traduction se compte
            par page. Chaque légalisation ajoute son délai à celui de la traduction : la date de livraison estimée
            s’affiche avant le paiement.
          </p>
        }
      >
        <div className="grid gap-6 md:grid-cols-2 md:gap-y-0">
          {priceCards(catalogue).map((p, i) => (
            <PriceCard key={p.title} {...p} highlight={i === 0} />
          ))}
        </div>
        <div className="mt-8 flex flex-col gap-5 rounded-2xl border border-line bg-surface p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex gap-3 text-sm leading-relaxed text-muted">
            <Info className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
            <span>
              Hors envoi de l’original papier{paper.length > 0 ? <> : {optionListText(paper)}</> : null}. Vous n’avez
              besoin que de certaines étapes ? Seules celles-ci sont facturées. Les droits de chancellerie propres à
              certaines ambassades sont communiqués avant d’être engagés.
            </span>
          </p>
          <Link to="/devis" className="btn-primary shrink-0">
            Obtenir mon devis
            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      </Section>

      <Section
        id="apostille"
        eyebrow="Bon à savoir"
        title="Apostille ou légalisation ?"
        intro={
          <p>
            Selon le pays de destination, une apostille peut remplacer la chaîne de légalisation. Avant de commencer,
            nous vérifions avec vous la formalité réellement exigée, pour ne rien payer d’inutile.
          </p>
        }
      >
        <div className="grid gap-6 md:grid-cols-2">
          <div className="card">
            <p className="eyebrow">Formalité simplifiée</p>
            <h3 className="mt-2 text-xl font-semibold">L’apostille</h3>
            <p className="mt-3 leading-relaxed text-muted">
              Pour les pays parties à la convention de La Haye du 5 octobre 1961, un seul cachet, l’apostille, suffit à
              rendre le document valable. Autrefois délivrée par la cour d’appel, elle relève depuis 2025 des notaires
              habilités.
            </p>
          </div>
          <div className="card">
            <p className="eyebrow">Chaîne complète</p>
            <h3 className="mt-2 text-xl font-semibold">La légalisation</h3>
            <p className="mt-3 leading-relaxed text-muted">
              Pour les autres pays, le document passe par les quatre étapes décrites plus haut, jusqu’à l’ambassade du
              pays de destination. Certains accords entre États dispensent au contraire de toute formalité.
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-col gap-5 rounded-2xl bg-accent-soft p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-surface text-accent">
              <Plane className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">Vous partez aux Émirats arabes unis ?</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink">
                Visa de travail, résidence familiale, société : la procédure comporte une étape de plus, sur place.
              </p>
            </div>
          </div>
          <Link to="/Emirats" className="btn-secondary shrink-0">
            Voir la procédure pour les Émirats
          </Link>
        </div>
      </Section>

      <CtaBand
        title="Un document à faire légaliser ?"
        text={
          <p>
            Envoyez-nous votre document et le pays de destination : nous vous répondons avec un devis détaillé, étape
            par étape.
          </p>
        }
        primary={{ to: '/devis', label: 'Demander un devis' }}
        secondary={{ to: '/services', label: 'Commander une traduction' }}
      />
    </>
  );
}
