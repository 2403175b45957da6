import { readFileSync } from 'node:fs';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../test/multipart';
import { pdftotext } from '../test/pdf-text';
import { codeMatches, hashCode, newCode, newReference, printedCode } from './codes';
import { renderStamp, stampLine, verificationLink } from './stamp';
import { stampFile } from './stamp-worker';
import { a4Translation } from './verification-test-kit';

const INPUT = { reference: '7KQ4M-9XD2P', code: 'K7QM3XRD', publicUrl: 'https://benali-traduction.fr/' };

// Each stamping starts a worker: seconds on a busy two-core machine.
describe('the stamp', { timeout: 30_000 }, () => {
  it('prints the line in French and in Arabic, and links the QR code to the page with the code in the fragment', async () => {
    expect(stampLine(INPUT)).toBe(
      'Traduction certifiée n°\u00a07KQ4M-9XD2P — vérifiable sur benali-traduction.fr/verifier avec le code K7QM-3XRD',
    );
    expect(verificationLink(INPUT.publicUrl, INPUT.reference, INPUT.code)).toBe(
      'https://benali-traduction.fr/verifier/7KQ4M-9XD2P#K7QM3XRD',
    );
    const stamp = await renderStamp(INPUT);
    // About 12.7 cm by 1.4 cm: it fits the left margin of an A4 page upright.
    expect(stamp.width).toBeLessThan(420);
    expect(stamp.height).toBe(40);
    const text = pdftotext(stamp.pdf);
    if (text === null) return;
    expect(text.replace(/\s+/g, ' ')).toContain(stampLine(INPUT).replace(/\u00a0/g, ' '));
    // The Arabic words come out of the Naskh glyphs (decision 033).
    expect(text).toContain('يمكن التحقق منها على');
  });

  it('goes on every page, whatever its rotation, and leaves the page’s own text alone', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (const angle of [0, 90, 180, 270]) {
      const page = doc.addPage([595.28, 841.89]);
      page.drawText(`PAGE TOURNEE ${angle}`, { x: 72, y: 760, size: 12, font });
      page.setRotation(degrees(angle));
    }
    const result = await stampFile(await doc.save(), 'application/pdf', () => renderStamp(INPUT));
    expect(result).toMatchObject({ ok: true, pages: 4 });
    const text = pdftotext(result.ok ? result.bytes : new Uint8Array());
    if (text === null) return;
    expect(text.match(/Traduction certifiée n°/g)).toHaveLength(4);
    for (const angle of [0, 90, 180, 270]) expect(text).toContain(`PAGE TOURNEE ${angle}`);
  });

  it('makes an image a one-page A4 PDF, and stamps a page too short for the margin along its bottom', async () => {
    const stamp = () => renderStamp(INPUT);
    const image = await stampFile(FIXTURES.png(), 'image/png', stamp);
    expect(image).toMatchObject({ ok: true, pages: 1 });
    const out = await PDFDocument.load(image.ok ? image.bytes : new Uint8Array());
    expect(out.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    // A 200 × 100 pt page (the order fixtures' PDF).
    const small = await stampFile(readFileSync('tests/e2e/fixtures/acte-de-naissance.pdf'), 'application/pdf', stamp);
    expect(small).toMatchObject({ ok: true, pages: 1 });
  });

  it('says why it cannot stamp an encrypted or a damaged PDF, and never throws', async () => {
    const stamp = () => renderStamp(INPUT);
    const encrypted = readFileSync('server/files/test-fixtures/encrypted-user-password-aes256-3-pages.pdf');
    expect(await stampFile(encrypted, 'application/pdf', stamp)).toEqual({ ok: false, reason: 'encrypted' });
    const damaged = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect(await stampFile(damaged, 'application/pdf', stamp)).toEqual({ ok: false, reason: 'damaged' });
    expect(await stampFile(await a4Translation(1), 'application/pdf', stamp, { maxBytes: 100 })).toEqual({
      ok: false,
      reason: 'too-large',
    });
  });
});

describe('references and codes', { timeout: 20_000 }, () => {
  it('are random in the alphabet, and the code is kept only as a salted scrypt hash', async () => {
    const references = new Set(Array.from({ length: 200 }, newReference));
    expect(references.size).toBe(200);
    for (const r of references) expect(r).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const code = newCode();
    expect(printedCode(code)).toMatch(/^.{4}-.{4}$/);
    const [a, b] = [await hashCode(code), await hashCode(code)];
    expect(a).not.toBe(b);
    expect(a).not.toContain(code);
    expect(await codeMatches(code, a)).toBe(true);
    expect(await codeMatches(code.slice(1) + '0', a)).toBe(code.slice(1) + '0' === code);
    // No reference: the same work against a dummy hash, and never a match.
    expect(await codeMatches(code, null)).toBe(false);
    expect(await codeMatches(code, 'corrupt')).toBe(false);
  });
});
