import { arabicHeight, besideLatin, typedText, writeArabic } from '../pdf/mixed-text';
import { toWinAnsi } from '../pdf/win-ansi';
import { ar, day, INK, MARGIN, MUTED, PAGE_HEIGHT, rule, WIDTH, type QuoteDrawing } from './pdf-layout';

/**
 * Under the total: the translator's note (typed: Arabic in it prints too), the closing words, and
 * for a request made in Arabic their Arabic, that the lines are hers as written and that the
 * French is binding.
 */
export function drawQuoteClosing({ doc, q, arabic }: QuoteDrawing): void {
  const t = toWinAnsi;
  if (q.note) {
    doc.moveDown(1.5);
    // The heading, its Arabic beside it and the note's first line together, on this page or the next.
    if (arabic && doc.y + 40 > PAGE_HEIGHT - MARGIN) doc.addPage();
    const noteY = doc.y;
    doc.font('Helvetica-Bold').fontSize(10).text('Note', MARGIN, doc.y, { width: WIDTH });
    if (arabic) {
      const under = doc.y + 4;
      writeArabic(
        doc,
        ar('invoicePdf.quoteNote'),
        { x: MARGIN, y: besideLatin(noteY, 10, 10), width: WIDTH },
        { size: 10, bold: true, color: INK },
      );
      doc.y = under;
      doc.font('Helvetica-Bold').fontSize(10);
    }
    doc.font('Helvetica').fontSize(9.5);
    typedText(doc, q.note, undefined, undefined, { width: WIDTH });
  }
  doc.moveDown(1.5);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(
      t(
        `Devis gratuit, valable jusqu’au ${q.validUntilText}. Pour l’accepter, ouvrez le lien reçu par e-mail et choisissez «\u00a0Accepter et payer\u00a0»\u00a0: la traduction commence à la réception du paiement.`,
      ),
      MARGIN,
      doc.y,
      { width: WIDTH },
    );

  // A request made in Arabic: the closing words in Arabic under the French, then that the lines
  // are the translator's French and that the French is binding, above a rule.
  if (arabic) {
    const closing = ar('invoicePdf.quoteClosing', { date: day(q.validUntil) });
    const linesFrench = ar('invoicePdf.quoteLinesFrench');
    const binding = ar('invoicePdf.binding');
    const style = { size: 9.5 };
    const height =
      arabicHeight(doc, closing, WIDTH, style) +
      16 +
      arabicHeight(doc, linesFrench, WIDTH, style) +
      arabicHeight(doc, binding, WIDTH, { ...style, bold: true }) +
      4;
    let at = doc.y + 2;
    if (at + height > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      at = MARGIN;
    }
    at = writeArabic(doc, closing, { x: MARGIN, y: at, width: WIDTH }, { ...style, color: MUTED }) + 10;
    rule(doc, at);
    at += 6;
    at = writeArabic(doc, linesFrench, { x: MARGIN, y: at, width: WIDTH }, { ...style, color: INK });
    writeArabic(doc, binding, { x: MARGIN, y: at + 4, width: WIDTH }, { ...style, bold: true, color: INK });
  }
}
