import PDFDocument from 'pdfkit';
import { toDayNumber, parisDateTime, type CalendarDate } from '../../core/calendar-date';
import type { CreditNoteData, InvoiceData } from './content';

/**
 * The invoice as a PDF, drawn with pdfkit from the frozen content alone (decision 024). The
 * 14 standard PDF fonts need nothing embedded and cover French; they encode WinAnsi only, so
 * text is first brought into it (anything else prints as « ? » rather than as a wrong glyph).
 * The creation date and the file ID come from the issue date: the same content always gives
 * the same bytes. The bytes are stored all the same, so a later pdfkit never changes a
 * document already handed out.
 */

/** Characters WinAnsi has beyond Latin-1 (0x80–0x9F). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can print: thin and narrow spaces become no-break spaces, the rest unknown becomes « ? ». */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\u202f' || ch === '\u2009' || ch === '\u2007') out += '\u00a0';
    else if (ch === '\u2010' || ch === '\u2011') out += '-';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (ch === '\n') out += ch;
    else out += '?';
  }
  return out;
}

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
  const doc = new PDFDocument({
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
  const headerRow = (at: number) => {
    doc.rect(PAGE.margin, at, CONTENT_WIDTH, 22).fillColor('#eef2ff').fill();
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(9);
    doc.text('Désignation', COL_X.label + 8, at + 7, { width: LABEL_WIDTH, lineBreak: false });
    doc.text('Qté', COL_X.qty, at + 7, { width: COLS.qty, align: 'right', lineBreak: false });
    doc.text('Prix unitaire', COL_X.unit, at + 7, { width: COLS.unit, align: 'right', lineBreak: false });
    doc.text('Montant', COL_X.amount, at + 7, { width: COLS.amount - 8, align: 'right', lineBreak: false });
    return at + 22;
  };
  y = headerRow(y);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of data.lines) {
    const label = t(line.label);
    const height = Math.max(doc.heightOfString(label, { width: LABEL_WIDTH - 8 }), 12) + 14;
    if (y + height > PAGE.height - 230) {
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
  doc.rect(totalX, y, totalWidth, 26).fillColor('#eef2ff').fill();
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11);
  doc.text(credit ? 'Total de l’avoir' : 'Total', totalX + 10, y + 8, { width: totalWidth / 2, lineBreak: false });
  doc.text(t(euros(data.totalCents)), COL_X.amount, y + 8, {
    width: COLS.amount - 8,
    align: 'right',
    lineBreak: false,
  });
  y += 34;
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
