/**
 * French company identifiers and intra-EU VAT numbers, checked as far as their own arithmetic
 * allows (no register is queried: a number that passes may still belong to nobody).
 *
 * - SIREN: 9 digits, Luhn check digit.
 * - SIRET: SIREN + 5-digit establishment number, Luhn over the 14 digits, except La Poste
 *   (SIREN 356 000 000), whose thousands of establishments are numbered so that the digits'
 *   sum is a multiple of 5 instead (INSEE's documented exception; its head office passes Luhn).
 * - FR VAT number: « FR » + 2-character key + SIREN; a numeric key is (12 + 3 × (SIREN mod 97))
 *   mod 97. Other EU numbers: their published format only (each country has its own checksum).
 */

/** Spaces, dots and hyphens people type between groups removed; letters upper-cased. */
const compactId = (value: string): string => value.replace(/[\s.\-\u00a0\u202f]/g, '').toUpperCase();

/** Luhn's check over a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const LA_POSTE_SIREN = '356000000';

export function isSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && luhnValid(value);
}

export function isSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  if (luhnValid(value)) return true;
  return value.startsWith(LA_POSTE_SIREN) && [...value].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
}

/** What a « SIREN ou SIRET » field holds once read. */
export type CompanyIdCheck =
  { ok: true; siren: string; siret: string | null } | { ok: false; reason: 'length' | 'siren' | 'siret' };

/** Reads a typed SIREN (9 digits) or SIRET (14), spaces allowed. */
export function readCompanyId(value: string): CompanyIdCheck {
  const id = compactId(value);
  if (/^\d{9}$/.test(id)) return isSiren(id) ? { ok: true, siren: id, siret: null } : { ok: false, reason: 'siren' };
  if (/^\d{14}$/.test(id)) {
    // The SIRET's own check covers La Poste; its first nine digits must be a SIREN too (they are, for La Poste).
    return isSiret(id) && isSiren(id.slice(0, 9))
      ? { ok: true, siren: id.slice(0, 9), siret: id }
      : { ok: false, reason: 'siret' };
  }
  return { ok: false, reason: 'length' };
}

/** The numeric key of a French VAT number for `siren`, two digits. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, '0');
}

/** The French VAT number of a SIREN: « FR » + key + SIREN. */
export const frenchVatNumber = (siren: string): string => `FR${frenchVatKey(siren)}${siren}`;

/** Each EU member's VAT number after its prefix (Greece writes EL; XI: Northern Ireland). */
const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export type VatCheck = { ok: true; value: string } | { ok: false; reason: 'format' | 'key' };

/**
 * Reads a typed intra-EU VAT number. French ones: a numeric key must match the SIREN, which
 * must itself pass Luhn (alphabetic keys, given to a few bodies, are checked for format only).
 */
export function readVatNumber(value: string): VatCheck {
  const vat = compactId(value);
  const format = EU_VAT_FORMATS[vat.slice(0, 2)];
  if (!format || !format.test(vat.slice(2))) return { ok: false, reason: 'format' };
  if (vat.startsWith('FR')) {
    const key = vat.slice(2, 4);
    const siren = vat.slice(4);
    if (/^\d{2}$/.test(key) && (key !== frenchVatKey(siren) || !isSiren(siren))) return { ok: false, reason: 'key' };
  }
  return { ok: true, value: vat };
}

/** « 356 000 000 » / « 356 000 000 00048 »: the usual grouping, for print. */
export function formatCompanyId(id: string): string {
  return id.length === 14
    ? `${id.slice(0, 3)} ${id.slice(3, 6)} ${id.slice(6, 9)} ${id.slice(9)}`
    : id.replace(/(\d{3})(?=\d)/g, '$1 ');
}
