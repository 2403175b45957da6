import { availablePackages, NO_LEGALIZATION } from './legalization-chain';
import type { PricedOption } from './pricing';

/**
 * « Pour quelle démarche ? » (issue 16): the first question of the order form. The answer
 * presets the delivery and the legalisation that such a procedure usually needs, with one line
 * saying why; the visitor can still change everything. It is stored with the order so that the
 * translator knows what the translation is for.
 *
 * Most French administrations want the signed and stamped paper original (CGU), so every
 * procedure in France presets a posted original; online applications for studies take a file.
 */
export const PURPOSE_IDS = ['prefecture', 'naturalisation', 'etat-civil', 'etudes', 'etranger', 'autre'] as const;
export type Purpose = (typeof PURPOSE_IDS)[number];

interface PurposeRule {
  label: string;
  /** Delivery method to preset (catalogue id); absent: leave the visitor's choice. */
  delivery?: string;
  /** Legalisation to preset: a step or a package id (core/legalization-chain). */
  legalization?: string;
  /** Why, in one line under the question. */
  reason: string;
}

export const PURPOSES: Record<Purpose, PurposeRule> = {
  prefecture: {
    label: 'Préfecture / titre de séjour',
    delivery: 'standard',
    legalization: NO_LEGALIZATION,
    reason:
      'La préfecture demande l’original papier signé et tamponné\u00a0: envoi en lettre suivie, sans légalisation (inutile en France).',
  },
  naturalisation: {
    label: 'Naturalisation',
    delivery: 'standard',
    legalization: NO_LEGALIZATION,
    reason:
      'Le dossier de naturalisation exige l’original papier de chaque traduction\u00a0: envoi en lettre suivie, sans légalisation.',
  },
  'etat-civil': {
    label: 'Mariage / état civil',
    delivery: 'standard',
    legalization: NO_LEGALIZATION,
    reason: 'La mairie et l’état civil demandent l’original papier de la traduction\u00a0: envoi en lettre suivie.',
  },
  etudes: {
    label: 'Études',
    delivery: 'email',
    legalization: NO_LEGALIZATION,
    reason:
      'Les candidatures en ligne (Parcoursup, Campus France, universités) demandent un fichier\u00a0: le PDF signé suffit le plus souvent. Vérifiez auprès de l’établissement.',
  },
  etranger: {
    label: 'Émirats / étranger',
    delivery: 'priority',
    legalization: 'chaine-eau',
    reason:
      'Hors de France, la traduction doit être légalisée\u00a0: mairie, ministère, puis ambassade du pays. Choisissez la chaîne de votre pays ci-dessous\u202f; l’original vous est remis contre signature.',
  },
  autre: {
    label: 'Autre démarche',
    reason: 'Choisissez la livraison et la légalisation que demande l’organisme\u202f; en cas de doute, écrivez-nous.',
  },
};

export const purposeLabel = (purpose: string | null | undefined): string | null =>
  purpose && purpose in PURPOSES ? PURPOSES[purpose as Purpose].label : null;

/**
 * The values a purpose presets, kept only where the catalogue offers them (an admin may have
 * switched a method off): never a preset the order form could not price.
 */
export function purposePreset(
  catalogue: { deliveryMethods: readonly PricedOption[]; legalizationTypes: readonly PricedOption[] },
  purpose: Purpose,
): { deliveryMethod?: string; legalization?: string } {
  const rule = PURPOSES[purpose];
  const preset: { deliveryMethod?: string; legalization?: string } = {};
  if (rule.delivery && catalogue.deliveryMethods.some((d) => d.id === rule.delivery))
    preset.deliveryMethod = rule.delivery;
  const legalization = rule.legalization;
  if (
    legalization &&
    (catalogue.legalizationTypes.some((l) => l.id === legalization) ||
      availablePackages(catalogue).some((p) => p.id === legalization))
  )
    preset.legalization = legalization;
  return preset;
}
