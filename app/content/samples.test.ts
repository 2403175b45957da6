import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fr } from '../../core/messages/fr/index';
import { PDF_SAMPLE, SAMPLE_DOCS } from '../../scripts/samples/documents';
import { SAMPLE_PDF, SAMPLE_SIDES, SAMPLES, sampleImage } from './samples';

/**
 * What `npm run samples:build` committed in public/samples/: every pair the home page lists, each
 * side full size and as a thumbnail, light enough for the page, and the downloadable PDF.
 */
const file = (url: string) => path.join('public', url);
const KB = 1024;
const BUDGET = { thumb: 16 * KB, full: 80 * KB, pdf: 250 * KB, all: 1300 * KB };

describe('sample documents', () => {
  it('draws one pair for every sample of the home page, and no other', () => {
    expect(SAMPLE_DOCS.map((d) => d.key).sort()).toEqual(SAMPLES.map((s) => s.key).sort());
    expect(new Set(SAMPLES.map((s) => s.slug)).size).toBe(SAMPLES.length);
    expect(SAMPLES.length).toBe(12); // spec section 2: a gallery of 12 documents
    expect(SAMPLES.map((s) => s.key)).toContain(PDF_SAMPLE);
  });

  it('has each side of each pair, full size and thumbnail, within its size budget', () => {
    for (const { slug } of SAMPLES) {
      for (const side of SAMPLE_SIDES) {
        for (const size of ['thumb', 'full'] as const) {
          const bytes = statSync(file(sampleImage(slug, side, size))).size;
          expect(bytes, `${slug} ${side} ${size}`).toBeGreaterThan(2 * KB);
          expect(bytes, `${slug} ${side} ${size}`).toBeLessThanOrEqual(BUDGET[size]);
        }
      }
    }
  });

  it('keeps nothing else in public/samples/ and stays light in all', () => {
    const expected = new Set([
      ...SAMPLES.flatMap(({ slug }) =>
        SAMPLE_SIDES.flatMap((side) => (['thumb', 'full'] as const).map((size) => sampleImage(slug, side, size))),
      ),
      SAMPLE_PDF,
    ]);
    const present = readdirSync(file('samples')).map((name) => `/samples/${name}`);
    expect(new Set(present)).toEqual(expected);
    const total = present.reduce((sum, url) => sum + statSync(file(url)).size, 0);
    expect(total).toBeLessThanOrEqual(BUDGET.all);
  });

  it('offers a real PDF of a certified translation, one A4 page', async () => {
    const pdf = readFileSync(file(SAMPLE_PDF));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThanOrEqual(BUDGET.pdf);
    const doc = await PDFDocument.load(pdf);
    // One A4 page (595 × 842 points), titled as what it is.
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([596, 843]);
    expect(doc.getTitle()).toMatch(/^Traduction certifiée conforme — .+ \(spécimen\)$/);
  });

  it('describes both sides of every pair in the catalogue', () => {
    for (const { key } of SAMPLES) expect(fr.sample[`${key}What`]).toBeTruthy();
  });
});
