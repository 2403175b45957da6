import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { CHUNK_SIZE, DecryptionError, HEADER_BYTES } from './encryption';
import { createFileStore, FileTooLargeError } from './file-store';
import { createLocalStore } from './local-store';
import { newKey } from './test/contract';
import { KIB, listFiles, MIB, readAll, streamOf, removeTempDirs, tempDir } from './test/helpers';

function setup() {
  const root = tempDir();
  const files = createFileStore({ blobs: createLocalStore(root), masterKey: randomBytes(32) });
  return { root, files };
}

/** A full collection, so memory figures show what is really held rather than garbage not yet swept. */
function exposeGc(): () => void {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

describe('file store', () => {
  afterAll(removeTempDirs);

  it('refuses an oversize upload without holding it in memory', { timeout: 60_000 }, async () => {
    const gc = exposeGc();
    const { root, files } = setup();
    const held = () => {
      const { arrayBuffers, external } = process.memoryUsage();
      return arrayBuffers + external;
    };
    gc();
    const baseline = held();
    let peak = 0;
    let produced = 0;

    async function* upload() {
      // 30 MB in 64 KiB pieces, each new, as a network stream would deliver them.
      for (let i = 0; i < (30 * MIB) / (64 * KIB); i++) {
        if (i % 16 === 0) {
          gc();
          peak = Math.max(peak, held() - baseline);
        }
        produced += 64 * KIB;
        yield Buffer.alloc(64 * KIB, i & 0xff);
      }
    }

    const key = newKey();
    await expect(files.write(key, Readable.from(upload()), { maxBytes: 20 * MIB })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    // This measure counts Buffers twice (arrayBuffers is part of external): streaming peaks near
    // 6 MB (read-ahead of a few pieces), buffering the 20 MB accepted would show 40 MB and more.
    expect(peak).toBeLessThan(12 * MIB);
    // Reading stopped at the limit rather than draining the whole source.
    expect(produced).toBeLessThan(21 * MIB);
    expect(await files.exists(key)).toBe(false);
    expect(listFiles(root)).toEqual([]);
  });

  it('reports a size limit of 0 on the first byte', async () => {
    const { files } = setup();
    await expect(files.write(newKey(), streamOf(Buffer.from('x')), { maxBytes: 0 })).rejects.toThrow(FileTooLargeError);
  });

  it('accepts string chunks', async () => {
    const { files } = setup();
    const key = newKey();
    const stored = await files.write(key, Readable.from(['Acte ', 'de ', 'naissance']));
    expect(stored.size).toBe(17);
    expect((await readAll(await files.read(key))).toString()).toBe('Acte de naissance');
  });

  it('serves reads that are piped, not only iterated', async () => {
    const { files } = setup();
    const key = newKey();
    const data = randomBytes(3 * CHUNK_SIZE + 5);
    await files.write(key, streamOf(data));
    const parts: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        parts.push(chunk);
        setTimeout(callback, 1);
      },
    });
    await pipeline(await files.read(key), sink);
    expect(Buffer.concat(parts).equals(data)).toBe(true);
  });

  it('rejects read() itself when the file header is damaged', async () => {
    const { root, files } = setup();
    const key = newKey();
    await files.write(key, streamOf(randomBytes(1000)));
    const file = path.join(root, key);
    const bytes = await readFile(file);
    bytes[30]! ^= 1;
    await writeFile(file, bytes);
    await expect(files.read(key)).rejects.toBeInstanceOf(DecryptionError);
  });

  it('ends the stream with DecryptionError, after the intact chunks only, when a later chunk is damaged', async () => {
    const { root, files } = setup();
    const key = newKey();
    const data = randomBytes(4 * CHUNK_SIZE);
    await files.write(key, streamOf(data));
    const file = path.join(root, key);
    const bytes = await readFile(file);
    bytes[HEADER_BYTES + 2 * (CHUNK_SIZE + 16) + 10]! ^= 1;
    await writeFile(file, bytes);

    const parts: Buffer[] = [];
    let error: unknown;
    try {
      for await (const part of await files.read(key)) parts.push(part as Buffer);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DecryptionError);
    expect(Buffer.concat(parts).equals(data.subarray(0, 2 * CHUNK_SIZE))).toBe(true);
  });

  it('keeps an existing file when writing over it fails', async () => {
    const { files } = setup();
    const key = newKey();
    await files.write(key, streamOf(Buffer.from('original')));
    await expect(files.write(key, streamOf(randomBytes(5000)), { maxBytes: 100 })).rejects.toThrow(FileTooLargeError);
    expect((await readAll(await files.read(key))).toString()).toBe('original');
  });
});
