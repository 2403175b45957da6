import { parisDateTime } from './calendar-date';

/**
 * Numbers of accounting documents: one unbroken sequence per series and calendar year (Paris
 * time), six digits, e.g. `F-2026-000123`. `F` is the invoices' series (factures); credit notes
 * (avoirs) will take `A` with a sequence of their own (decision 024).
 */
export type DocumentSeries = 'F' | 'A';

/** An invoice number as printed (no other series accepted). */
export const INVOICE_NUMBER = /^F-\d{4}-\d{6}$/;

/** `F`, 2026, 123 → `F-2026-000123`. A year past 999 999 documents is refused rather than printed wider. */
export function formatDocumentNumber(series: DocumentSeries, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`année invalide : ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError(`numéro hors séquence : ${sequence}`);
  return `${series}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year whose sequence an instant belongs to: the calendar year in Paris (31 December 23:30 UTC is already next year). */
export function documentYear(instant: Date): number {
  return Number(parisDateTime(instant).date.slice(0, 4));
}
