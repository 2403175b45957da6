import { parisDateTime } from '../../core/calendar-date';

/**
 * CSV for French spreadsheets (the accountant's factures.csv, the receipts ledger): UTF-8 with a
 * BOM, « ; » between fields, decimal commas, CRLF — what Excel and LibreOffice open as is, accents
 * and amounts right, with no import dialog. Every CSV the site exports goes through `frenchCsv`,
 * so every cell goes through `csvField`.
 */

/** What a spreadsheet reads as the start of a formula (OWASP « CSV injection »). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number we wrote ourselves (« -72,50 », « 3 »): its minus sign is an amount's, not a formula. */
const PLAIN_NUMBER = /^-?\d+(?:,\d+)?$/;

/**
 * One cell. A value someone typed (an e-mail such as `=cmd|' /C calc'!A0@x`, a buyer's name
 * « +33… » or « @SUM(…) ») must reach the accountant's spreadsheet as text, never as a formula:
 * a cell beginning with = + - @, a tab or a carriage return gets a leading apostrophe, as OWASP
 * advises, and is quoted; plain numbers keep their sign. A cell holding the separator, a quote or
 * a line break is quoted, its quotes doubled.
 */
export function csvField(value: string): string {
  const neutralised = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value);
  const text = neutralised ? `'${value}` : value;
  return neutralised || /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** -1550 → « -15,50 ». */
export const csvAmount = (cents: number) =>
  (cents < 0 ? '-' : '') + (Math.abs(cents) / 100).toFixed(2).replace('.', ',');

/** The Paris day of an instant, « 23/11/2026 ». */
export const csvDay = (d: Date) => {
  const date = parisDateTime(d).date;
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
};

export const frenchCsv = (lines: string[][]) => `\ufeff${lines.map((l) => l.map(csvField).join(';')).join('\r\n')}\r\n`;
