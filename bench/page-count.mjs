// node --import tsx bench/page-count.mjs — time to count the pages of large PDFs (issue 16):
// countPages (worker thread, start-up included) versus pdf-lib in the main thread, and how long
// the main event loop stalls meanwhile. Run by hand; nothing to build.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { countPages } from '../server/files/page-count.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const mb = (n) => (n / 1024 / 1024).toFixed(1);

async function textPdf(pages, { objectStreams = true, filler = 0 } = {}) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = 'Traduction certifiée conforme à l’original rédigé en langue arabe. '.replace(/[^\x20-\x7e]/g, 'e');
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage();
    page.drawText(`Page ${i}`, { x: 50, y: 780, size: 14, font });
    for (let j = 0; j < filler; j++) page.drawText(line, { x: 50, y: 760 - (j % 70) * 10, size: 8, font });
  }
  return doc.save({ useObjectStreams: objectStreams });
}

async function scannedPdf(pages, bytesPerPage) {
  const doc = await PDFDocument.create();
  // Noise does not compress: a JPEG of about bytesPerPage, like a phone scan.
  const side = Math.round(Math.sqrt(bytesPerPage / 1.2));
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  for (let i = 0; i < pages; i++) {
    // A distinct image per page, as in a real scan (the bytes differ by one comment byte).
    const image = await doc.embedJpg(
      Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, 0x00, 0x03, i & 0xff]), jpeg.subarray(2)]),
    );
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return doc.save();
}

async function measure(name, bytes) {
  const worker = [];
  const stalls = [];
  let pages;
  for (let i = 0; i < ROUNDS; i++) {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const t = performance.now();
    const result = await countPages(bytes, 'application/pdf', { timeoutMs: 120_000, maxBytes: 1024 ** 3 });
    worker.push(performance.now() - t);
    loop.disable();
    stalls.push(loop.max / 1e6);
    pages = result.pages;
  }
  const direct = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    (
      await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false })
    ).getPageCount();
    direct.push(performance.now() - t);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(0);
  console.log(
    `${name.padEnd(44)} ${mb(bytes.length).padStart(6)} MB ${String(pages).padStart(5)} p | countPages ${median(worker).padStart(6)} ms (event loop max stall ${median(stalls)} ms) | pdf-lib in main thread ${median(direct).padStart(6)} ms`,
  );
}

console.log(`median of ${ROUNDS} rounds, Node ${process.version}`);
await measure('1 page (worker start-up cost)', await textPdf(1));
await measure('500 pages of text', await textPdf(500, { filler: 20 }));
await measure('500 pages of text, no object streams', await textPdf(500, { filler: 20, objectStreams: false }));
await measure('20 MB: 20 scanned pages (JPEG)', await scannedPdf(20, 1.6 * 1024 * 1024));
await measure(
  '20 MB: 7 500 pages of text, no object streams',
  await textPdf(7500, { filler: 60, objectStreams: false }),
);
