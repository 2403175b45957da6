import { parisDateTime, toDayNumber, type CalendarDate } from '../../core/calendar-date';
import { t as message } from '../../core/messages';
import type { CreditNoteData, InvoiceData } from './content';

/** The invoice's page, columns, colours, and how it writes amounts and dates (./pdf.ts and its parts). */

const AMOUNT = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
/** 3000 → « 30,00 € »: an invoice always shows the cents. */
export const euros = (cents: number) => AMOUNT.format(cents / 100);

/** 2026-11-23 → « 23/11/2026 ». */
export function frenchDate(date: CalendarDate): string {
  toDayNumber(date); // throws on a malformed date
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
export const dayOf = (iso: string) => frenchDate(parisDateTime(new Date(iso)).date);

export const INK = '#1f2937';
export const MUTED = '#4b5563';
export const LINE = '#d1d5db';
export const ACCENT = '#1e3a8a';

export const PAGE = { width: 595.28, height: 841.89, margin: 50 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Columns of the lines table: description, quantity, unit price, amount. */
export const COLS = { label: 190, qty: 45, unit: 90, amount: 90 } as const;
export const COL_X = {
  label: PAGE.margin,
  qty: PAGE.margin + CONTENT_WIDTH - COLS.amount - COLS.unit - COLS.qty,
  unit: PAGE.margin + CONTENT_WIDTH - COLS.amount - COLS.unit,
  amount: PAGE.margin + CONTENT_WIDTH - COLS.amount,
};
export const LABEL_WIDTH = COL_X.qty - COL_X.label - 12;
/** The VAT mention in Arabic, under the French one. */
export const VAT_ARABIC = { size: 9 };
/** The payment lines in Arabic, as large as the French ones. */
export const PAYMENT_ARABIC = { size: 9.5 };

/** What every part of an invoice's drawing needs. */
export interface InvoiceDrawing {
  doc: PDFKit.PDFDocument;
  data: InvoiceData | CreditNoteData;
  /** The credit note, when the document is one. */
  credit: CreditNoteData | null;
  /** An Arabic order's document: Arabic under the French (decision 033); a French one is drawn as it always was. */
  arabic: InvoiceData['arabic'] | null;
}

/** A text of the `invoicePdf` catalogue domain, in Arabic. */
export const ar = (id: Parameters<typeof message>[1], vars?: Record<string, string>): string =>
  (message as (lang: 'ar', id: string, vars?: Record<string, string>) => string)('ar', id, vars);
