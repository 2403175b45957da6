import { parisDateTime } from '../../core/calendar-date';

/**
 * CSV for French spreadsheets (the accountant's factures.csv, the receipts ledger): UTF-8 with a
 * BOM, « ; » between fields, decimal commas, CRLF — what Excel and LibreOffice open as is, accents
 * and amounts right, with no import dialog.
 */

/** A field, quoted when it holds the separator, a quote or a line break. */
const field = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** -1550 → « -15,50 ». */
export const csvAmount = (cents: number) =>
  (cents < 0 ? '-' : '') + (Math.abs(cents) / 100).toFixed(2).replace('.', ',');

/** The Paris day of an instant, « 23/11/2026 ». */
export const csvDay = (d: Date) => {
  const date = parisDateTime(d).date;
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
};

export const frenchCsv = (lines: string[][]) => `\ufeff${lines.map((l) => l.map(field).join(';')).join('\r\n')}\r\n`;
