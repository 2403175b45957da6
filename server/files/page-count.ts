import { createRequire } from 'node:module';
import type { Worker } from 'node:worker_threads';
import { turns, WarmWorker } from '../pdf/warm-worker';
import type { AcceptedType } from './sniff';

/**
 * Pages of an uploaded document, counted on the server at upload time so the order form can say
 * « Vos fichiers comptent 7 pages ». An image is one page. A PDF is read with pdf-lib in a
 * worker thread: parsing a large or hostile PDF is synchronous work that would otherwise stall
 * every request of the process, and only a worker can be stopped (terminated) when it runs over
 * its time or memory limit. Nothing here throws: a PDF that cannot be counted gives
 * `pages: null` with the reason, shown as « nombre de pages inconnu ».
 * See docs/decisions/022-delivery-dates.md (PDF library).
 */
export type PageCount = { pages: number } | { pages: null; reason: 'encrypted' | 'damaged' | 'too-large' | 'timeout' };

export interface PageCountLimits {
  /** Larger PDFs are not parsed at all. */
  maxBytes: number;
  /** Wall-clock limit of one count, worker start included when it has to start. */
  timeoutMs: number;
  /** Heap limit of the worker: a PDF that inflates (object streams) past it is « damaged ». */
  maxHeapMb: number;
}

/** Measured on the project machine: see the decision record and bench/page-count.mjs. */
const PAGE_COUNT_LIMITS: PageCountLimits = {
  maxBytes: 50 * 1024 * 1024,
  timeoutMs: 10_000,
  maxHeapMb: 512,
};

// The worker is plain CommonJS run from a string, so it works the same under Vitest, tsx and the
// esbuild bundle (no extra file to ship). pdf-lib is resolved here and passed as an absolute path.
// It answers one count per message, and stays for the next (server/pdf/warm-worker.ts).
const PDF_LIB = createRequire(import.meta.url).resolve('pdf-lib');
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument } = require(workerData.pdfLib);
parentPort.on('message', async ({ bytes }) => {
  try {
    // ignoreEncryption: load anyway so an encrypted file is recognised rather than refused;
    // throwOnInvalidObject: a damaged object is an error, not a console warning and a guess.
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
    if (doc.isEncrypted) return parentPort.postMessage({ pages: null, reason: 'encrypted' });
    const pages = doc.getPageCount();
    parentPort.postMessage(pages > 0 ? { pages } : { pages: null, reason: 'damaged' });
  } catch {
    parentPort.postMessage({ pages: null, reason: 'damaged' });
  }
});
`;

const warm = new WarmWorker(WORKER_SOURCE, { pdfLib: PDF_LIB }, PAGE_COUNT_LIMITS.maxHeapMb);
/** One count at a time: two cores, one of them the server's. */
const turn = turns();

function countInWorker(bytes: Uint8Array, limits: PageCountLimits): Promise<PageCount> {
  return new Promise((resolve) => {
    let settled = false;
    let worker: Worker | undefined;
    const onMessage = (message: PageCount) => finish(message);
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash of the parser: the thread is gone.
    const onGone = () => finish({ pages: null, reason: 'damaged' });
    const finish = (result: PageCount, stop = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker?.off('message', onMessage).off('error', onGone).off('exit', onGone);
      // A count that ran over is still parsing: only stopping the thread ends it.
      if (stop) warm.discard(worker);
      resolve(result);
    };
    const timer = setTimeout(() => finish({ pages: null, reason: 'timeout' }, true), limits.timeoutMs);
    try {
      worker = warm.acquire();
      worker.once('message', onMessage).once('error', onGone).once('exit', onGone);
      // One copy, moved (not cloned again) to the worker: the caller keeps its buffer, and a
      // pooled Buffer's shared memory is never handed over.
      const copy = new Uint8Array(bytes);
      worker.postMessage({ bytes: copy }, [copy.buffer]);
    } catch {
      finish({ pages: null, reason: 'damaged' }, true);
    }
  });
}

const isPdf = (bytes: Uint8Array) =>
  bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/**
 * The page count of an uploaded file whose type was sniffed from its bytes (sniff.ts).
 * Images: 1. PDFs: counted within the limits; never throws, never rejects.
 */
export async function countPages(
  bytes: Uint8Array,
  type: AcceptedType,
  limits: Partial<Omit<PageCountLimits, 'maxHeapMb'>> = {},
): Promise<PageCount> {
  if (type === 'image/png' || type === 'image/jpeg') return { pages: 1 };
  const applied = { ...PAGE_COUNT_LIMITS, ...limits };
  if (bytes.length > applied.maxBytes) return { pages: null, reason: 'too-large' };
  if (!isPdf(bytes)) return { pages: null, reason: 'damaged' };
  try {
    return await turn(() => countInWorker(bytes, applied));
  } catch {
    return { pages: null, reason: 'damaged' };
  }
}
