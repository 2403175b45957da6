import { parisDateTime } from '../../core/calendar-date';
import { BUSINESS } from '../../core/business';
import { longDate } from '../../core/quote-offer-rules';
import { writeArabic } from '../pdf/mixed-text';
import { toWinAnsi } from '../pdf/win-ansi';
import { ACCENT, ar, day, INK, MARGIN, WIDTH, type QuoteDrawing } from './pdf-layout';

/**
 * The top of a quote: the seller at the left; « DEVIS », its number, its dates at the right;
 * their Arabic under them for a request made in Arabic. Returns the bottom of the lower side.
 */
export function drawQuoteHeader({ doc, q, arabic }: QuoteDrawing, sentAt: Date): number {
  const t = toWinAnsi;
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(16).text(t(q.seller.tradeName), MARGIN, MARGIN, { width: 280 });
  doc.fillColor(INK).font('Helvetica').fontSize(9.5);
  for (const line of [
    q.seller.name,
    q.seller.title,
    q.seller.address,
    `SIRET ${q.seller.siret}`,
    `${q.seller.email} · ${q.seller.phone}`,
  ]) {
    doc.text(t(line), { width: 280 });
    // Her title and court in Arabic under the French.
    if (arabic && line === q.seller.title) {
      doc.y =
        writeArabic(
          doc,
          ar('invoicePdf.sellerTitleCourt', { court: BUSINESS.courtOfAppeal }),
          { x: MARGIN, y: doc.y - 1, width: 280, align: 'left' },
          { size: 9, color: INK },
        ) + 1;
      doc.font('Helvetica').fontSize(9.5);
    }
  }
  const sellerBottom = doc.y;

  const rightX = MARGIN + WIDTH - 220;
  doc
    .fillColor(ACCENT)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text('DEVIS', rightX, MARGIN, { width: 220, align: 'right' });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(11).text(`N° ${q.reference}`, { width: 220, align: 'right' });
  if (arabic) {
    doc.y = writeArabic(
      doc,
      `${ar('invoicePdf.quoteTitle')} ${ar('invoicePdf.number', { number: q.reference })}`,
      { x: rightX, y: doc.y + 2, width: 220 },
      { size: 12, bold: true, color: ACCENT },
    );
    doc.fillColor(INK);
  }
  doc.font('Helvetica').fontSize(9.5);
  doc.text(t(`Établi le ${longDate(parisDateTime(sentAt).date)}`), { width: 220, align: 'right' });
  /** The line just written in French, in Arabic under it. */
  const arabicUnder = (text: string) => {
    doc.y = writeArabic(doc, text, { x: rightX, y: doc.y - 2, width: 220 }, { size: 9, color: INK }) + 2;
    doc.font('Helvetica').fontSize(9.5).fillColor(INK);
  };
  if (arabic) arabicUnder(ar('invoicePdf.quoteIssued', { date: day(parisDateTime(sentAt).date) }));
  doc.text(t(`Valable jusqu’au ${q.validUntilText}`), { width: 220, align: 'right' });
  if (arabic) arabicUnder(ar('invoicePdf.quoteValid', { date: day(q.validUntil) }));

  return Math.max(sellerBottom, doc.y);
}
