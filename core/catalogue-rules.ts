import { z } from 'zod';
import { ORDER_DEFAULTS } from './order-rules';

/**
 * Rules of the price list the admin edits (page price, delivery methods,
 * legalisation types), shared by the « Tarifs » page and the server.
 * Prices are typed in euros and stored in cents.
 */

export const CATALOGUE_KINDS = ['page', 'delivery', 'legalization'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
/** The page price is a single fixed row: only options can be added. */
export const ADDABLE_KINDS = ['delivery', 'legalization'] as const;
export type AddableKind = (typeof ADDABLE_KINDS)[number];

export const CATALOGUE_LIMITS = {
  nameMax: 80,
  descriptionMax: 300,
  priceMaxEuros: 10_000,
  /** The order form and the price request accept option ids up to 40 characters. */
  idMax: 40,
} as const;

export const CATALOGUE_MESSAGES = {
  bodyRequired: 'Indiquez le nom, le prix et l’état de l’option.',
  nameRequired: 'Le nom est requis.',
  nameTooLong: `Le nom ne peut pas dépasser ${CATALOGUE_LIMITS.nameMax} caractères.`,
  nameTaken: 'Une autre option de cette liste porte déjà ce nom.',
  descriptionTooLong: `La description ne peut pas dépasser ${CATALOGUE_LIMITS.descriptionMax} caractères.`,
  priceInvalid: 'Indiquez un prix en euros, par exemple 12,50.',
  priceRange: 'Le prix doit être compris entre 0 et 10 000 €.',
  priceDecimals: 'Le prix ne peut pas avoir plus de deux décimales.',
  activeInvalid: 'Indiquez si l’option est active.',
  kindInvalid: 'Type de tarif inconnu.',
  notAddable: 'Seuls des modes de livraison et des types de légalisation peuvent être ajoutés.',
  notFound: 'Tarif introuvable.',
  pageAlwaysActive: 'Le prix à la page ne peut pas être désactivé.',
  defaultDeliveryActive: 'Ce mode de livraison est le choix par défaut du formulaire de commande : il ne peut pas être désactivé.',
  defaultLegalizationActive: '« Sans légalisation » est le choix par défaut du formulaire de commande : il ne peut pas être désactivé.',
  lastDelivery: 'Au moins un mode de livraison doit rester actif.',
  saved: 'Tarif enregistré.',
  added: 'Option ajoutée.',
} as const;

export const CATALOGUE_KIND_LABELS: Record<CatalogueKind, string> = {
  page: 'Prix à la page',
  delivery: 'Modes de livraison',
  legalization: 'Légalisations',
};

/** Whole cents only: 12.5 and 12.50 pass, 12.505 does not. */
const hasAtMostTwoDecimals = (euros: number): boolean => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

export const cataloguePriceSchema = z
  .number({ message: CATALOGUE_MESSAGES.priceInvalid })
  .min(0, CATALOGUE_MESSAGES.priceRange)
  .max(CATALOGUE_LIMITS.priceMaxEuros, CATALOGUE_MESSAGES.priceRange)
  .refine(hasAtMostTwoDecimals, CATALOGUE_MESSAGES.priceDecimals);

const nameSchema = z
  .string({ message: CATALOGUE_MESSAGES.nameRequired })
  .trim()
  .min(1, CATALOGUE_MESSAGES.nameRequired)
  .max(CATALOGUE_LIMITS.nameMax, CATALOGUE_MESSAGES.nameTooLong);

const descriptionSchema = z
  .string({ message: CATALOGUE_MESSAGES.descriptionTooLong })
  .trim()
  .max(CATALOGUE_LIMITS.descriptionMax, CATALOGUE_MESSAGES.descriptionTooLong);

/** Body of PUT /api/admin/catalogue/:kind/:id and POST /api/admin/catalogue/:kind (price in euros). */
export const catalogueItemSchema = z.object(
  {
    name: nameSchema,
    description: descriptionSchema.default(''),
    price: cataloguePriceSchema,
    active: z.boolean({ message: CATALOGUE_MESSAGES.activeInvalid }).default(true),
  },
  { message: CATALOGUE_MESSAGES.bodyRequired },
);
export type CatalogueItemInput = z.input<typeof catalogueItemSchema>;
export type CatalogueItem = z.output<typeof catalogueItemSchema>;

/**
 * A price as typed in France: « 12,50 », « 12.5 », « 1 000 », « 15 € ».
 * Anything else is NaN, which the price rule reports as invalid.
 */
export function parseEuroInput(value: string): number {
  const compact = value.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(compact)) return Number.NaN;
  return Number(compact);
}

/** « 12,50 » for a price input (always two decimals, comma). */
export function formatEuroInput(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** The row form of the « Tarifs » page: the price is the text typed, checked by the same rule. */
export const catalogueFormSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  price: z.string().transform(parseEuroInput).pipe(cataloguePriceSchema),
  active: z.boolean(),
});
export type CatalogueFormInput = z.input<typeof catalogueFormSchema>;
export type CatalogueFormOutput = z.output<typeof catalogueFormSchema>;

/**
 * Rows the order form cannot do without: the page price, and the options it
 * selects before the visitor chooses anything (spec section 4 defaults).
 */
export function deactivationRefusal(kind: CatalogueKind, id: string): string | null {
  if (kind === 'page') return CATALOGUE_MESSAGES.pageAlwaysActive;
  if (kind === 'delivery' && id === ORDER_DEFAULTS.deliveryMethod) return CATALOGUE_MESSAGES.defaultDeliveryActive;
  if (kind === 'legalization' && id === ORDER_DEFAULTS.legalization) return CATALOGUE_MESSAGES.defaultLegalizationActive;
  return null;
}

/**
 * The id of a new option, from its name: lower case, accents removed, other
 * characters as hyphens (« Lettre suivie éco » → « lettre-suivie-eco »).
 */
export function catalogueIdFromName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATALOGUE_LIMITS.idMax - 3)
    .replace(/-+$/g, '');
  return slug || 'option';
}

/** The first of `base`, `base-2`, `base-3`… not in `taken`. */
export function uniqueCatalogueId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
