import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../files/schema';
import type { BlobStore, StoredEntry } from '../storage/blob-store';

const BATCH = 500;

/**
 * Crash leftovers: an upload writes its encrypted file before the database row commits, so a
 * process killed in between leaves a file no row names, and a write cut short leaves a temporary
 * file (or an unfinished multipart upload on S3). Both are removed once older than the grace
 * period; a younger one may belong to a write still in progress.
 */
export async function sweepOrphanFiles(
  db: Database,
  blobs: BlobStore,
  opts: { now: Date; graceMs: number; dryRun?: boolean },
): Promise<{ orphans: number; leftovers: number }> {
  const cutoff = opts.now.getTime() - opts.graceMs;
  let orphans = 0;
  let leftovers = 0;
  let batch: StoredEntry[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const keys = batch.map((e) => e.key);
    batch = [];
    const known = await db.select({ key: uploads.storageKey }).from(uploads).where(inArray(uploads.storageKey, keys));
    const named = new Set(known.map((r) => r.key));
    for (const key of keys) {
      if (named.has(key)) continue;
      orphans++;
      if (!opts.dryRun) await blobs.delete(key);
    }
  };

  for await (const entry of blobs.list('uploads/')) {
    if (entry.modifiedAt.getTime() > cutoff) continue;
    if (entry.leftover !== undefined) {
      leftovers++;
      if (!opts.dryRun) await blobs.removeLeftover(entry.leftover);
      continue;
    }
    batch.push(entry);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { orphans, leftovers };
}
