import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { turns, WarmWorker } from '../pdf/warm-worker';
import type { AcceptedType } from '../files/sniff';

/**
 * Stamps a delivered translation (decision 054): with pdf-lib, which reads PDFs, the stamp pdfkit
 * drew (./stamp.ts) goes on every page as one shared form, upright in the left margin whatever
 * the page's rotation (along the bottom of a page too short for it); an image first becomes a one-page A4 PDF whose left margin leaves it room.
 * In a worker thread like the page count (server/files/page-count.ts, decision 022): parsing a
 * large PDF would otherwise stall every request, and only a worker can be stopped when it runs
 * over its time or memory. Never throws: a file that cannot be stamped says why, and is delivered
 * as it came (the admin sees the reason).
 */
export type StampFailure = 'encrypted' | 'damaged' | 'too-large' | 'timeout';
export type StampResult = { ok: true; bytes: Buffer; pages: number } | { ok: false; reason: StampFailure };

interface StampLimits {
  maxBytes: number;
  timeoutMs: number;
  maxHeapMb: number;
}

const LIMITS: StampLimits = { maxBytes: 50 * 1024 * 1024, timeoutMs: 30_000, maxHeapMb: 768 };

/** Where the stamp sits on the page as one sees it (points): its foot 2 cm above the bottom, 5 mm from the left edge. */
const EDGE_LEFT = 14;
const EDGE_BOTTOM = 56;
const EDGE_TOP = 28;

// Plain CommonJS run from a string, so it works the same under Vitest, tsx and the esbuild bundle.
const PDF_LIB = createRequire(import.meta.url).resolve('pdf-lib');
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument, degrees } = require(workerData.pdfLib);
const { EDGE_LEFT, EDGE_BOTTOM, EDGE_TOP } = workerData.edges;

async function imageDocument(bytes, type) {
  const doc = await PDFDocument.create();
  const image = type === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  // A4, turned like the image; 2 cm on the left for the stamp, 1 cm elsewhere.
  const [w, h] = image.width > image.height ? [841.89, 595.28] : [595.28, 841.89];
  const page = doc.addPage([w, h]);
  const box = { x: 56, y: 28, width: w - 56 - 28, height: h - 56 };
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height });
  return doc;
}

/** A point of the page as one sees it (rotation applied), in the page's own space. */
function toPage(box, rotation, vx, vy) {
  const { x, y, width: w, height: h } = box;
  if (rotation === 90) return { x: x + w - vy, y: y + vx };
  if (rotation === 180) return { x: x + w - vx, y: y + h - vy };
  if (rotation === 270) return { x: x + vy, y: y + h - vx };
  return { x: x + vx, y: y + vy };
}

// One job per { bytes, type } message; the stamp it waits for comes as a { stamp } message.
let stampArrives = null;
parentPort.on('message', (message) => {
  if ('stamp' in message) {
    stampArrives?.(message);
    stampArrives = null;
    return;
  }
  void stampOne(message);
});

