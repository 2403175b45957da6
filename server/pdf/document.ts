import type PDFDocument from 'pdfkit';
import { lazyRequire } from '../lazy-require';

/**
 * pdfkit, with fontkit and its WOFF2 decoder, is loaded at the first PDF rather than at start:
 * it was the heaviest package of a start (about 150 ms, a megabyte of CommonJS), and the first
 * page of the site never needs it (issue 15).
 */
const pdfkit = lazyRequire<typeof PDFDocument>('pdfkit');

/** A new pdfkit document (invoices, credit notes, quotes). */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const Document = pdfkit();
  return new Document(options);
}
