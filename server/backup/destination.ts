import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../storage/blob-store';
import { ARCHIVE_EXTENSION, type BackupSettings } from './targets';

/** S3 keys of archives: the storage drivers' key rules (lower case, no dots). */
export const S3_PREFIX = 'backups/';

/** The backup bucket, through the project's S3 driver (loaded only when configured). */
export async function backupBucket(settings: Partial<BackupSettings>): Promise<BlobStore | null> {
  if (!settings.BACKUP_S3_BUCKET) return null;
  const { createS3Store } = await import('../storage/s3-store');
  return createS3Store({
    endpoint: settings.BACKUP_S3_ENDPOINT,
    bucket: settings.BACKUP_S3_BUCKET,
    region: settings.BACKUP_S3_REGION || 'us-east-1',
    accessKeyId: settings.BACKUP_S3_ACCESS_KEY_ID,
    secretAccessKey: settings.BACKUP_S3_SECRET_ACCESS_KEY,
  });
}

export interface ArchiveSink {
  /** Where the archive appears once committed: a path, then the bucket's URL. */
  locations: string[];
  /** Resolves once every byte written into `source` is stored under its final name. */
  commit(): Promise<void>;
  /** Removes whatever was written (a half archive never keeps its final name). */
  abort(): Promise<void>;
}

async function fsyncPath(file: string, flags: string): Promise<void> {
  const handle = await open(file, flags);
  try {
    await handle.sync();
  } catch {
    // Directories cannot be synced on every platform: the file's own data already is.
  } finally {
    await handle.close();
  }
}

/** Temporary names of archives being written: a dot, so listings and rotation never take them for archives. */
const PARTIAL = /^\.backup-.*\.partial$/;

/**
 * Streams the encrypted archive `source` to BACKUP_DIR (a dotted temporary file, synced, then
 * renamed: a crash or SIGKILL leaves a `.partial`, never a short archive under the final name)
 * and/or the bucket (one multipart upload, visible only once complete; lib-storage aborts it on
 * error). With both, the bucket receives the finished file.
 */
export async function openArchiveSink(
  settings: BackupSettings,
  name: string,
  source: Readable,
  bucket: BlobStore | null,
): Promise<ArchiveSink> {
  const key = S3_PREFIX + name;
  const bucketUrl = `s3://${settings.BACKUP_S3_BUCKET}/${key}`;
  if (!settings.BACKUP_DIR) {
    const upload = bucket!.put(key, source);
    upload.catch(() => {});
    return {
      locations: [bucketUrl],
      commit: () => upload,
      abort: async () => {
        source.destroy();
        await upload.catch(() => {});
      },
    };
  }
  const dir = path.resolve(settings.BACKUP_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removeStalePartials(dir);
  const final = path.join(dir, name + ARCHIVE_EXTENSION);
  const temp = path.join(dir, `.${name}.${randomUUID()}.partial`);
  const file: Writable = createWriteStream(temp, { flags: 'wx', mode: 0o600 });
  const written = pipeline(source, file);
  written.catch(() => {});
  return {
    locations: bucket ? [final, bucketUrl] : [final],
    async commit() {
      await written;
      await fsyncPath(temp, 'r+');
      await rename(temp, final);
      await fsyncPath(dir, 'r');
      if (bucket) await bucket.put(key, createReadStream(final));
    },
    async abort() {
      source.destroy();
      await written.catch(() => {});
      await rm(temp, { force: true });
    },
  };
}

/** Partials older than an hour are leftovers of a killed backup (a running one writes every second). */
async function removeStalePartials(dir: string): Promise<void> {
  for (const entry of await readdir(dir)) {
    if (!PARTIAL.test(entry)) continue;
    const file = path.join(dir, entry);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > 60 * 60_000) await rm(file, { force: true });
  }
}
