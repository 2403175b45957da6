import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageCountIn, totalPages } from '../../core/page-counts';
import { countPages } from './page-count';

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url));

async function pdfOf(pages: number, options: { objectStreams?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage().drawText(`Page ${i}`, { x: 50, y: 700, size: 24, font });
  return doc.save({ useObjectStreams: options.objectStreams ?? true });
}

let one: Uint8Array;
let seven: Uint8Array;
beforeAll(async () => {
  one = await pdfOf(1);
  seven = await pdfOf(7);
});

describe('countPages', () => {
  it('counts the pages of PDFs, with or without object streams', async () => {
    expect(await countPages(one, 'application/pdf')).toEqual({ pages: 1 });
    expect(await countPages(seven, 'application/pdf')).toEqual({ pages: 7 });
    expect(await countPages(await pdfOf(7, { objectStreams: false }), 'application/pdf')).toEqual({ pages: 7 });
  });

  it('counts an image as one page', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(await countPages(png, 'image/png')).toEqual({ pages: 1 });
    expect(await countPages(jpeg, 'image/jpeg')).toEqual({ pages: 1 });
  });

  it('says « unknown » for encrypted PDFs, whatever the encryption', async () => {
    for (const name of [
      'encrypted-user-password-aes256-3-pages.pdf',
      'encrypted-owner-only-aes256-3-pages.pdf',
      'encrypted-rc4-40-3-pages.pdf',
      'encrypted-object-streams-7-pages.pdf',
    ]) {
      const bytes = fixture(name);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.includes('/Encrypt')).toBe(true);
      const count = await countPages(bytes, 'application/pdf');
      expect.soft(count, name).toMatchObject({ pages: null });
      // The one with object streams cannot even be parsed without the key: damaged or encrypted, never a number.
      if (!name.includes('object-streams')) expect.soft(count, name).toEqual({ pages: null, reason: 'encrypted' });
    }
  });

  it('says « unknown » for truncated and garbage PDFs instead of guessing', async () => {
    for (const fraction of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      const cut = seven.subarray(0, Math.floor(seven.length * fraction));
      expect
        .soft(await countPages(cut, 'application/pdf'), `cut at ${fraction}`)
        .toEqual({ pages: null, reason: 'damaged' });
    }
    expect(await countPages(Buffer.from('%PDF-1.7\ngarbage garbage garbage'), 'application/pdf')).toEqual({
      pages: null,
      reason: 'damaged',
    });
    expect(await countPages(Buffer.from('%PDF-'), 'application/pdf')).toEqual({ pages: null, reason: 'damaged' });
    expect(await countPages(new Uint8Array(0), 'application/pdf')).toEqual({ pages: null, reason: 'damaged' });
    // Not a PDF at all although declared as one.
    expect(await countPages(Buffer.from('GIF89a……'), 'application/pdf')).toEqual({ pages: null, reason: 'damaged' });
  });

  it('survives hostile page trees: a cycle, a lying /Count', async () => {
    const pdf = (objects: string) =>
      Buffer.from(
        `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n${objects}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
      );
    // /Kids pointing back at itself: endless recursion in the parser, caught in the worker.
    expect(
      await countPages(pdf('2 0 obj << /Type /Pages /Kids [2 0 R] /Count 1 >> endobj'), 'application/pdf'),
    ).toEqual({ pages: null, reason: 'damaged' });
    // The page tree is walked; its /Count is not believed.
    const lying =
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 999999999 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R >> endobj';
    expect(await countPages(pdf(lying), 'application/pdf')).toEqual({ pages: 1 });
  });

  it('refuses to parse over the size limit, and stops at the time limit', async () => {
    expect(await countPages(seven, 'application/pdf', { maxBytes: 100 })).toEqual({ pages: null, reason: 'too-large' });
    // The thread stays warm between counts (server/pdf/warm-worker.ts): seven pages take less than
    // a millisecond there, so the one that runs over is long.
    expect(await countPages(await pdfOf(2_000), 'application/pdf', { timeoutMs: 1 })).toEqual({
      pages: null,
      reason: 'timeout',
    });
    // The queue moves on after a timeout.
    expect(await countPages(seven, 'application/pdf')).toEqual({ pages: 7 });
  });

  it('counts several files at once, one after the other, with the right result for each', async () => {
    const results = await Promise.all(
      [seven, one, seven, fixture('encrypted-rc4-40-3-pages.pdf')].map((b) => countPages(b, 'application/pdf')),
    );
    expect(results.map((r) => r.pages)).toEqual([7, 1, 7, null]);
  });

  it('leaves the caller’s bytes untouched', async () => {
    const copy = Uint8Array.from(seven);
    await countPages(seven, 'application/pdf');
    expect(Buffer.from(seven).equals(Buffer.from(copy))).toBe(true);
  });
});

describe('labels', () => {
  it('says what the visitor and the admin read', () => {
    expect(pageCountIn('fr', 7)).toBe('7 pages');
    expect(pageCountIn('fr', 1)).toBe('1 page');
    expect(pageCountIn('fr', null)).toBe('nombre de pages inconnu');
    expect(totalPages([3, 4])).toBe(7);
    expect(totalPages([3, null])).toBeNull();
    expect(totalPages([])).toBe(0);
    expect(totalPages([2, undefined])).toBeNull();
    expect(pageCountIn('fr', undefined)).toBe('nombre de pages inconnu');
  });
});
