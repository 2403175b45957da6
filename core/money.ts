const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const WHOLE_EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** 123450 → "1 234,50 €" (French grouping and decimal comma); whole amounts drop ",00". */
export function formatEuros(cents: number): string {
  return cents % 100 === 0 ? WHOLE_EUROS.format(cents / 100) : EUROS.format(cents / 100);
}

/** The spec's client works in euros; storage and arithmetic stay in integer cents. */
export const centsToEuros = (cents: number): number => cents / 100;
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
