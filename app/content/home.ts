import { countToShow } from '../../core/trust-rules';

/**
 * Static copy of the home page (spec section 2, Home). French typography:
 * a non-breaking space (U+00A0) before colons and percent signs, and inside figures.
 */

export interface ServiceGroup {
  title: string;
  intro: string;
  items: string[];
}

export const SERVICE_GROUPS: ServiceGroup[] = [
  {
    title: 'Documents juridiques et administratifs',
    intro:
      'Pour vos démarches en préfecture, en mairie, au tribunal, à l’ANTS, à la CAF, à l’université ou au consulat.',
    items: [
      'Actes d’état civil : naissance, mariage, décès, livret de famille',
      'Jugements de divorce et autres décisions de justice',
      'Casiers judiciaires',
      'Permis de conduire',
      'Diplômes et relevés de notes',
      'Actes notariés et procurations',
      'Cartes d’identité et passeports',
      'Certificats de travail, attestations et documents médicaux',
    ],
  },
  {
    title: 'Documents commerciaux',
    intro: 'Pour vos partenaires, vos banques et vos marchés au Maghreb, au Proche-Orient et dans les pays du Golfe.',
    items: [
      'Extraits Kbis et registres du commerce',
      'Statuts et procès-verbaux d’assemblée',
      'Contrats commerciaux et contrats de travail',
      'Factures, devis et bons de commande',
      'Bilans et documents comptables',
      'Appels d’offres et cahiers des charges',
    ],
  },
];

export interface Step {
  title: string;
  text: string;
}

/** Exactly three steps (spec). */
export const STEPS: Step[] = [
  {
    title: 'Envoyez vos documents et recevez un devis',
    text: 'Un scan ou une photo bien lisible suffit (PDF, JPEG ou PNG). Vous recevez un devis précis, gratuit et sans engagement.',
  },
  {
    title: 'Validation, traduction et relecture',
    text: 'Dès la validation du devis et le paiement sécurisé, le document est traduit intégralement puis relu ligne à ligne : noms, dates et numéros sont vérifiés.',
  },
  {
    title: 'Livraison sécurisée et légalisation si nécessaire',
    text: 'La traduction certifiée vous parvient en PDF, puis l’original signé et tamponné par courrier. Si votre démarche l’exige, nous nous chargeons de la légalisation.',
  },
];

export interface KeyFigure {
  value: string;
  label: string;
}

/**
 * The banner's figures: only what the business configuration can vouch for (decision 031). The
 * delay is the catalogue's fastest turnaround (decision 028), the years and the oath come from
 * core/business.ts; the count of documents translated shows only once she has set a real one.
 */
export function keyFigures(
  turnaroundDays: number,
  business: { foundedYear: number; oathYear: number; documentsTranslated: number | null },
  now = new Date(),
): KeyFigure[] {
  const delay: KeyFigure =
    turnaroundDays <= 0
      ? { value: 'Jour même', label: 'pour traduire et envoyer' }
      : turnaroundDays <= 2
        ? { value: `${turnaroundDays * 24}\u00a0h`, label: 'ouvrées pour traduire et envoyer' }
        : { value: `${turnaroundDays}\u00a0jours`, label: 'ouvrés pour traduire et envoyer' };
  const years = now.getUTCFullYear() - business.foundedYear;
  const documents = countToShow(business.documentsTranslated);
  return [
    { value: `${years}\u00a0ans`, label: 'd’expérience en traduction juridique' },
    documents
      ? { value: documents.toLocaleString('fr-FR'), label: 'documents traduits et certifiés' }
      : { value: '2', label: 'langues maternelles\u00a0: l’arabe et le français' },
    delay,
    { value: String(business.oathYear), label: 'serment prêté devant la cour d’appel' },
  ];
}
