import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertValidKey, InvalidKeyError, StorageNotFoundError, type BlobStore } from './blob-store';

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
      const file = fileFor(key);
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
  };
}

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
