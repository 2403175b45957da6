import { statfs } from 'node:fs/promises';
import { httpError } from '../plugins/error-handler';

/**
 * The free-space floor for visitors' uploads (issue 29, item 2; MIN_FREE_DISK_MB). The database
 * lives on the disk of DATA_DIR (embedded) or beside it: an upload is refused with a 507 while
 * free space there is below the floor, before the database's own writes are at risk. The
 * translator's own uploads are not refused: the floor keeps room for them.
 */

/** Free megabytes, for an unprivileged process, on the disk holding `dir`; null when it cannot be read. */
export async function freeMegabytes(dir: string): Promise<number | null> {
  try {
    const s = await statfs(dir);
    return (s.bavail * s.bsize) / 1_048_576;
  } catch {
    return null;
  }
}

/** Throws the 507 « disk full » refusal when free space under `dir` is below `floorMb` (0: no check). */
export async function assertDiskRoom(dir: string, floorMb: number): Promise<void> {
  if (floorMb <= 0) return;
  const free = await freeMegabytes(dir);
  if (free !== null && free < floorMb) throw httpError(507, 'files.diskFull');
}
