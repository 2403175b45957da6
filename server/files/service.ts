import type { Readable } from 'node:stream';
import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { FileStore } from '../storage/file-store';
import { orders } from '../orders/schema';
import { uploads, type Upload } from './schema';
import { storeStampedTranslation, storeStream, type Placement } from './store-upload';

// Storing a file (sniffing, size limit, encryption, page count) is store-upload.ts's.
export { megabytes, UploadRejected } from './store-upload';

export interface UploadLimits {
  maxFileBytes: number;
  maxFilesPerRequest: number;
  maxPendingFiles: number;
  idleMs: number;
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
  const save = (filename: string | undefined, stream: Readable, placement: Placement) =>
    storeStream(db, store, limits.maxFileBytes, filename, stream, placement);

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
      save(filename, stream, {
        status: 'pending',
        ownerSessionHash: owner,
        ownerAddressHash: addressHash ?? null,
      }),

    /**
     * A translation delivered by the translator: the same checks and encryption
     * as a client upload, but attached to its order at once (never swept).
     */
    saveTranslation: (orderId: string, filename: string | undefined, stream: Readable): Promise<Upload> =>
      save(filename, stream, { status: 'attached', orderId, kind: 'translation' }),

    /** The stamped copy of a delivered translation (decision 054): what the customer downloads. */
    saveStampedTranslation: (orderId: string, name: string, bytes: Buffer, pages: number): Promise<Upload> =>
      storeStampedTranslation(db, store, orderId, name, bytes, pages),

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
