import { newPdfDocument } from '../pdf/document';
import { parisDateTime } from '../../core/calendar-date';
import { formatEuros } from '../../core/money';
import { longDate } from '../../core/quote-offer-rules';
import type { Lang } from '../../core/messages/languages';
import { t as message } from '../../core/messages';
import { BUSINESS } from '../../core/business';
import { arabicHeight, arabicLineHeight, besideLatin, typedHeight, typedText, writeArabic } from '../pdf/mixed-text';
import { toWinAnsi } from '../pdf/win-ansi';
import type { ClientQuoteView } from './view';

/**
 * The quote as a PDF, drawn with pdfkit and the standard fonts like the invoices (decision 024),
 * from the same view the page shows. Not an accounting document: drawn on each download. A
 * request made in Arabic (quote_requests.lang) gets Arabic under or beside the French like an
 * Arabic order's invoice (decision 033). The client's name, the lines and the note are what people
 * typed: drawn through server/pdf/mixed-text.ts, their Arabic prints in Noto Naskh in a French or
 * an Arabic quote (issue 26).
 */
const INK = '#1f2937';
const MUTED = '#4b5563';
const LINE = '#d1d5db';
const ACCENT = '#1e3a8a';
const MARGIN = 50;
const PAGE_HEIGHT = 841.89;
const WIDTH = 595.28 - 2 * MARGIN;
const COL = { qty: MARGIN + WIDTH - 225, unit: MARGIN + WIDTH - 180, amount: MARGIN + WIDTH - 90 };

export function renderQuotePdf(q: ClientQuoteView, sentAt: Date, lang: Lang): Promise<Buffer> {
  const t = toWinAnsi;
  const arabic = lang === 'ar';
  const ar = (id: Parameters<typeof message>[1], vars?: Record<string, string>) =>
    (message as (lang: 'ar', id: string, vars?: Record<string, string>) => string)('ar', id, vars);
  /** 2026-12-24 → « 24/12/2026 ». */
  const day = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
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
  /** A thin rule across the page at `at`: under each line, above the Arabic notes. */
  const rule = (at: number) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + WIDTH, at)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();

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

  let y = Math.max(sellerBottom, doc.y) + 24;
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
    rule(y);
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
        `Devis gratuit, valable jusqu’au ${q.validUntilText}. Pour l’accepter, ouvrez le lien reçu par e-mail et choisissez « Accepter et payer » : la traduction commence à la réception du paiement.`,
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
    rule(at);
    at += 6;
    at = writeArabic(doc, linesFrench, { x: MARGIN, y: at, width: WIDTH }, { ...style, color: INK });
    writeArabic(doc, binding, { x: MARGIN, y: at + 4, width: WIDTH }, { ...style, bold: true, color: INK });
  }
  doc.end();
  return done;
}
