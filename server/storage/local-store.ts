import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, InvalidKeyError, StorageNotFoundError, type BlobStore, type StoredEntry } from './blob-store';

const isErrno = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/** Stores each object as one file under `root`, readable by the server's user only. */
export function createLocalStore(root: string): BlobStore {
  const base = path.resolve(root);

  function fileFor(key: string): string {
    assertValidKey(key);
    const file = path.join(base, key);
    if (!file.startsWith(base + path.sep)) throw new InvalidKeyError(key);
    return file;
  }

  return {
    async put(key, body) {
      await writeDurably(fileFor(key), body);
    },

    async get(key) {
      const file = fileFor(key);
      let handle;
      try {
        // Opening first turns a missing file into a rejection here rather than a stream error later.
        handle = await open(file, 'r');
      } catch (error) {
        if (isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) throw new StorageNotFoundError(key);
        throw error;
      }
      let isFile = false;
      try {
        isFile = (await handle.stat()).isFile();
      } finally {
        if (!isFile) await handle.close();
      }
      if (!isFile) throw new StorageNotFoundError(key);
      return handle.createReadStream();
    },

    async delete(key) {
      const file = fileFor(key);
      try {
        if ((await stat(file)).isFile()) await rm(file, { force: true });
      } catch (error) {
        if (!isErrno(error, 'ENOENT') && !isErrno(error, 'ENOTDIR')) throw error;
      }
    },

    async exists(key) {
      const file = fileFor(key);
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if (isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) return false;
        throw error;
      }
    },

    async *list(prefix) {
      // Walks the folders of the prefix; objects are files named by their key, leftovers are the
      // dotted temporary files a crash left behind (see put).
      const start = path.join(base, prefix.replace(/\/+$/, ''));
      if (!start.startsWith(base)) throw new InvalidKeyError(prefix);
      const pending = [start];
      while (pending.length > 0) {
        const dir = pending.pop()!;
        let names;
        try {
          names = await readdir(dir, { withFileTypes: true });
        } catch (error) {
          if (isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR')) continue;
          throw error;
        }
        for (const entry of names) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) {
            pending.push(full);
            continue;
          }
          if (!entry.isFile()) continue;
          let modifiedAt: Date;
          try {
            modifiedAt = (await stat(full)).mtime;
          } catch {
            continue; // Removed meanwhile.
          }
          const relative = path.relative(base, full).split(path.sep).join('/');
          const temp = TEMP_NAME.exec(entry.name);
          if (temp) {
            yield {
              key: path.posix.join(path.posix.dirname(relative), temp[1]!),
              modifiedAt,
              leftover: relative,
            } satisfies StoredEntry;
          } else if (!entry.name.startsWith('.')) {
            yield { key: relative, modifiedAt };
          }
        }
      }
    },

    async removeLeftover(handle) {
      const file = path.join(base, handle);
      if (!file.startsWith(base + path.sep) || !TEMP_NAME.test(path.basename(file))) throw new InvalidKeyError(handle);
      await rm(file, { force: true });
    },
  };
}

/** `.<key's last segment>.<uuid>.tmp`, as put() names its temporary files. */
const TEMP_NAME = /^\.([a-z0-9_-]+)\.[0-9a-f-]{36}\.tmp$/;

/** Makes the rename itself durable; some platforms cannot open a directory, which is harmless. */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Best effort: the file's own data is already synced.
  } finally {
    await handle?.close();
  }
}

/**
 * Writes `body` under `file` through a temporary file made visible by a rename once on disk, so a
 * crash leaves either the whole object or none (and perhaps a dotted leftover, see list).
 */
async function writeDurably(file: string, body: Parameters<BlobStore['put']>[1]): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Keys cannot contain dots, so a dotted temporary name never collides with a stored object.
  const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      // Awaiting each write is the back-pressure: the body is read no faster than the disk takes it.
      for await (const chunk of body) await handle.write(chunk as Buffer);
      // Data must be on disk before the rename makes it visible, or a crash could leave an
      // empty or short file under the final name.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    body.destroy();
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}
