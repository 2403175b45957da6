import { newPdfDocument } from './pdf-document';
import { toDayNumber, parisDateTime, type CalendarDate } from '../../core/calendar-date';
import { t as message } from '../../core/messages';
import {
  arabicHeight,
  arabicLineHeight,
  arabicSummaryHeight,
  registerArabicFonts,
  writeArabic,
  writeArabicSummary,
} from './arabic-text';
import type { CreditNoteData, InvoiceData } from './content';
import { toWinAnsi } from './win-ansi';

/**
 * The invoice as a PDF, drawn with pdfkit from the frozen content alone (decision 024). The
 * 14 standard PDF fonts need nothing embedded and cover French; they encode WinAnsi only, so
 * text is first brought into it (anything else prints as « ? » rather than as a wrong glyph).
 * An Arabic order's document adds Arabic under the French, in an embedded Noto Naskh Arabic
 * (./arabic-text.ts, decision 033); a French one embeds nothing.
 * The creation date and the file ID come from the issue date: the same content always gives
 * the same bytes. The bytes are stored all the same, so a later pdfkit never changes a
 * document already handed out.
 */

const AMOUNT = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
/** 3000 → « 30,00 € »: an invoice always shows the cents. */
const euros = (cents: number) => AMOUNT.format(cents / 100);

