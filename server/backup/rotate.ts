import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../storage/blob-store';
import { S3_PREFIX } from './destination';
import { pruneErasureLog } from './erasure-log';
import { archivesToRemove } from './rotation';
import { ARCHIVE_EXTENSION, archiveDate, type BackupSettings } from './targets';

interface Stored {
  at: Date;
  remove(): Promise<void>;
}

/** The archives of BACKUP_DIR and of the bucket, each target rotated on its own. */
async function storedArchives(settings: BackupSettings, bucket: BlobStore | null): Promise<Stored[][]> {
  const targets: Stored[][] = [];
  if (settings.BACKUP_DIR) {
    const dir = path.resolve(settings.BACKUP_DIR);
    const names = await readdir(dir).catch(() => [] as string[]);
    targets.push(
      names.flatMap((name) => {
        const at = name.endsWith(ARCHIVE_EXTENSION) ? archiveDate(name) : null;
        return at ? [{ at, remove: () => rm(path.join(dir, name), { force: true }) }] : [];
      }),
    );
  }
  if (bucket) {
    const found: Stored[] = [];
    for await (const entry of bucket.list(S3_PREFIX)) {
      const at = entry.leftover ? null : archiveDate(entry.key);
      if (at) found.push({ at, remove: () => bucket.delete(entry.key) });
    }
    targets.push(found);
  }
  return targets;
}

/**
 * Applies the rotation (7 daily, 4 weekly, 12 monthly) to every target, then drops the erasure
 * records older than the oldest archive kept: no archive they could apply to remains.
 */
export async function rotateArchives(settings: BackupSettings, bucket: BlobStore | null): Promise<number> {
  let removed = 0;
  let oldestKept: Date | null = null;
  for (const archives of await storedArchives(settings, bucket)) {
    const doomed = new Set(archivesToRemove(archives));
    for (const archive of doomed) await archive.remove();
    removed += doomed.size;
    for (const kept of archives.filter((a) => !doomed.has(a))) {
      if (!oldestKept || kept.at < oldestKept) oldestKept = kept.at;
    }
  }
  if (oldestKept) await pruneErasureLog(settings, bucket, oldestKept);
  return removed;
}
