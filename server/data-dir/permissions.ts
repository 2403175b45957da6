import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Everything in the data folder belongs to the server's user alone: the embedded database holds e-mails, hashes, chats. */
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/** New files and folders of this process are private (PGlite creates its files 0666 minus the umask). */
export function privateUmask(): void {
  process.umask(0o077);
}

/**
 * Creates the data folder if needed and brings every folder to 0700 and every file to 0600,
 * for folders made by older versions (0755 folders, 0666 database files). Symbolic links and
 * sockets are left alone. Returns how many modes were changed.
 */
export function secureDataDir(dataDir: string): number {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true, mode: DIR_MODE });
  let changed = 0;
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    const stat = lstatSync(dir);
    if ((stat.mode & 0o777) !== DIR_MODE) {
      chmodSync(dir, DIR_MODE);
      changed++;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) {
        try {
          if ((lstatSync(full).mode & 0o777) !== FILE_MODE) {
            chmodSync(full, FILE_MODE);
            changed++;
          }
        } catch {
          // Removed meanwhile (a temporary file): nothing to protect.
        }
      }
    }
  }
  return changed;
}
