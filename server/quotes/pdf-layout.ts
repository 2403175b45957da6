import { t as message } from '../../core/messages';
import type { ClientQuoteView } from '../../core/quote-views';

/** The quote's page, columns and colours, and what its parts share (./pdf.ts). */

export const INK = '#1f2937';
export const MUTED = '#4b5563';
const LINE = '#d1d5db';
export const ACCENT = '#1e3a8a';
export const MARGIN = 50;
export const PAGE_HEIGHT = 841.89;
export const WIDTH = 595.28 - 2 * MARGIN;
export const COL = { qty: MARGIN + WIDTH - 225, unit: MARGIN + WIDTH - 180, amount: MARGIN + WIDTH - 90 };

/** What every part of a quote's drawing needs. */
export interface QuoteDrawing {
  doc: PDFKit.PDFDocument;
  q: ClientQuoteView;
  /** A request made in Arabic: Arabic under or beside the French (decision 033). */
  arabic: boolean;
}

/** A text of the `invoicePdf` catalogue domain, in Arabic. */
export const ar = (id: Parameters<typeof message>[1], vars?: Record<string, string>): string =>
  (message as (lang: 'ar', id: string, vars?: Record<string, string>) => string)('ar', id, vars);

/** 2026-12-24 → « 24/12/2026 ». */
export const day = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A thin rule across the page at `at`: under each line, above the Arabic notes. */
export const rule = (doc: PDFKit.PDFDocument, at: number): PDFKit.PDFDocument =>
  doc
    .moveTo(MARGIN, at)
    .lineTo(MARGIN + WIDTH, at)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
