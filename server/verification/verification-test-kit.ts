import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import { pdftotext } from '../test/pdf-text';
import type { TestApp } from '../test/app';
import { multipart } from '../test/multipart';

/** A translation as the translator's word processor makes it: A4 pages of text with margins. */
export async function a4Translation(pages = 2, marker = 'ACTE DE NAISSANCE'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`${marker} - page ${i}`, { x: 72, y: 760, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** POST /api/admin/upload/:id with the delivery's fields before the files, as the page sends them. */
export function deliver(
  t: TestApp,
  orderId: string,
  headers: Record<string, string>,
  files: { filename: string; content: Buffer }[],
  fields: Record<string, string> = { documentType: 'Acte de naissance', languages: 'ar-fr' },
) {
  const body = multipart(files.map((f) => ({ field: 'fileAdmin', filename: f.filename, content: f.content })));
  // Text fields ahead of the files: the same multipart body, with the fields' parts first.
  const boundary = body.headers['content-type']!.split('boundary=')[1]!;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/upload/${orderId}`,
    payload: Buffer.concat([...parts, body.payload]),
    headers: { ...body.headers, ...headers },
  });
}

/** The reference and the code a stamped PDF prints, read back as a reader copies them (pdftotext). */
export function printedCredentials(pdf: Uint8Array): { reference: string; code: string; text: string } {
  const text = pdftotext(pdf);
  expect(text, 'poppler-utils (pdftotext) is needed').not.toBeNull();
  const line =
    /Traduction certifiée n°\s*([0-9A-Z]{5}-[0-9A-Z]{5}) — vérifiable sur (\S+) avec le code ([0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
      text!,
    );
  expect(line, text!).not.toBeNull();
  return { reference: line![1]!, code: line![3]!, text: text! };
}
