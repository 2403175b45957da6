import { besideLatin, typedHeight, typedText, writeArabic } from '../pdf/mixed-text';
import { buyerBoxLines } from './pdf-billed-to';
import { ar, CONTENT_WIDTH, INK, LINE, MUTED, PAGE, type InvoiceDrawing } from './pdf-layout';

/**
 * The buyer's box, at the right from `headerBottom`: as it always was on the first shape, the
 * billing identity on the second (issue 27). Answers its height.
 */
export function drawBuyerBox({ doc, data, credit, arabic }: InvoiceDrawing, headerBottom: number): number {
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
  return buyerHeight;
}
