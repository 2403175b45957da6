import type { Lang } from './messages/languages';

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const WHOLE_EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** 123450 → "1 234,50 €" (French grouping and decimal comma); whole amounts drop ",00". */
export function formatEuros(cents: number): string {
  return cents % 100 === 0 ? WHOLE_EUROS.format(cents / 100) : EUROS.format(cents / 100);
}

const ARABIC_EUROS = new Intl.NumberFormat('ar', {
  style: 'currency',
  currency: 'EUR',
  numberingSystem: 'latn',
  minimumFractionDigits: 2,
});
const ARABIC_WHOLE_EUROS = new Intl.NumberFormat('ar', {
  style: 'currency',
  currency: 'EUR',
  numberingSystem: 'latn',
  maximumFractionDigits: 0,
});

/** « 30 € » in French, « ‏30 € » (Latin digits, Intl's Arabic pattern) in Arabic; whole amounts drop the cents. */
export function eurosIn(lang: Lang, cents: number): string {
  if (lang === 'fr') return formatEuros(cents);
  return (cents % 100 === 0 ? ARABIC_WHOLE_EUROS : ARABIC_EUROS).format(cents / 100);
}

/** The spec's client works in euros; storage and arithmetic stay in integer cents. */
export const centsToEuros = (cents: number): number => cents / 100;
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

/**
 * What an admin types as an amount (« 72,50 », « 72.5 », « 1 234,50 € ») in cents; null when it
 * is not a positive amount with at most two decimals.
 */
export function parseEurosToCents(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '');
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(clean);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}
