import PDFDocument from 'pdfkit';
import { parisDateTime } from '../../core/calendar-date';
import { formatEuros } from '../../core/money';
import { longDate } from '../../core/quote-offer-rules';
import { toWinAnsi } from '../invoices/win-ansi';
import type { ClientQuoteView } from './view';

/**
 * The quote as a PDF, drawn with pdfkit and the standard fonts like the invoices (decision 024),
 * from the same view the page shows. Not an accounting document: drawn on each download.
 */
const INK = '#1f2937';
const MUTED = '#4b5563';
const LINE = '#d1d5db';
const ACCENT = '#1e3a8a';
const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const COL = { qty: MARGIN + WIDTH - 225, unit: MARGIN + WIDTH - 180, amount: MARGIN + WIDTH - 90 };

export function renderQuotePdf(q: ClientQuoteView, sentAt: Date): Promise<Buffer> {
  const t = toWinAnsi;
  const doc = new PDFDocument({
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

  doc.rect(MARGIN, y, WIDTH, 22).fillColor('#eef2ff').fill();
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(9);
  doc.text('Désignation', MARGIN + 8, y + 7, { lineBreak: false });
  doc.text('Qté', COL.qty, y + 7, { width: 40, align: 'right', lineBreak: false });
  doc.text('Prix unitaire', COL.unit, y + 7, { width: 85, align: 'right', lineBreak: false });
  doc.text('Montant', COL.amount, y + 7, { width: 82, align: 'right', lineBreak: false });
  y += 22;
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
  doc
    .rect(COL.unit - 60, y, MARGIN + WIDTH - COL.unit + 60, 26)
    .fillColor('#eef2ff')
    .fill();
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11);
  doc.text('Total', COL.unit - 50, y + 8, { lineBreak: false });
  doc.text(t(formatEuros(q.totalCents)), COL.amount, y + 8, { width: 82, align: 'right', lineBreak: false });
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(9.5)
    .text(t(q.seller.vatNote), COL.unit - 60, y + 34, {
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
  doc.end();
  return done;
}
