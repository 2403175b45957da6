import { newPdfDocument } from '../pdf/document';
import { arabicHeight, arabicLineHeight, besideLatin, typedHeight, typedText, writeArabic } from '../pdf/mixed-text';
import { toWinAnsi } from '../pdf/win-ansi';
import type { CreditNoteData, InvoiceData } from './content';
import { legalFoot } from './pdf-foot';
import { drawInvoiceHeader } from './pdf-header';
import {
  ACCENT,
  ar,
  COL_X,
  COLS,
  CONTENT_WIDTH,
  euros,
  INK,
  LABEL_WIDTH,
  LINE,
  MUTED,
  PAGE,
  VAT_ARABIC,
} from './pdf-layout';
import { buyerBoxLines, businessTermsHeight, drawBusinessTerms } from './pdf-billed-to';
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

  const t = (s: string) => toWinAnsi(s);
  const { seller } = data;
  // An Arabic order's document: Arabic under the French (decision 033); a French one is drawn as it always was.
  const arabic = data.arabic ?? null;

  const drawing = { doc, data, credit, arabic };
  const sellerAndReferences = drawInvoiceHeader(drawing);
  // An Arabic document is taller: less room between its blocks, so that it still holds on one page.
  const gap = arabic ? 10 : 24;
  const headerBottom = sellerAndReferences + gap;

  // Buyer: as it always was on the first shape, the billing identity on the second (issue 27).
  const buyerLines = buyerBoxLines(data);
  const boxX = PAGE.margin + CONTENT_WIDTH - 260;
  doc.font('Helvetica').fontSize(10);
  // An Arabic label sits at the other end of the French one; its low letters need a little room.
  const labelGap = arabic ? 4 : 0;
  const buyerHeight = 28 + labelGap + buyerLines.reduce((h, l) => h + typedHeight(doc, l, { width: 236 }), 0);
  doc.roundedRect(boxX, headerBottom, 260, buyerHeight, 4).lineWidth(0.8).strokeColor(LINE).stroke();
  doc
    .fillColor(MUTED)
    .fontSize(8.5)
    .text(credit ? 'AU PROFIT DE' : 'FACTURÉ À', boxX + 12, headerBottom + 10, { width: 236, characterSpacing: 0.6 });
  if (arabic) {
    const labelY = doc.y + labelGap;
    writeArabic(
      doc,
      ar(credit ? 'invoicePdf.creditTo' : 'invoicePdf.billedTo'),
      { x: boxX + 12, y: besideLatin(headerBottom + 10, 8.5, 9), width: 236 },
      { size: 9, color: MUTED },
    );
    doc.y = labelY;
  }
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10);
  typedText(doc, buyerLines[0]!, undefined, undefined, { width: 236 });
  doc.font('Helvetica');
  for (const line of buyerLines.slice(1)) typedText(doc, line, undefined, undefined, { width: 236 });

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

  // Lines.
  let y = headerBottom + buyerHeight + gap + 6;
  const headerHeight = arabic ? 22 + arabicLineHeight(8.5) : 22;
  const headerRow = (at: number) => {
    doc.rect(PAGE.margin, at, CONTENT_WIDTH, headerHeight).fillColor('#eef2ff').fill();
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(9);
    doc.text('Désignation', COL_X.label + 8, at + 7, { width: LABEL_WIDTH, lineBreak: false });
    doc.text('Qté', COL_X.qty, at + 7, { width: COLS.qty, align: 'right', lineBreak: false });
    doc.text('Prix unitaire', COL_X.unit, at + 7, { width: COLS.unit, align: 'right', lineBreak: false });
    doc.text('Montant', COL_X.amount, at + 7, { width: COLS.amount - 8, align: 'right', lineBreak: false });
    if (arabic) {
      const style = { size: 8.5, bold: true, color: ACCENT };
      writeArabic(doc, ar('invoicePdf.colLabel'), { x: COL_X.label + 8, y: at + 17, width: LABEL_WIDTH - 8 }, style);
      writeArabic(doc, ar('invoicePdf.colQuantity'), { x: COL_X.qty, y: at + 17, width: COLS.qty }, style);
      writeArabic(doc, ar('invoicePdf.colUnit'), { x: COL_X.unit, y: at + 17, width: COLS.unit }, style);
      writeArabic(doc, ar('invoicePdf.colAmount'), { x: COL_X.amount, y: at + 17, width: COLS.amount - 8 }, style);
    }
    return at + headerHeight;
  };
  y = headerRow(y);
  const totalX = COL_X.unit - 60;
  const totalWidth = PAGE.margin + CONTENT_WIDTH - totalX;
  const totalHeight = arabic ? 26 + arabicLineHeight(10) - 6 : 26;
  /**
   * Room kept under a line. French: the total, the payment and the foot, under any line, as it
   * always was. Arabic: the page's margin; under the last line, the total and both VAT mentions
   * too (the payment and the foot, twice as tall in Arabic, go on to a page of their own when
   * they do not fit: see « Payment »), rather than pages ending a third empty.
   */
  const arabicTotalHeight = arabic
    ? 10 +
      totalHeight +
      8 +
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .heightOfString(t(seller.vatNote), { width: totalWidth - 8 }) +
      arabicHeight(doc, ar('invoicePdf.vatNote'), CONTENT_WIDTH - 8, VAT_ARABIC)
    : 0;
  // A business buyer's terms go under the payment: the French layout keeps their room too.
  const frenchRoom = 230 + businessTermsHeight(doc, data);
  const roomUnder = (index: number) =>
    !arabic ? frenchRoom : PAGE.margin + (index === data.lines.length - 1 ? arabicTotalHeight : 0);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const [index, line] of data.lines.entries()) {
    const frenchHeight = Math.max(typedHeight(doc, line.label, { width: LABEL_WIDTH - 8 }), 12);
    const arabicLabel = arabic?.lines[index];
    const arabicLines = arabicLabel ? arabicHeight(doc, arabicLabel, LABEL_WIDTH - 8, { size: 9.5 }) : 0;
    doc.font('Helvetica').fontSize(10);
    const height = frenchHeight + arabicLines + 14;
    if (y + height > PAGE.height - roomUnder(index)) {
      continuedPage();
      y = headerRow(PAGE.margin + 20);
      doc.font('Helvetica').fontSize(10).fillColor(INK);
    }
    typedText(doc, line.label, COL_X.label + 8, y + 7, { width: LABEL_WIDTH - 8 });
    doc.text(String(line.quantity), COL_X.qty, y + 7, { width: COLS.qty, align: 'right' });
    doc.text(t(euros(line.unitCents)), COL_X.unit, y + 7, { width: COLS.unit, align: 'right' });
    doc.text(t(euros(line.amountCents)), COL_X.amount, y + 7, { width: COLS.amount - 8, align: 'right' });
    if (arabicLabel) {
      writeArabic(
        doc,
        arabicLabel,
        { x: COL_X.label + 8, y: y + 7 + frenchHeight, width: LABEL_WIDTH - 8 },
        { size: 9.5, color: MUTED },
      );
      doc.font('Helvetica').fontSize(10).fillColor(INK);
    }
    y += height;
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
  }

  // Total and VAT mention, under the amounts.
  y += 10;
  doc.rect(totalX, y, totalWidth, totalHeight).fillColor('#eef2ff').fill();
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11);
  doc.text(credit ? 'Total de l’avoir' : 'Total', totalX + 10, y + 8, { width: totalWidth / 2, lineBreak: false });
  doc.text(t(euros(data.totalCents)), COL_X.amount, y + 8, {
    width: COLS.amount - 8,
    align: 'right',
    lineBreak: false,
  });
  if (arabic) {
    writeArabic(
      doc,
      ar(credit ? 'invoicePdf.creditTotal' : 'invoicePdf.total'),
      { x: totalX + 10, y: y + 20, width: totalWidth / 2, align: 'left' },
      { size: 10, bold: true, color: ACCENT },
    );
    doc.font('Helvetica-Bold').fontSize(11);
  }
  y += totalHeight + 8;
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(9.5)
    .text(t(seller.vatNote), totalX, y, {
      width: totalWidth - 8,
      align: 'right',
    });
  // The VAT mention in Arabic, right-aligned with the French one, on one line where it fits.
  if (arabic)
    doc.y = writeArabic(
      doc,
      ar('invoicePdf.vatNote'),
      { x: PAGE.margin, y: doc.y, width: CONTENT_WIDTH - 8 },
      { ...VAT_ARABIC, color: INK },
    );

  // Legal mentions, at the foot of the last page: measured now, so that the payment finds its room.
  const foot = legalFoot(doc, seller, Boolean(arabic), CONTENT_WIDTH);
  const footY = PAGE.height - PAGE.margin - foot.height;

  // Payment.
  drawPayment(drawing, doc.y + (arabic ? 10 : 22), footY, continuedPage);
  drawBusinessTerms(doc, data);

  foot.write(PAGE.margin, footY, { ink: INK, muted: MUTED, rule: LINE });

  doc.end();
  return done;
}