async function stampOne({ bytes, type }) {
  try {
    let doc;
    if (type === 'application/pdf') {
      doc = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
      if (doc.isEncrypted) return parentPort.postMessage({ ok: false, reason: 'encrypted' });
    } else {
      doc = await imageDocument(bytes, type);
    }
    const pages = doc.getPages();
    if (pages.length === 0) return parentPort.postMessage({ ok: false, reason: 'damaged' });
    // The stamp comes once the file is read: the main thread draws it meanwhile.
    parentPort.postMessage({ ready: true });
    const { stamp, stampWidth, stampHeight } = await new Promise((resolve) => (stampArrives = resolve));
    const [form] = await doc.embedPdf(stamp, [0]);
    for (const page of pages) {
      const box = page.getCropBox();
      const rotation = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
      const [seenWidth, seenHeight] = rotation % 180 === 0 ? [box.width, box.height] : [box.height, box.width];
      // Read from the bottom up along the left edge; on a page too short for that, along the bottom.
      const upright = Math.min(1, (seenHeight - EDGE_BOTTOM - EDGE_TOP) / stampWidth);
      if (upright >= 0.6) {
        const origin = toPage(box, rotation, EDGE_LEFT + stampHeight * upright, EDGE_BOTTOM);
        page.drawPage(form, { x: origin.x, y: origin.y, xScale: upright, yScale: upright, rotate: degrees(90 + rotation) });
      } else {
        const edge = Math.min(EDGE_LEFT, seenWidth / 40);
        const scale = Math.min(1, (seenWidth - 2 * edge) / stampWidth);
        const origin = toPage(box, rotation, edge, edge);
        page.drawPage(form, { x: origin.x, y: origin.y, xScale: scale, yScale: scale, rotate: degrees(rotation) });
      }
    }
    const out = await doc.save();
    parentPort.postMessage({ ok: true, bytes: out, pages: pages.length }, [out.buffer]);
  } catch {
    parentPort.postMessage({ ok: false, reason: 'damaged' });
  }
}
`;

/** One stamping at a time (two cores, one of them the server's), in one thread kept between them. */
const turn = turns();
const warm = new WarmWorker(
  WORKER_SOURCE,
  { pdfLib: PDF_LIB, edges: { EDGE_LEFT, EDGE_BOTTOM, EDGE_TOP } },
  LIMITS.maxHeapMb,
);

type Stamp = { pdf: Buffer; width: number; height: number };
type WorkerMessage =
  { ready: true } | { ok: true; bytes: Uint8Array; pages: number } | { ok: false; reason: StampFailure };

/** The file is read in the worker while `stamp` draws the stamp here; it goes to the worker once both are done. */
function stampInWorker(
  bytes: Uint8Array,
  type: AcceptedType,
  stamp: () => Promise<Stamp>,
  limits: StampLimits,
): Promise<StampResult> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let worker: Worker | undefined;
    const onGone = () => finish({ ok: false, reason: 'damaged' });
    const settle = (stop: boolean) => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      worker?.off('message', onMessage).off('error', onGone).off('exit', onGone);
      // A job that ran over or failed half-way may still be working: only stopping the thread ends it.
      if (stop) warm.discard(worker);
      return true;
    };
    const finish = (result: StampResult, stop = false) => {
      if (settle(stop)) resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }, true), limits.timeoutMs);
    const drawn = stamp();
    // Never left unhandled: a drawing that fails is reported below, as the caller's error.
    drawn.catch(() => {});
    const onMessage = (message: WorkerMessage) => {
      if ('ready' in message) {
        drawn.then(
          (s) => worker?.postMessage({ stamp: new Uint8Array(s.pdf), stampWidth: s.width, stampHeight: s.height }),
          (err: unknown) => {
            if (settle(true)) reject(err);
          },
        );
        return;
      }
      finish(
        message.ok
          ? {
              ok: true,
              bytes: Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength),
              pages: message.pages,
            }
          : message,
      );
    };
    try {
      worker = warm.acquire();
      worker.on('message', onMessage).once('error', onGone).once('exit', onGone);
      const copy = new Uint8Array(bytes);
      worker.postMessage({ bytes: copy, type }, [copy.buffer]);
    } catch {
      finish({ ok: false, reason: 'damaged' }, true);
    }
  });
}

/** The stamped PDF of a delivered file (a PDF, or an image made a one-page PDF), or why not. */
export async function stampFile(
  bytes: Uint8Array,
  type: AcceptedType,
  /** Draws the stamp (./stamp.ts), while the worker reads the file. */
  stamp: () => Promise<Stamp>,
  limits: Partial<Omit<StampLimits, 'maxHeapMb'>> = {},
): Promise<StampResult> {
  const applied = { ...LIMITS, ...limits };
  if (bytes.length > applied.maxBytes) return { ok: false, reason: 'too-large' };
  if (type === 'application/pdf' && Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
    return { ok: false, reason: 'damaged' };
  return turn(() => stampInWorker(bytes, type, stamp, applied));
}
