import { toWinAnsi } from '../pdf/win-ansi';
import { writeArabic } from '../pdf/mixed-text';
import { ACCENT, ar, CONTENT_WIDTH, dayOf, frenchDate, INK, MUTED, PAGE, type InvoiceDrawing } from './pdf-layout';

/**
 * The top of an invoice or a credit note: the seller at the left, the title and the references
 * at the right, with their Arabic under them in an Arabic order's document (decision 033).
 * Returns the bottom of the lower of the two.
 */
export function drawInvoiceHeader({ doc, data, credit, arabic }: InvoiceDrawing): number {
  const t = (s: string) => toWinAnsi(s);
  const { seller } = data;
  const top = PAGE.margin;
  // Seller, top left.
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(16).text(t(seller.tradeName), PAGE.margin, top, {
    width: 280,
  });
  doc.moveDown(0.2);
  doc.fillColor(INK).font('Helvetica').fontSize(9.5);
  for (const line of [
    seller.name,
    seller.title,
    seller.address,
    `SIRET ${seller.siret}`,
    `${seller.email} · ${seller.phone}`,
  ]) {
    doc.text(t(line), { width: 280 });
    // Her title in Arabic under the French one (the catalogue's, which a unit test keeps equal to core/business.ts).
    if (arabic && line === seller.title) {
      doc.y =
        writeArabic(
          doc,
          ar('invoicePdf.sellerTitle'),
          { x: PAGE.margin, y: doc.y - 1, width: 280, align: 'left' },
          { size: 9, color: INK },
        ) + 1;
      doc.font('Helvetica').fontSize(9.5);
    }
  }
  const sellerBottom = doc.y;

  // Title and references, top right.
  const rightX = PAGE.margin + CONTENT_WIDTH - 220;
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(credit ? 'AVOIR' : 'FACTURE', rightX, top, { width: 220, align: 'right' });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(`N° ${data.number}`, { width: 220, align: 'right' });
  if (arabic)
    doc.y = writeArabic(
      doc,
      `${ar(credit ? 'invoicePdf.creditTitle' : 'invoicePdf.invoiceTitle')} ${ar('invoicePdf.number', { number: data.number })}`,
      { x: rightX, y: doc.y + 2, width: 220 },
      { size: 12, bold: true, color: ACCENT },
    );
  let refY = doc.y + 6;
  doc.font('Helvetica').fontSize(9.5);
  for (const [label, value, arabicLabel] of [
    ['Date d’émission', dayOf(data.issuedAt), 'invoicePdf.issued'],
    ['Date de la prestation', frenchDate(data.serviceDate), 'invoicePdf.serviceDate'],
    ['Commande', data.orderReference, 'invoicePdf.order'],
    ...(credit ? ([['Facture d’origine', credit.invoice.number, 'invoicePdf.originalInvoice']] as const) : []),
  ] as const) {
    doc.fillColor(MUTED).text(t(label), rightX, refY, { width: 120, align: 'right', lineBreak: false });
    doc.fillColor(INK).text(t(value), rightX + 130, refY, { width: 90, align: 'right', lineBreak: false });
    refY += 14;
    // The label in Arabic under the French one; the value serves both.
    if (arabic) {
      refY = writeArabic(doc, ar(arabicLabel), { x: rightX, y: refY - 5, width: 120 }, { size: 8.5, color: MUTED }) + 2;
      doc.font('Helvetica').fontSize(9.5);
    }
  }
  doc.y = refY;
  return Math.max(sellerBottom, doc.y);
}