/** 2026-11-23 → « 23/11/2026 ». */
function frenchDate(date: CalendarDate): string {
  toDayNumber(date); // throws on a malformed date
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
const dayOf = (iso: string) => frenchDate(parisDateTime(new Date(iso)).date);

const INK = '#1f2937';
const MUTED = '#4b5563';
const LINE = '#d1d5db';
const ACCENT = '#1e3a8a';

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Columns of the lines table: description, quantity, unit price, amount. */
const COLS = { label: 190, qty: 45, unit: 90, amount: 90 } as const;
const COL_X = {
  label: PAGE.margin,
  qty: PAGE.margin + CONTENT_WIDTH - COLS.amount - COLS.unit - COLS.qty,
  unit: PAGE.margin + CONTENT_WIDTH - COLS.amount - COLS.unit,
  amount: PAGE.margin + CONTENT_WIDTH - COLS.amount,
};
const LABEL_WIDTH = COL_X.qty - COL_X.label - 12;

/** An invoice, or a credit note (avoir: same layout, its own title, the invoice it credits, the refund and its reason). */
export function renderInvoicePdf(data: InvoiceData | CreditNoteData): Promise<Buffer> {
  const issued = new Date(data.issuedAt);
  const credit = 'kind' in data && data.kind === 'credit_note' ? data : null;
  const name = credit ? 'Avoir' : 'Facture';
  const doc = newPdfDocument({
    size: 'A4',
    // A small bottom margin: the legal mentions are placed by hand at the foot, above the page's own margin.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 20 },
    lang: 'fr-FR',
    info: {
      Title: `${name} ${data.number}`,
      Author: toWinAnsi(data.seller.tradeName),
      Subject: toWinAnsi(`${name} ${data.number} — commande ${data.orderReference}`),
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const t = (s: string) => toWinAnsi(s);
  const { seller, buyer } = data;
  const top = PAGE.margin;
  // An Arabic order's document: Arabic under the French (decision 033); a French one is drawn as it always was.
  const arabic = data.arabic ?? null;
  const ar = (id: Parameters<typeof message>[1], vars?: Record<string, string>) =>
    (message as (lang: 'ar', id: string, vars?: Record<string, string>) => string)('ar', id, vars);
  if (arabic) registerArabicFonts(doc);

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
  for (const [label, value] of [
    ['Date d’émission', dayOf(data.issuedAt)],
    ['Date de la prestation', frenchDate(data.serviceDate)],
    ['Commande', data.orderReference],
    ...(credit ? ([['Facture d’origine', credit.invoice.number]] as const) : []),
  ] as const) {
    doc.fillColor(MUTED).text(t(label), rightX, refY, { width: 120, align: 'right', lineBreak: false });
    doc.fillColor(INK).text(t(value), rightX + 130, refY, { width: 90, align: 'right', lineBreak: false });
    refY += 14;
  }
  doc.y = refY;
  const headerBottom = Math.max(sellerBottom, doc.y) + 24;

  // Buyer.
  const buyerLines = [
    buyer.name ?? buyer.email,
    ...(buyer.name ? [buyer.email] : []),
    ...(buyer.address ? [buyer.address] : []),
  ];
  const boxX = PAGE.margin + CONTENT_WIDTH - 260;
  doc.font('Helvetica').fontSize(10);
  const buyerHeight = 28 + buyerLines.reduce((h, l) => h + doc.heightOfString(t(l), { width: 236 }), 0);
  doc.roundedRect(boxX, headerBottom, 260, buyerHeight, 4).lineWidth(0.8).strokeColor(LINE).stroke();
  doc
    .fillColor(MUTED)
    .fontSize(8.5)
    .text(credit ? 'AU PROFIT DE' : 'FACTURÉ À', boxX + 12, headerBottom + 10, { width: 236, characterSpacing: 0.6 });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(t(buyerLines[0]!), { width: 236 });
  doc.font('Helvetica');
  for (const line of buyerLines.slice(1)) doc.text(t(line), { width: 236 });

  // Lines.
  let y = headerBottom + buyerHeight + 30;
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
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  // Room kept under the last line for the total and the payment (the Arabic summary finds its own).
  const reserve = arabic ? 250 : 230;
  for (const [index, line] of data.lines.entries()) {
    const label = t(line.label);
    const frenchHeight = Math.max(doc.heightOfString(label, { width: LABEL_WIDTH - 8 }), 12);
    const arabicLabel = arabic?.lines[index];
    const arabicLines = arabicLabel ? arabicHeight(doc, arabicLabel, LABEL_WIDTH - 8, { size: 9.5 }) : 0;
    doc.font('Helvetica').fontSize(10);
    const height = frenchHeight + arabicLines + 14;
    if (y + height > PAGE.height - reserve) {
      doc.addPage();
      doc
        .fillColor(MUTED)
        .font('Helvetica')
        .fontSize(9)
        .text(`${name} ${data.number} (suite)`, PAGE.margin, PAGE.margin);
      y = headerRow(PAGE.margin + 20);
      doc.font('Helvetica').fontSize(10).fillColor(INK);
    }
    doc.text(label, COL_X.label + 8, y + 7, { width: LABEL_WIDTH - 8 });
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

  // Total and VAT mention, under the amounts.
  y += 10;
  const totalX = COL_X.unit - 60;
  const totalWidth = PAGE.margin + CONTENT_WIDTH - totalX;
  const totalHeight = arabic ? 26 + arabicLineHeight(10) - 6 : 26;
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

  // Payment.
  y = doc.y + 22;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text('Règlement', PAGE.margin, y);
  doc.font('Helvetica').fontSize(9.5);
  if (credit) {
    doc.text(t(`Avoir sur la facture ${credit.invoice.number} du ${dayOf(credit.invoice.issuedAt)}.`), {
      width: CONTENT_WIDTH,
    });
    doc.text(t(`Montant remboursé le ${dayOf(data.payment.paidAt)} — ${data.payment.methodLabel}.`), {
      width: CONTENT_WIDTH,
    });
    doc.text(t(`Motif : ${credit.reason}`), { width: CONTENT_WIDTH });
  } else {
    doc.text(t(`Facture acquittée le ${dayOf(data.payment.paidAt)} — ${data.payment.methodLabel}.`), {
      width: CONTENT_WIDTH,
    });
  }
  doc.text(t(`Référence de la commande : ${data.orderReference}.`), { width: CONTENT_WIDTH });
  const paymentBottom = doc.y;

  // Legal mentions, at the foot of the last page.
  const mentions = [
    t(
      `Médiation de la consommation : en cas de litige non résolu par une réclamation écrite préalable, le client consommateur peut recourir gratuitement au médiateur ${seller.mediator.name}, ${seller.mediator.address}, ${seller.mediator.website}.`,
    ),
    t(
      'Pas d’escompte pour paiement anticipé. Clients professionnels : en cas de retard de paiement, pénalités au taux de trois fois l’intérêt légal et indemnité forfaitaire de 40 € pour frais de recouvrement (art. L441-10 du Code de commerce).',
    ),
    t(`${seller.name} — ${seller.tradeName} — ${seller.address} — SIRET ${seller.siret}`),
  ];
  doc.font('Helvetica').fontSize(8);
  const footHeight = mentions.reduce((h, m) => h + doc.heightOfString(m, { width: CONTENT_WIDTH }) + 4, 0);
  const footY = PAGE.height - PAGE.margin - footHeight;

  // An Arabic order's summary: references, payment, VAT mention, and that the French text is binding.
  if (arabic) {
    const method = credit
      ? (`invoicePdf.refundMethod_${data.payment.method}` as const)
      : (`invoicePdf.method_${data.payment.method}` as const);
    const summary = [
      ar('invoicePdf.issued', { date: dayOf(data.issuedAt) }),
      ar('invoicePdf.serviceDate', { date: frenchDate(data.serviceDate) }),
      ar('invoicePdf.order', { reference: data.orderReference }),
      ...(credit
        ? [
            ar('invoicePdf.originalInvoice', { number: credit.invoice.number }),
            ar('invoicePdf.creditOf', { number: credit.invoice.number, date: dayOf(credit.invoice.issuedAt) }),
            ar('invoicePdf.refunded', { date: dayOf(data.payment.paidAt), method: ar(method) }),
            ar('invoicePdf.reason', { reason: credit.reason }),
          ]
        : [ar('invoicePdf.paid', { date: dayOf(data.payment.paidAt), method: ar(method) })]),
      ar('invoicePdf.vatNote'),
    ];
    const texts = { title: ar('invoicePdf.summary'), lines: summary, binding: ar('invoicePdf.binding') };
    const height = arabicSummaryHeight(doc, texts, CONTENT_WIDTH) + 8;
    let at = paymentBottom + 16;
    if (at + height > footY - 16) {
      doc.addPage();
      doc
        .fillColor(MUTED)
        .font('Helvetica')
        .fontSize(9)
        .text(`${name} ${data.number} (suite)`, PAGE.margin, PAGE.margin);
      at = PAGE.margin + 24;
    }
    writeArabicSummary(
      doc,
      texts,
      { x: PAGE.margin, y: at, width: CONTENT_WIDTH },
      { ink: INK, rule: LINE, accent: ACCENT },
    );
    doc.font('Helvetica').fontSize(8);
  }
  doc
    .moveTo(PAGE.margin, footY - 10)
    .lineTo(PAGE.margin + CONTENT_WIDTH, footY - 10)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.fillColor(MUTED).text(mentions[0]!, PAGE.margin, footY, { width: CONTENT_WIDTH });
  for (const m of mentions.slice(1)) {
    doc.moveDown(0.35);
    doc.text(m, { width: CONTENT_WIDTH });
  }

  doc.end();
  return done;
}
