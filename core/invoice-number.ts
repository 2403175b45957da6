import { parisDateTime } from './calendar-date';

/**
 * Numbers of accounting documents: one unbroken sequence per series and calendar year (Paris
 * time), six digits, e.g. `F-2026-000123`. `F` is the invoices' series (factures); credit notes
 * (avoirs) take `A` with a sequence of their own (decisions 024 and 029).
 */
export type DocumentSeries = 'F' | 'A';

/** An invoice or credit-note number as printed. */
export const DOCUMENT_NUMBER = /^[FA]-\d{4}-\d{6}$/;

/** The downloaded file's name: `facture-F-2026-000123.pdf`, `avoir-A-2026-000007.pdf`. */
export const documentFileName = (number: string): string =>
  `${number.startsWith('A-') ? 'avoir' : 'facture'}-${number}.pdf`;

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
