import { newPdfDocument } from '../invoices/pdf-document';
import { parisDateTime } from '../../core/calendar-date';
import { formatEuros } from '../../core/money';
import { longDate } from '../../core/quote-offer-rules';
import type { Lang } from '../../core/messages/languages';
import { t as message } from '../../core/messages';
import {
  arabicLineHeight,
  arabicSummaryHeight,
  registerArabicFonts,
  writeArabic,
  writeArabicSummary,
} from '../invoices/arabic-text';
import { toWinAnsi } from '../invoices/win-ansi';
import type { ClientQuoteView } from './view';

/**
 * The quote as a PDF, drawn with pdfkit and the standard fonts like the invoices (decision 024),
 * from the same view the page shows. Not an accounting document: drawn on each download. A
 * request made in Arabic (quote_requests.lang) gets Arabic under the French like an Arabic
 * order's invoice (decision 033); its lines stay the translator's French.
 */
const INK = '#1f2937';
const MUTED = '#4b5563';
const LINE = '#d1d5db';
const ACCENT = '#1e3a8a';
const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const COL = { qty: MARGIN + WIDTH - 225, unit: MARGIN + WIDTH - 180, amount: MARGIN + WIDTH - 90 };

export function renderQuotePdf(q: ClientQuoteView, sentAt: Date, lang: Lang = 'fr'): Promise<Buffer> {
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
  if (arabic) registerArabicFonts(doc);

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(16).text(t(q.seller.tradeName), MARGIN, MARGIN, { width: 280 });
  doc.fillColor(INK).font('Helvetica').fontSize(9.5);
  for (const line of [
    q.seller.name,
    q.seller.title,
    q.seller.address,
    `SIRET ${q.seller.siret}`,
    `${q.seller.email} · ${q.seller.phone}`,
  ])
    doc.text(t(line), { width: 280 });
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
  doc.text(t(`Valable jusqu’au ${q.validUntilText}`), { width: 220, align: 'right' });

  let y = Math.max(sellerBottom, doc.y) + 24;
  doc
    .fillColor(MUTED)
    .fontSize(8.5)
    .text('CLIENT', MARGIN + WIDTH - 260, y, { width: 260, characterSpacing: 0.6 });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(t(q.name), { width: 260 });
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
    const label = t(line.label);
    const labelWidth = COL.qty - MARGIN - 16;
    const height = Math.max(doc.heightOfString(label, { width: labelWidth }), 12) + 14;
    if (y + height > 700) {
      doc.addPage();
      y = MARGIN;
    }
    doc.text(label, MARGIN + 8, y + 7, { width: labelWidth });
    doc.text(String(line.quantity), COL.qty, y + 7, { width: 40, align: 'right' });
    doc.text(t(formatEuros(line.unitCents)), COL.unit, y + 7, { width: 85, align: 'right' });
    doc.text(t(formatEuros(line.amountCents)), COL.amount, y + 7, { width: 82, align: 'right' });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
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

  if (q.note) {
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(10).text('Note', MARGIN, doc.y, { width: WIDTH });
    doc.font('Helvetica').fontSize(9.5).text(t(q.note), { width: WIDTH });
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

  // A request made in Arabic: what the quote says, in Arabic, and that the French is binding.
  if (arabic) {
    const summary = [
      ar('invoicePdf.quoteReference', { reference: q.reference }),
      ar('invoicePdf.quoteIssued', { date: day(parisDateTime(sentAt).date) }),
      ar('invoicePdf.quoteValid', { date: day(q.validUntil) }),
      ar('invoicePdf.quoteLinesFrench'),
      ar('invoicePdf.vatNote'),
      ar('invoicePdf.quoteAccept'),
    ];
    const texts = { title: ar('invoicePdf.summary'), lines: summary, binding: ar('invoicePdf.binding') };
    const height = arabicSummaryHeight(doc, texts, WIDTH) + 24;
    let at = doc.y + 16;
    if (at + height > 841.89 - MARGIN) {
      doc.addPage();
      at = MARGIN;
    }
    writeArabicSummary(doc, texts, { x: MARGIN, y: at, width: WIDTH }, { ink: INK, rule: LINE, accent: ACCENT });
  }
  doc.end();
  return done;
}
