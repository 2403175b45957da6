import { arabicHeight, arabicLineHeight, besideLatin, typedHeight, typedText, writeArabic } from '../pdf/mixed-text';
import { colonOf } from './content';
import { businessTermsHeight } from './pdf-billed-to';
import { ar, CONTENT_WIDTH, dayOf, INK, PAGE, PAYMENT_ARABIC, type InvoiceDrawing } from './pdf-layout';

/**
 * The payment (« Règlement ») under the total, from `top`: how and when it was paid, or refunded
 * and why, with the Arabic under the French in an Arabic order's document, where the whole block
 * goes on to a page of its own (`continuedPage`) when it does not fit above the foot at `footY`.
 */
export function drawPayment(
  { doc, data, credit, arabic }: InvoiceDrawing,
  top: number,
  footY: number,
  continuedPage: () => void,
): void {
  let y = top;
  y = doc.y + (arabic ? 10 : 22);
  // A document issued before layout 2 keeps its ordinary space before « : » (./content.ts).
  const colon = colonOf(data);
  const frenchPayment = credit
    ? [
        `Avoir sur la facture ${credit.invoice.number} du ${dayOf(credit.invoice.issuedAt)}.`,
        `Montant remboursé le ${dayOf(data.payment.paidAt)} — ${data.payment.methodLabel}.`,
        `Motif${colon} ${credit.reason}`,
      ]
    : [`Facture acquittée le ${dayOf(data.payment.paidAt)} — ${data.payment.methodLabel}.`];
  frenchPayment.push(`Référence de la commande${colon} ${data.orderReference}.`);
  // An Arabic order's payment lines, under the French ones (the reference is in the header).
  const method = credit
    ? (`invoicePdf.refundMethod_${data.payment.method}` as const)
    : (`invoicePdf.method_${data.payment.method}` as const);
  const arabicPayment = !arabic
    ? []
    : credit
      ? [
          ar('invoicePdf.creditOf', { number: credit.invoice.number, date: dayOf(credit.invoice.issuedAt) }),
          ar('invoicePdf.refunded', { date: dayOf(data.payment.paidAt), method: ar(method) }),
          ar('invoicePdf.reason', { reason: credit.reason }),
        ]
      : [ar('invoicePdf.paid', { date: dayOf(data.payment.paidAt), method: ar(method) })];
  if (arabic) {
    // The whole block on the page, above the foot, or on a page of its own.
    const height =
      arabicLineHeight(10) +
      frenchPayment.reduce(
        (h, line) => h + typedHeight(doc.font('Helvetica').fontSize(9.5), line, { width: CONTENT_WIDTH }),
        0,
      ) +
      arabicPayment.reduce((h, line) => h + arabicHeight(doc, line, CONTENT_WIDTH, PAYMENT_ARABIC) + 2, 0) +
      // A business buyer's terms, drawn under it (./pdf-billed-to.ts), stay with it.
      businessTermsHeight(doc, data);
    if (y + height > footY - 16) {
      continuedPage();
      y = PAGE.margin + 24;
    }
  }
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text('Règlement', PAGE.margin, y);
  if (arabic) {
    const after = doc.y;
    writeArabic(
      doc,
      ar(credit ? 'invoicePdf.refundPayment' : 'invoicePdf.payment'),
      { x: PAGE.margin, y: besideLatin(y, 10, 10), width: CONTENT_WIDTH },
      { size: 10, bold: true, color: INK },
    );
    doc.y = after + 4;
  }
  doc.font('Helvetica').fontSize(9.5);
  // The reason is the translator's words: typed text, Arabic included.
  for (const line of frenchPayment) typedText(doc, line, undefined, undefined, { width: CONTENT_WIDTH });
  for (const line of arabicPayment)
    doc.y = writeArabic(
      doc,
      line,
      { x: PAGE.margin, y: doc.y + 2, width: CONTENT_WIDTH },
      {
        ...PAYMENT_ARABIC,
        color: INK,
      },
    );
}
