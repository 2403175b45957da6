import { arabicHeight, arabicLineHeight, typedHeight, typedText, writeArabic } from '../pdf/mixed-text';
import { toWinAnsi } from '../pdf/win-ansi';
import { businessTermsHeight } from './pdf-billed-to';
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
  type InvoiceDrawing,
} from './pdf-layout';

const t = (s: string) => toWinAnsi(s);

/** The total's box, under the amounts: taller with its Arabic line. */
const totalX = COL_X.unit - 60;
const totalWidth = PAGE.margin + CONTENT_WIDTH - totalX;
const totalHeightOf = (arabic: InvoiceDrawing['arabic']) => (arabic ? 26 + arabicLineHeight(10) - 6 : 26);

/**
 * The lines' table from `top`, its header row repeated on each page it runs on to
 * (`continuedPage` opens one). Answers where the last line ends.
 */
export function drawLines(drawing: InvoiceDrawing, top: number, continuedPage: () => void): number {
  const { doc, data, arabic } = drawing;
  const { seller } = data;
  let y = top;
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
  const totalHeight = totalHeightOf(arabic);
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
  return y;
}

/** Total and VAT mention, under the amounts (the last line ends at `linesBottom`). */
export function drawTotal({ doc, data, credit, arabic }: InvoiceDrawing, linesBottom: number): void {
  const { seller } = data;
  const totalHeight = totalHeightOf(arabic);
  let y = linesBottom;
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
}
