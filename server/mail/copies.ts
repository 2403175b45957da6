import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes the .eml copies the file transport wrote (DATA_DIR/mail/<stamp>-<outbox id>.eml) for
 * these outbox ids: erasing an e-mail's row must not leave its content on disk. Returns how many.
 */
export async function removeMailCopies(dataDir: string, outboxIds: readonly string[]): Promise<number> {
  if (outboxIds.length === 0) return 0;
  const dir = path.join(dataDir, 'mail');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  const wanted = new Set(outboxIds);
  let removed = 0;
  for (const name of names) {
    const id = /^\d{8}T\d+Z?-(.+)\.eml(?:\.tmp)?$/.exec(name)?.[1];
    if (id && wanted.has(id)) {
      await rm(path.join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}
