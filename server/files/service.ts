import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { HttpError } from '../plugins/error-handler';
import { FileTooLargeError, type FileStore } from '../storage/file-store';
import { countPages } from './page-count';
import { orders } from '../orders/schema';
import { uploads, type Upload } from './schema';
import { detectType, sanitizeFileName, SNIFF_BYTES } from './sniff';

export interface UploadLimits {
  maxFileBytes: number;
  maxFilesPerRequest: number;
  maxPendingFiles: number;
  idleMs: number;
}

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

/**
 * What counts toward the upload caps (issue 29, item 2): pending files, and files checkout
 * attached to an order never paid. Counting only pending ones let an unpaid checkout free the
 * allowance, so 30 more could follow, without end. Such files go UNPAID_DOCUMENT_HOURS after the
 * order's last change (server/retention/rules.ts), and the allowance comes back with them.
 */
function heldCondition(): SQL {
  const unpaidOrders = sql`(select ${orders.id} from ${orders} where ${orders.paidAt} is null and ${orders.paymentStatus} not in ('paid', 'refunded'))`;
  return or(
    eq(uploads.status, 'pending'),
    and(eq(uploads.status, 'attached'), inArray(uploads.orderId, unpaidOrders)),
  )!;
}

export function createUploadService(db: Database, store: FileStore, limits: UploadLimits) {
  const storageKey = (id: string) => {
    const now = new Date();
    return `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
  };

  /** Where a stored file belongs: a browser's pending upload, or an order. */
  type Placement = Pick<
    typeof uploads.$inferInsert,
    'status' | 'ownerSessionHash' | 'ownerAddressHash' | 'orderId' | 'kind'
  >;

  /**
   * Stores one file from a stream: type by magic bytes, size bounded while
   * streaming, encrypted by the store; nothing is kept when it is refused.
   */
  async function storeStream(filename: string | undefined, stream: Readable, placement: Placement): Promise<Upload> {
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
      written = await store.write(key, Readable.from(keepPdf(body)), { maxBytes: limits.maxFileBytes });
    } catch (err) {
      // Never read on to the end of a refused file: the connection is closed instead (receiveFiles).
      stream.destroy();
      if (err instanceof FileTooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        await store.remove(key).catch(() => {});
        throw UploadRejected.of(413, 'files.tooLarge', { name: displayName, mb: megabytes(limits.maxFileBytes) });
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

  return {
    limits,

    /** Files an address holds toward its cap: pending, or on an order never paid (see `heldCondition`). */
    async pendingCountByAddress(addressHash: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(uploads)
        .where(and(eq(uploads.ownerAddressHash, addressHash), heldCondition()));
      return row?.n ?? 0;
    },

    /** Files a browser holds toward its cap: pending, or on an order never paid. */
    async pendingCount(owner: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(uploads)
        .where(and(eq(uploads.ownerSessionHash, owner), heldCondition()));
      return row?.n ?? 0;
    },

    /** A visitor's document, pending (and owned by its browser) until checkout attaches it. */
    saveStream: (
      owner: string,
      filename: string | undefined,
      stream: Readable,
      addressHash?: string,
    ): Promise<Upload> =>
      storeStream(filename, stream, {
        status: 'pending',
        ownerSessionHash: owner,
        ownerAddressHash: addressHash ?? null,
      }),

    /**
     * A translation delivered by the translator: the same checks and encryption
     * as a client upload, but attached to its order at once (never swept).
     */
    saveTranslation: (orderId: string, filename: string | undefined, stream: Readable): Promise<Upload> =>
      storeStream(filename, stream, { status: 'attached', orderId, kind: 'translation' }),

    /**
     * The stamped copy of a delivered translation (decision 054): made here, not received, so no
     * sniffing, no size limit but its own and its pages already known. What the customer downloads.
     */
    async saveStampedTranslation(orderId: string, name: string, bytes: Buffer, pages: number): Promise<Upload> {
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
    },

    /** Removes files stored earlier in a request that failed later on. */
    async discard(rows: Upload[]): Promise<void> {
      if (rows.length === 0) return;
      await db.delete(uploads).where(
        inArray(
          uploads.id,
          rows.map((r) => r.id),
        ),
      );
      await Promise.all(rows.map((r) => store.remove(r.storageKey).catch(() => {})));
    },

    async findPending(owner: string, id: string): Promise<Upload | null> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.ownerSessionHash, owner), eq(uploads.status, 'pending')));
      return row ?? null;
    },

    /** Deletes the caller's own pending file; false when there is none to delete. */
    async deletePending(owner: string, id: string): Promise<boolean> {
      const [row] = await db
        .delete(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.ownerSessionHash, owner), eq(uploads.status, 'pending')))
        .returning();
      if (!row) return false;
      await store.remove(row.storageKey);
      return true;
    },

    async touch(owner: string, ids: string[]): Promise<number> {
      const where = ids.length
        ? and(eq(uploads.ownerSessionHash, owner), eq(uploads.status, 'pending'), inArray(uploads.id, ids))
        : and(eq(uploads.ownerSessionHash, owner), eq(uploads.status, 'pending'));
      const rows = await db
        .update(uploads)
        .set({ lastActivityAt: new Date() })
        .where(where)
        .returning({ id: uploads.id });
      return rows.length;
    },

    read: (row: Upload) => store.read(row.storageKey),

    /** Pending files idle longer than the limit; attached files are never touched. */
    async sweepIdle(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - limits.idleMs);
      const rows = await db
        .delete(uploads)
        .where(and(eq(uploads.status, 'pending'), lt(uploads.lastActivityAt, cutoff)))
        .returning();
      await Promise.all(rows.map((r) => store.remove(r.storageKey).catch(() => {})));
      return rows.length;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
