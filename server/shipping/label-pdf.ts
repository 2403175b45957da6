import { addressLines } from '../../core/address-lines';
import { BUSINESS } from '../../core/business';
import { t } from '../../core/messages';
import type { PostalAddress } from '../../core/postal-address';
import { newPdfDocument } from '../pdf/document';
import { typedText } from '../pdf/mixed-text';
import { toWinAnsi } from '../pdf/win-ansi';

/**
 * The envelope label of « Imprimer l’étiquette » (decision 048): an A4 sheet folded in three for a
 * DL window envelope (110 × 220 mm, window 45 × 100 mm on the right, 20 mm from the right edge and
 * 15 mm from the bottom), the usual French letter. The recipient block sits where that window
 * falls on the top third of the sheet whatever the sheet's play in the envelope (NF Z 11-001's
 * place: 100 mm from the left, 45 mm from the top); a one-line sender prints small above it, in
 * the window too, so an item La Poste cannot deliver comes back. The full sender and the order's
 * reference are top left, out of the window. Names and addresses go through typedText: an Arabic
 * name prints shaped in Noto Naskh, right to left.
 */
const MM = 72 / 25.4;
const mm = (v: number) => v * MM;
const INK = '#111827';
const MUTED = '#4b5563';

/** The window's safe area on the sheet (the sheet slides a few millimetres in the envelope). */
const RECIPIENT_BOX = { x: mm(105), y: mm(48), width: mm(85), height: mm(34) } as const;
/** Where the sheet is folded: thirds of A4's 297 mm. */
const FOLDS = [mm(99), mm(198)];

export interface LabelData {
  orderId: string;
  recipient: { name: string; phone?: string | null };
  address: PostalAddress;
  /** When the label was drawn: the PDF's dates (the same order and day give the same bytes). */
  at: Date;
}

function drawSender(doc: PDFKit.PDFDocument): void {
  const b = BUSINESS;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text(toWinAnsi(b.tradeName), mm(20), mm(15));
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [b.translatorName, b.address.street, `${b.address.postalCode} ${b.address.city}`, b.phoneDisplay])
    doc.text(toWinAnsi(line));
}

function drawRecipient(doc: PDFKit.PDFDocument, data: LabelData): void {
  const { x, y, width } = RECIPIENT_BOX;
  const b = BUSINESS;
  // The return line: small, one line, in the window above the recipient.
  doc.font('Helvetica').fontSize(6.5).fillColor(MUTED);
  doc.text(toWinAnsi(`${b.tradeName} · ${b.address.street} · ${b.address.postalCode} ${b.address.city}`), x, y, {
    width,
    lineBreak: false,
    underline: true,
  });
  let top = y + mm(4.5);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  typedText(doc, data.recipient.name, x, top, { width });
  top = doc.y + mm(0.5);
  doc.font('Helvetica').fontSize(10.5);
  for (const line of addressLines(data.address, 'fr', true)) {
    typedText(doc, line, x, top, { width });
    top = doc.y;
  }
}

function drawFoldMarks(doc: PDFKit.PDFDocument): void {
  doc.lineWidth(0.5).strokeColor('#9ca3af');
  for (const y of FOLDS) doc.moveTo(0, y).lineTo(mm(6), y).stroke();
}

/** The label as a PDF (A4, one page). */
export function renderLabelPdf(data: LabelData): Promise<Buffer> {
  const doc = newPdfDocument({
    size: 'A4',
    margins: { top: 0, left: 0, right: 0, bottom: 0 },
    lang: 'fr-FR',
    info: {
      Title: toWinAnsi(t('fr', 'shipping.labelTitle', { id: data.orderId })),
      Author: toWinAnsi(BUSINESS.tradeName),
      CreationDate: data.at,
      ModDate: data.at,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawSender(doc);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text(toWinAnsi(t('fr', 'shipping.labelOrder', { id: data.orderId })), mm(20), mm(42));
  if (data.recipient.phone) doc.text(toWinAnsi(t('fr', 'shipping.labelPhone', { phone: data.recipient.phone })));
  drawRecipient(doc, data);
  drawFoldMarks(doc);
  doc.end();
  return done;
}
