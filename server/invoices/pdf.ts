import { newPdfDocument } from '../pdf/document';
import { besideLatin, writeArabic } from '../pdf/mixed-text';
import { toWinAnsi } from '../pdf/win-ansi';
import type { CreditNoteData, InvoiceData } from './content';
import { legalFoot } from './pdf-foot';
import { drawBuyerBox } from './pdf-buyer-box';
import { drawInvoiceHeader } from './pdf-header';
import { ar, CONTENT_WIDTH, INK, LINE, MUTED, PAGE } from './pdf-layout';
import { drawBusinessTerms } from './pdf-billed-to';
import { drawLines, drawTotal } from './pdf-lines';
import { drawPayment } from './pdf-payment';

/**
 * The invoice as a PDF, drawn with pdfkit from the frozen content alone (decision 024). The
 * 14 standard PDF fonts need nothing embedded and cover French; they encode WinAnsi only, so
 * text is first brought into it (anything else prints as « ? » rather than as a wrong glyph).
 * An Arabic order's document adds Arabic under or beside the French (title, references, buyer
 * box, headings, lines, total, VAT mention, foot), in an embedded Noto Naskh Arabic
 * (server/pdf/mixed-text.ts, decision 033); a French one embeds nothing. What a person typed (the
 * buyer, a line's label, a refund's reason) goes through the same module: Arabic in it prints in
 * Noto Naskh, in a French document too (issue 26).
 * The creation date and the file ID come from the issue date: the same content always gives
 * the same bytes. The bytes are stored all the same, so a later pdfkit never changes a
 * document already handed out.
 */

/** An invoice, or a credit note (avoir: same layout, its own title, the invoice it credits, the refund and its reason). */
export function renderInvoicePdf(data: InvoiceData | CreditNoteData): Promise<Buffer> {
  const issued = new Date(data.issuedAt);
  const credit = 'kind' in data && data.kind === 'credit_note' ? data : null;
  const name = credit ? 'Avoir' : 'Facture';
  const doc = newPdfDocument({
    size: 'A4',
    // A small bottom margin: the legal mentions are placed by hand at the foot, above the page's own margin.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 20 },
    lang: 'fr-FR',
    info: {
      Title: `${name} ${data.number}`,
      Author: toWinAnsi(data.seller.tradeName),
      Subject: toWinAnsi(`${name} ${data.number} — commande ${data.orderReference}`),
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // An Arabic order's document: Arabic under the French (decision 033); a French one is drawn as it always was.
  const arabic = data.arabic ?? null;

  const drawing = { doc, data, credit, arabic };
  const sellerAndReferences = drawInvoiceHeader(drawing);
  // An Arabic document is taller: less room between its blocks, so that it still holds on one page.
  const gap = arabic ? 10 : 24;
  const headerBottom = sellerAndReferences + gap;
  const buyerHeight = drawBuyerBox(drawing, headerBottom);

  /** A new page, headed with the document's name and number (and in Arabic at the other end). */
  const continuedPage = () => {
    doc.addPage();
    doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(`${name} ${data.number} (suite)`, PAGE.margin, PAGE.margin);
    if (arabic) {
      const title = ar(credit ? 'invoicePdf.creditTitle' : 'invoicePdf.invoiceTitle');
      writeArabic(
        doc,
        ar('invoicePdf.continued', { title, number: data.number }),
        { x: PAGE.margin, y: besideLatin(PAGE.margin, 9, 9), width: CONTENT_WIDTH },
        { size: 9, color: MUTED },
      );
    }
  };

  // Lines, then the total under the amounts.
  const linesBottom = drawLines(drawing, headerBottom + buyerHeight + gap + 6, continuedPage);
  drawTotal(drawing, linesBottom);

  // Legal mentions, at the foot of the last page: measured now, so that the payment finds its room.
  const foot = legalFoot(doc, data, Boolean(arabic), CONTENT_WIDTH);
  const footY = PAGE.height - PAGE.margin - foot.height;

  // Payment.
  drawPayment(drawing, doc.y + (arabic ? 10 : 22), footY, continuedPage);
  drawBusinessTerms(doc, data);

  foot.write(PAGE.margin, footY, { ink: INK, muted: MUTED, rule: LINE });

  doc.end();
  return done;
}
