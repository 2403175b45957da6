import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Database } from '../db/client';
import { HttpError } from '../plugins/error-handler';
import { FileTooLargeError, type FileStore } from '../storage/file-store';
import { countPages } from './page-count';
import { uploads, type Upload } from './schema';
import { detectType, sanitizeFileName, SNIFF_BYTES } from './sniff';

/** A refusal the client should read (a 4xx in the request's language): `UploadRejected.of(400, 'files.nameInvalid')`. */
export class UploadRejected extends HttpError {}

export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Reads just enough of a stream to recognise its type, then hands back the whole stream. */
async function sniff(stream: Readable): Promise<{ head: Buffer; body: AsyncIterable<Buffer> }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* body() {
    if (head.length > 0) yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, body: body() };
}

/** Where a file's bytes go in the store: by month of upload, named by the row's id. */
function storageKey(id: string) {
  const now = new Date();
  return `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
}

/** Where a stored file belongs: a browser's pending upload, or an order. */
export type Placement = Pick<
  typeof uploads.$inferInsert,
  'status' | 'ownerSessionHash' | 'ownerAddressHash' | 'orderId' | 'kind'
>;

/**
 * Stores one file from a stream: type by magic bytes, size bounded while
 * streaming, encrypted by the store; nothing is kept when it is refused.
 */
export async function storeStream(
  db: Database,
  store: FileStore,
  maxFileBytes: number,
  filename: string | undefined,
  stream: Readable,
  placement: Placement,
): Promise<Upload> {
  // Browsers send a bare name; folders mean a forged request. Control characters are stripped (sanitizeFileName).
  if (filename && (/[\\/]/.test(filename) || /^\.+$/.test(filename))) {
    stream.destroy();
    throw UploadRejected.of(400, 'files.nameInvalid');
  }
  const { head, body } = await sniff(stream);
  const displayName = (filename ?? 'document').slice(0, 200);
  if (head.length === 0) {
    stream.destroy();
    throw UploadRejected.of(400, 'files.empty', { name: displayName });
  }
  const type = detectType(head);
  if (!type) {
    stream.destroy();
    throw UploadRejected.of(415, 'order.fileType');
  }
  const id = randomUUID();
  const key = storageKey(id);
  // A PDF's bytes are kept while they stream to the store (bounded by the size limit) to count its pages.
  const pdfChunks: Buffer[] = [];
  async function* keepPdf(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      if (type === 'application/pdf') pdfChunks.push(chunk);
      yield chunk;
    }
  }
  let written: { size: number; sha256: string };
  try {
    written = await store.write(key, Readable.from(keepPdf(body)), { maxBytes: maxFileBytes });
  } catch (err) {
    // Never read on to the end of a refused file: the connection is closed instead (receiveFiles).
    stream.destroy();
    if (err instanceof FileTooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      await store.remove(key).catch(() => {});
      throw UploadRejected.of(413, 'files.tooLarge', { name: displayName, mb: megabytes(maxFileBytes) });
    }
    await store.remove(key).catch(() => {});
    throw err;
  }
  // Never fails the upload: an encrypted or damaged PDF is stored with an unknown count.
  const counted = await countPages(Buffer.concat(pdfChunks), type);
  pdfChunks.length = 0;
  const [row] = await db
    .insert(uploads)
    .values({
      id,
      storageKey: key,
      originalName: sanitizeFileName(filename, type),
      contentType: type,
      sizeBytes: written.size,
      sha256: written.sha256,
      pageCount: counted.pages,
      ...placement,
    })
    .returning();
  return row!;
}

/**
 * The stamped copy of a delivered translation (decision 054): made here, not received, so no
 * sniffing, no size limit but its own and its pages already known. What the customer downloads.
 */
export async function storeStampedTranslation(
  db: Database,
  store: FileStore,
  orderId: string,
  name: string,
  bytes: Buffer,
  pages: number,
): Promise<Upload> {
  const id = randomUUID();
  const key = storageKey(id);
  const written = await store.write(key, Readable.from([bytes]), { maxBytes: bytes.length });
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        id,
        storageKey: key,
        originalName: sanitizeFileName(name, 'application/pdf'),
        contentType: 'application/pdf',
        sizeBytes: written.size,
        sha256: written.sha256,
        pageCount: pages,
        status: 'attached',
        orderId,
        kind: 'translation',
      })
      .returning();
    return row!;
  } catch (err) {
    await store.remove(key).catch(() => {});
    throw err;
  }
}
