import type { PricedOption } from './pricing';

/**
 * The legalisation chain (issue 16). A document bound for a country outside the Apostille
 * convention, such as the United Arab Emirates, needs several steps in a fixed order: the
 * signature legalised at the mairie (or the CCI for commercial papers), then « ministère »,
 * then the destination's embassy. Each step is a catalogue row, priced per document.
 *
 * The order's `legalization` field (the spec's, one value) keeps meaning one step, and may now
 * also name a ready-made package: the packages below are typed rules, their prices and delays
 * always the sum of their steps' catalogue rows, so an admin price change reaches them at once.
 */
export interface LegalizationPackage {
  id: string;
  name: string;
  /** One line saying when it is the right choice. */
  description: string;
  /** Catalogue ids of the steps, in the order they are done. */
  steps: readonly string[];
}

export const LEGALIZATION_PACKAGES: readonly LegalizationPackage[] = [
  {
    id: 'chaine-eau',
    name: 'Émirats arabes unis\u00a0: chaîne complète',
    description:
      'Mairie, ministère puis ambassade des Émirats à Paris\u00a0: le document est prêt pour Dubaï ou Abu Dhabi',
    steps: ['mairie', 'foreignAffairs', 'consulate'],
  },
  {
    id: 'chaine-eau-commerce',
    name: 'Émirats arabes unis, documents commerciaux\u00a0: chaîne complète',
    description: 'Chambre de commerce, ministère puis ambassade des Émirats (Kbis, statuts, factures)',
    steps: ['chamberOfCommerce', 'foreignAffairs', 'consulate'],
  },
  {
    id: 'chaine-ambassade',
    name: 'Autre pays hors apostille\u00a0: chaîne complète',
    description: 'Mairie, ministère puis ambassade du pays de destination (précisez le pays en commentaire)',
    steps: ['mairie', 'foreignAffairs', 'consulate'],
  },
];

/** The value of « Aucune ». */
export const NO_LEGALIZATION = 'none';

type Steps = { legalizationTypes: readonly PricedOption[] };

/** The packages whose every step the catalogue offers (an admin may switch a step off). */
export function availablePackages(catalogue: Steps): LegalizationPackage[] {
  return LEGALIZATION_PACKAGES.filter((p) =>
    p.steps.every((id) => catalogue.legalizationTypes.some((l) => l.id === id && id !== NO_LEGALIZATION)),
  );
}

/**
 * The catalogue steps a `legalization` value stands for, in order: none for « Aucune », one for
 * a step, several for a package; null when the value is neither (unknown, or a package one of
 * whose steps is off).
 */
export function legalizationSteps<T extends PricedOption>(
  catalogue: { legalizationTypes: readonly T[] },
  value: string,
): T[] | null {
  const single = catalogue.legalizationTypes.find((l) => l.id === value);
  if (single) return single.id === NO_LEGALIZATION ? [] : [single];
  const pack = LEGALIZATION_PACKAGES.find((p) => p.id === value);
  if (!pack) return null;
  const steps = pack.steps.map((id) => catalogue.legalizationTypes.find((l) => l.id === id));
  return steps.every((s): s is T => s !== undefined && s.id !== NO_LEGALIZATION) ? steps : null;
}

/** The name an order keeps for its legalisation: the step's, or « package (step → step → step) ». */
export function legalizationName(catalogue: Steps, value: string): string | null {
  const steps = legalizationSteps(catalogue, value);
  if (!steps) return null;
  const pack = LEGALIZATION_PACKAGES.find((p) => p.id === value);
  if (!pack) return catalogue.legalizationTypes.find((l) => l.id === value)!.name;
  return `${pack.name} (${steps.map((s) => s.name).join(' → ')})`;
}

/** A package's price per document: the sum of its steps' catalogue prices. */
export function packagePriceCents(catalogue: Steps, pack: LegalizationPackage): number {
  return (legalizationSteps(catalogue, pack.id) ?? []).reduce((sum, s) => sum + s.priceCents, 0);
}

/** A package's added working days: the sum of its steps' delays (done one after the other). */
export function packageDays(catalogue: Steps, pack: LegalizationPackage): number {
  return (legalizationSteps(catalogue, pack.id) ?? []).reduce((sum, s) => sum + (s.turnaroundDays ?? 0), 0);
}
