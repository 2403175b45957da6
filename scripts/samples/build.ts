/**
 * `npm run samples:build`: draws every sample pair of app/content/samples.ts with Chromium into
 * public/samples/ (full-size and thumbnail AVIF of each side) and prints one translation as the
 * downloadable PDF. The output is committed: `npm start` needs none of this.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { SAMPLE_HEIGHT, SAMPLE_PDF, SAMPLE_WIDTH, SAMPLES, sampleImage } from '../../app/content/samples';
import { PDF_SAMPLE, SAMPLE_DOCS } from './documents';
import { originalHtml, PAGE, translationHtml, type Certification } from './page-html';

const OUT = path.resolve('public');
const FULL_SCALE = 2; // 1190 × 1684: the lightbox shows a page at full height on any screen

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
/** Invented translation dates and register numbers, one per sample, the same on every run. */
function certification(i: number): Certification {
  const day = 3 + ((i * 2) % 25);
  return {
    date: `${day === 1 ? '1er' : day} ${MONTHS[2 + (i % 2)]} 2026`,
    register: `2026-${String(141 + i).padStart(4, '0')}`,
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
const page = await browser.newPage({ viewport: PAGE, deviceScaleFactor: FULL_SCALE });

mkdirSync(path.join(OUT, 'samples'), { recursive: true });
// Files of samples no longer listed go.
for (const f of readdirSync(path.join(OUT, 'samples'))) rmSync(path.join(OUT, 'samples', f));

let total = 0;
const write = (url: string, data: Buffer) => {
  writeFileSync(path.join(OUT, url), data);
  total += data.length;
};

for (const [i, sample] of SAMPLES.entries()) {
  const doc = SAMPLE_DOCS.find((d) => d.key === sample.key);
  if (!doc) throw new Error(`No document drawn for the sample ${sample.key} (scripts/samples/documents.ts)`);
  const sides = { original: originalHtml(doc, i + 1), traduction: translationHtml(doc, certification(i), i + 1) };
  for (const [side, html] of Object.entries(sides) as [keyof typeof sides, string][]) {
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: 'png' });
    // AVIF keeps text edges clean at a third of WebP's size for the same look.
    write(sampleImage(sample.slug, side, 'full'), await sharp(png).avif({ quality: 40, effort: 4 }).toBuffer());
    write(
      sampleImage(sample.slug, side, 'thumb'),
      await sharp(png).resize(SAMPLE_WIDTH, SAMPLE_HEIGHT).avif({ quality: 50, effort: 4 }).toBuffer(),
    );
    if (side === 'traduction' && sample.key === PDF_SAMPLE) {
      await page.emulateMedia({ media: 'print' });
      // The A4 page drawn at 595 px wide, scaled to fill 210 mm (794 px).
      const pdf = await page.pdf({
        format: 'A4',
        scale: 794 / PAGE.width,
        printBackground: true,
        margin: { top: '0', right: '0', bottom: '0', left: '0' },
      });
      await page.emulateMedia({ media: 'screen' });
      write(SAMPLE_PDF, pdf);
    }
  }
  console.log(`${sample.slug}: ok`);
}
await browser.close();

const sizes = readdirSync(path.join(OUT, 'samples')).map((f) => statSync(path.join(OUT, 'samples', f)).size);
console.log(`${sizes.length} files, ${(total / 1024).toFixed(0)} KB in all`);
