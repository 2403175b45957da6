import { z } from 'zod';
import { HOME_COUNTRY, isCountryCode } from './countries';
import { ref } from './messages';
import { stripMarkup } from './order-rules';

/**
 * A postal address as people type it and as the order keeps it (shipping, billing): the same
 * rules in the browser and the API. Postal codes are checked for the destinations this clientele
 * writes to most; elsewhere they are free text, and optional where the country has none.
 */
export const ADDRESS_LIMITS = { line: 120, postalCode: 12, city: 80 } as const;

interface PostalRule {
  pattern: RegExp;
  /** Shown in the message when the code does not match. */
  example: string;
}

const digits = (n: number, example: string): PostalRule => ({ pattern: new RegExp(`^\\d{${n}}$`), example });

/** Codes as written after trimming and upper-casing (spaces inside kept where the country uses one). */
const POSTAL_RULES: Record<string, PostalRule> = {
  FR: digits(5, '21000'),
  MC: digits(5, '98000'),
  BE: digits(4, '1000'),
  CH: digits(4, '1201'),
  LU: digits(4, '1009'),
  TN: digits(4, '1000'),
  AT: digits(4, '1010'),
  DK: digits(4, '1050'),
  DE: digits(5, '10115'),
  ES: digits(5, '28001'),
  IT: digits(5, '00184'),
  MA: digits(5, '10000'),
  DZ: digits(5, '16000'),
  EG: digits(5, '11511'),
  SA: digits(5, '11564'),
  TR: digits(5, '34000'),
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '114 55' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, example: '1012 AB' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, example: 'SW1A 1AA' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, example: 'H2X 1Y4' },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '10001' },
};

/** Countries whose addresses carry no postal code (the field is then optional). */
const NO_POSTAL_CODE = new Set(
  (
    'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK HM IE KI KM KN KP LY ' +
    'MO ML MR MW NR NU QA RW SB SC SL SO SR SS ST SY TD TF TG TK TL TO TT TV UG VU YE ZW'
  ).split(' '),
);

/** Whether an address in `country` must have a postal code. */
export const needsPostalCode = (country: string): boolean => !NO_POSTAL_CODE.has(country);

/** The form's hint: the rule's example for known countries. */
export const postalCodeExample = (country: string): string | undefined => POSTAL_RULES[country]?.example;

/** « 21 000 » → « 21000 », « sw1a 1aa » → « SW1A 1AA »: trimmed, upper case, one space at most. */
export function normalisePostalCode(code: string, country: string): string {
  const upper = code.trim().toUpperCase().replace(/\s+/g, ' ');
  const rule = POSTAL_RULES[country];
  // Digit-only codes are often typed with a space (« 21 000 »): drop it when the rule has none.
  if (rule && !rule.pattern.test(upper) && rule.pattern.test(upper.replace(/ /g, ''))) return upper.replace(/ /g, '');
  return upper;
}

/** The message reference for a postal code that breaks `country`'s rule; null when it is fine. */
function postalCodeIssue(code: string, country: string): string | null {
  if (code === '') return needsPostalCode(country) ? ref('address.postalCodeRequired') : null;
  if (code.length > ADDRESS_LIMITS.postalCode)
    return ref('address.postalCodeTooLong', { count: ADDRESS_LIMITS.postalCode });
  const rule = POSTAL_RULES[country];
  if (!rule || rule.pattern.test(code)) return null;
  if (country === HOME_COUNTRY) return ref('address.postalCodeFr');
  return ref('address.postalCodeInvalid', { example: rule.example });
}

/** Typed text: markup and control characters removed, runs of spaces made one. */
const typed = (text: string) => stripMarkup(text).replace(/\s+/g, ' ');

const line = (required: 'address.line1Required' | null) =>
  z
    .string(ref(required ?? 'form.invalidValue'))
    .transform(typed)
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, ref(required ?? 'form.invalidValue'))
        .max(ADDRESS_LIMITS.line, ref('address.lineTooLong', { max: ADDRESS_LIMITS.line })),
    );

export const postalAddressSchema = z
  .object({
    line1: line('address.line1Required'),
    /** « Complément d’adresse »: building, floor, c/o… */
    line2: line(null).optional().default(''),
    postalCode: z
      .string(ref('address.postalCodeRequired'))
      .max(40, ref('address.postalCodeTooLong', { count: ADDRESS_LIMITS.postalCode })),
    city: z
      .string(ref('address.cityRequired'))
      .transform(typed)
      .pipe(
        z
          .string()
          .min(1, ref('address.cityRequired'))
          .max(ADDRESS_LIMITS.city, ref('address.cityTooLong', { max: ADDRESS_LIMITS.city })),
      ),
    country: z
      .string(ref('address.countryInvalid'))
      .trim()
      .toUpperCase()
      .refine(isCountryCode, ref('address.countryInvalid')),
  })
  .transform((a) => ({ ...a, postalCode: normalisePostalCode(a.postalCode, a.country) }))
  .superRefine((a, ctx) => {
    const issue = postalCodeIssue(a.postalCode, a.country);
    if (issue) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: issue });
  });

/** An address as the order keeps it (orders.shipping_address, the billing identity's). */
export type PostalAddress = z.output<typeof postalAddressSchema>;
/** What a form sends before the schema trims and checks it. */
export type PostalAddressInput = z.input<typeof postalAddressSchema>;
