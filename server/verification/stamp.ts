import qrcode from 'qrcode-generator';
import { t } from '../../core/messages';
import { newPdfDocument } from '../pdf/document';
import { arabicHeight, writeArabic } from '../pdf/mixed-text';
import { toWinAnsi } from '../pdf/win-ansi';
import { printedCode } from './codes';

/**
 * The verification stamp (decision 054), drawn once per delivered file with pdfkit, the project's
 * drawing library (it shapes the Arabic line: server/pdf/mixed-text.ts, decision 033), as a
 * one-page PDF the size of the stamp: the QR code, drawn as vector squares, and the line in
 * French then in Arabic. ./stamp-worker.ts puts this page on every page of the translation with
 * pdf-lib, which reads PDFs (pdfkit cannot).
 */
export interface StampInput {
  reference: string;
  code: string;
  /** PUBLIC_URL: the QR code's link and, without its scheme, the site the line names. */
  publicUrl: string;
}

const INK = '#111827';
const SIZE = 6.5;
/** The QR code's side, about 12 mm: large enough for a phone to read on paper, small enough for a margin. */
const QR = 34;
const PAD = 3;
const GAP = 6;

/** Where the QR code leads: the page with the reference filled in; the code rides in the fragment, which never reaches a server. */
export const verificationLink = (publicUrl: string, reference: string, code: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/verifier/${reference}#${code}`;

/** « benali-traduction.fr/verifier »: the site as the line prints it. */
const siteOf = (publicUrl: string): string => `${publicUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/verifier`;

/** The French line, as pdftotext reads it back from a stamped page. */
export const stampLine = (input: StampInput): string =>
  t('fr', 'verificationStamp.line', {
    reference: input.reference,
    site: siteOf(input.publicUrl),
    code: printedCode(input.code),
  });

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const cell = side / n;
  doc.fillColor(INK);
  // One rectangle per run of dark modules in a row: a smaller content stream than one per module.
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.isDark(row, col)) col++;
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
    }
  }
  doc.fill();
}

/** The stamp as a one-page PDF whose page is the stamp (its width and height in points come with it). */
export function renderStamp(input: StampInput): Promise<{ pdf: Buffer; width: number; height: number }> {
  const vars = { reference: input.reference, site: siteOf(input.publicUrl), code: printedCode(input.code) };
  const french = toWinAnsi(t('fr', 'verificationStamp.line', vars));
  const arabic = t('ar', 'verificationStamp.line', vars);
  // Measured on a scratch document: the stamp's page is as wide as its longer line.
  const scratch = newPdfDocument({ size: [100, 100], margin: 0 });
  scratch.font('Helvetica').fontSize(SIZE);
  const textWidth = Math.ceil(scratch.widthOfString(french)) + 2;
  const arabicBlock = arabicHeight(scratch, arabic, textWidth, { size: SIZE });
  scratch.end();
  const width = PAD + QR + GAP + textWidth + PAD;
  const height = PAD + QR + PAD;

  const doc = newPdfDocument({
    size: [width, height],
    margin: 0,
    lang: 'fr-FR',
    info: { Title: `Traduction certifiée ${input.reference}`, CreationDate: new Date(0), ModDate: new Date(0) },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // White under the stamp, so that it reads over whatever the margin holds.
  doc.rect(0, 0, width, height).fillColor('#ffffff').fill();
  doc
    .rect(0.25, 0.25, width - 0.5, height - 0.5)
    .lineWidth(0.5)
    .strokeColor('#9ca3af')
    .stroke();
  drawQr(doc, verificationLink(input.publicUrl, input.reference, input.code), PAD, PAD, QR);
  const left = PAD + QR + GAP;
  const frenchHeight = SIZE * 1.2;
  const top = PAD + Math.max(0, (QR - frenchHeight - arabicBlock) / 2);
  doc.font('Helvetica').fontSize(SIZE).fillColor(INK);
  doc.text(french, left, top, { lineBreak: false });
  writeArabic(doc, arabic, { x: left, y: top + frenchHeight, width: textWidth }, { size: SIZE, color: INK });
  doc.end();
  return done.then((pdf) => ({ pdf, width, height }));
}
