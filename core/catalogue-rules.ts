import { z } from 'zod';
import { DELIVERY_LIMITS } from './delivery-date';
import { postalLegSchema, workingDaysSchema } from './delivery-settings';
import { msg, ref, tr } from './messages';
import { ORDER_DEFAULTS } from './order-rules';

/**
 * Rules of the price list the admin edits (page price, delivery methods,
 * legalisation types, the « Urgent » supplement), shared by the « Tarifs » page
 * and the server. Prices are typed in euros and stored in cents; delays in
 * working days (decision 028).
 */

export const CATALOGUE_KINDS = ['page', 'delivery', 'legalization', 'urgent'] as const;
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

/** The delivery method handing the paper original over at the office (its address: core/business.ts). */
export const PICKUP_DELIVERY_ID = 'pickup';

/** Kinds whose rows take working days (all but the page price). */
export const timedKind = (kind: CatalogueKind): boolean => kind !== 'page';
/** Only delivery methods travel by post. */
export const postalKind = (kind: CatalogueKind): boolean => kind === 'delivery';

/** Whole cents only: 12.5 and 12.50 pass, 12.505 does not. */
const hasAtMostTwoDecimals = (euros: number): boolean => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

const cataloguePriceSchema = z
  .number(msg('adminCatalogue.priceInvalid'))
  .min(0, msg('adminCatalogue.priceRange'))
  .max(CATALOGUE_LIMITS.priceMaxEuros, msg('adminCatalogue.priceRange'))
  .refine(hasAtMostTwoDecimals, msg('adminCatalogue.priceDecimals'));

const nameSchema = z
  .string(msg('form.nameRequired'))
  .trim()
  .min(1, msg('form.nameRequired'))
  .max(CATALOGUE_LIMITS.nameMax, msg('form.nameTooLong', { max: CATALOGUE_LIMITS.nameMax }));

const descriptionSchema = z
  .string(msg('adminCatalogue.descriptionTooLong', { max: CATALOGUE_LIMITS.descriptionMax }))
  .trim()
  .max(
    CATALOGUE_LIMITS.descriptionMax,
    msg('adminCatalogue.descriptionTooLong', { max: CATALOGUE_LIMITS.descriptionMax }),
  );

/**
 * Body of PUT /api/admin/catalogue/:kind/:id and POST /api/admin/catalogue/:kind (price in euros).
 * The delays are optional there (older clients send none: the stored ones stay); null clears
 * the postal leg (e-mail, pickup).
 */
export const catalogueItemSchema = z.object(
  {
    name: nameSchema,
    description: descriptionSchema.default(''),
    price: cataloguePriceSchema,
    active: z.boolean(msg('adminCatalogue.activeInvalid')).default(true),
    turnaroundDays: workingDaysSchema.optional(),
    postal: postalLegSchema.nullable().optional(),
  },
  msg('adminCatalogue.bodyRequired'),
);
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

/** A whole number as typed (« 2 », « 10 »); anything else is NaN, which the days rule reports. */
const parseDays = (value: string): number => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

/**
 * The row form of the « Tarifs » page: the price and delays are the text typed, checked by the
 * same rules. Delays are sent only for the kinds that have them (`timed`, `postal` below); two
 * empty postal fields mean no postal leg.
 */
export function catalogueFormSchema(kind: CatalogueKind) {
  return z
    .object({
      name: nameSchema,
      description: descriptionSchema,
      price: z.string().transform(parseEuroInput).pipe(cataloguePriceSchema),
      active: z.boolean(),
      turnaround: z.string(),
      postalMin: z.string(),
      postalMax: z.string(),
    })
    .superRefine((v, ctx) => {
      if (timedKind(kind) && !workingDaysSchema.safeParse(parseDays(v.turnaround)).success)
        ctx.addIssue({
          code: 'custom',
          path: ['turnaround'],
          message: ref('adminDelivery.days', { max: DELIVERY_LIMITS.maxDays }),
        });
      if (!postalKind(kind) || (v.postalMin.trim() === '' && v.postalMax.trim() === '')) return;
      for (const field of ['postalMin', 'postalMax'] as const) {
        if (!workingDaysSchema.safeParse(parseDays(v[field])).success)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: ref('adminDelivery.days', { max: DELIVERY_LIMITS.maxDays }),
          });
      }
      if (parseDays(v.postalMax) < parseDays(v.postalMin))
        ctx.addIssue({ code: 'custom', path: ['postalMax'], message: ref('adminDelivery.postalOrder') });
    })
    .transform(({ turnaround, postalMin, postalMax, ...rest }) => ({
      ...rest,
      ...(timedKind(kind) ? { turnaroundDays: parseDays(turnaround) } : {}),
      ...(postalKind(kind)
        ? {
            postal:
              postalMin.trim() === '' && postalMax.trim() === ''
                ? null
                : { minDays: parseDays(postalMin), maxDays: parseDays(postalMax) },
          }
        : {}),
    }));
}
export type CatalogueFormInput = z.input<ReturnType<typeof catalogueFormSchema>>;
export type CatalogueFormOutput = z.output<ReturnType<typeof catalogueFormSchema>>;

/**
 * Rows the order form cannot do without: the page price, and the options it
 * selects before the visitor chooses anything (spec section 4 defaults).
 */
export function deactivationRefusal(kind: CatalogueKind, id: string): string | null {
  if (kind === 'page') return tr('adminCatalogue.pageAlwaysActive');
  if (kind === 'delivery' && id === ORDER_DEFAULTS.deliveryMethod) return tr('adminCatalogue.defaultDeliveryActive');
  if (kind === 'legalization' && id === ORDER_DEFAULTS.legalization)
    return tr('adminCatalogue.defaultLegalizationActive');
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
