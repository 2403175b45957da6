import { formatEuros } from '../../core/money';
import type { Lang } from '../../core/messages/languages';
import { newPdfDocument } from '../pdf/document';
import { arabicLineHeight, besideLatin, typedHeight, typedText, writeArabic } from '../pdf/mixed-text';
import { toWinAnsi } from '../pdf/win-ansi';
import { drawQuoteClosing } from './pdf-closing';
import { drawQuoteHeader } from './pdf-header';
import { ACCENT, ar, COL, INK, MARGIN, MUTED, rule, WIDTH } from './pdf-layout';
import type { ClientQuoteView } from '../../core/quote-views';

/**
 * The quote as a PDF, drawn with pdfkit and the standard fonts like the invoices (decision 024),
 * from the same view the page shows. Not an accounting document: drawn on each download. A
 * request made in Arabic (quote_requests.lang) gets Arabic under or beside the French like an
 * Arabic order's invoice (decision 033). The client's name, the lines and the note are what people
 * typed: drawn through server/pdf/mixed-text.ts, their Arabic prints in Noto Naskh in a French or
 * an Arabic quote (issue 26).
 */

export function renderQuotePdf(q: ClientQuoteView, sentAt: Date, lang: Lang): Promise<Buffer> {
  const t = toWinAnsi;
  const arabic = lang === 'ar';
  const doc = newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'fr-FR',
    info: { Title: `Devis ${q.reference}`, Author: t(q.seller.tradeName), CreationDate: sentAt, ModDate: sentAt },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const drawing = { doc, q, arabic };

  let y = drawQuoteHeader(drawing, sentAt) + 24;
  doc
    .fillColor(MUTED)
    .fontSize(8.5)
    .text('CLIENT', MARGIN + WIDTH - 260, y, { width: 260, characterSpacing: 0.6 });
  if (arabic) {
    const under = doc.y + 4;
    writeArabic(
      doc,
      ar('invoicePdf.quoteClient'),
      { x: MARGIN + WIDTH - 260, y: besideLatin(y, 8.5, 9), width: 260 },
      { size: 9, color: MUTED },
    );
    doc.y = under;
  }
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10);
  typedText(doc, q.name, undefined, undefined, { width: 260 });
  y = doc.y + 24;

  const headerHeight = arabic ? 22 + arabicLineHeight(8.5) : 22;
  doc.rect(MARGIN, y, WIDTH, headerHeight).fillColor('#eef2ff').fill();
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(9);
  doc.text('Désignation', MARGIN + 8, y + 7, { lineBreak: false });
  doc.text('Qté', COL.qty, y + 7, { width: 40, align: 'right', lineBreak: false });
  doc.text('Prix unitaire', COL.unit, y + 7, { width: 85, align: 'right', lineBreak: false });
  doc.text('Montant', COL.amount, y + 7, { width: 82, align: 'right', lineBreak: false });
  if (arabic) {
    const style = { size: 8.5, bold: true, color: ACCENT };
    writeArabic(doc, ar('invoicePdf.colLabel'), { x: MARGIN + 8, y: y + 17, width: COL.qty - MARGIN - 16 }, style);
    writeArabic(doc, ar('invoicePdf.colQuantity'), { x: COL.qty, y: y + 17, width: 40 }, style);
    writeArabic(doc, ar('invoicePdf.colUnit'), { x: COL.unit, y: y + 17, width: 85 }, style);
    writeArabic(doc, ar('invoicePdf.colAmount'), { x: COL.amount, y: y + 17, width: 82 }, style);
    doc.font('Helvetica');
  }
  y += headerHeight;
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of q.lines) {
    const labelWidth = COL.qty - MARGIN - 16;
    const height = Math.max(typedHeight(doc, line.label, { width: labelWidth }), 12) + 14;
    if (y + height > 700) {
      doc.addPage();
      y = MARGIN;
    }
    typedText(doc, line.label, MARGIN + 8, y + 7, { width: labelWidth });
    doc.text(String(line.quantity), COL.qty, y + 7, { width: 40, align: 'right' });
    doc.text(t(formatEuros(line.unitCents)), COL.unit, y + 7, { width: 85, align: 'right' });
    doc.text(t(formatEuros(line.amountCents)), COL.amount, y + 7, { width: 82, align: 'right' });
    y += height;
    rule(doc, y);
  }
  y += 10;
  const totalHeight = arabic ? 26 + arabicLineHeight(10) - 6 : 26;
  doc
    .rect(COL.unit - 60, y, MARGIN + WIDTH - COL.unit + 60, totalHeight)
    .fillColor('#eef2ff')
    .fill();
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11);
  doc.text('Total', COL.unit - 50, y + 8, { lineBreak: false });
  doc.text(t(formatEuros(q.totalCents)), COL.amount, y + 8, { width: 82, align: 'right', lineBreak: false });
  if (arabic)
    writeArabic(
      doc,
      ar('invoicePdf.total'),
      { x: COL.unit - 50, y: y + 20, width: 100, align: 'left' },
      { size: 10, bold: true, color: ACCENT },
    );
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(9.5)
    .text(t(q.seller.vatNote), COL.unit - 60, y + totalHeight + 8, {
      width: MARGIN + WIDTH - COL.unit + 52,
      align: 'right',
    });
  // The VAT mention in Arabic, right-aligned with the French one, on one line where it fits.
  if (arabic) {
    doc.y = writeArabic(
      doc,
      ar('invoicePdf.vatNote'),
      { x: MARGIN, y: doc.y, width: WIDTH - 8 },
      { size: 9, color: INK },
    );
    doc.font('Helvetica').fontSize(9.5);
  }

  drawQuoteClosing(drawing);
  doc.end();
  return done;
}
