import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { InvalidKeyError, StorageNotFoundError, type BlobStore } from '../blob-store';
import { DecryptionError } from '../encryption';
import { createFileStore, FileTooLargeError } from '../file-store';
import { markedData, MIB, readAll, ROUND_TRIP_SIZES, streamOf } from './helpers';

export const newKey = () => `uploads/2026/11/${randomUUID()}`;

const TRAVERSAL_KEYS = [
  '../secrets/session-secret',
  'uploads/../../etc/passwd',
  '/etc/passwd',
  'uploads//x',
  'uploads/x/',
  'uploads/.hidden',
  'Uploads/x',
  'uploads\\..\\x',
  'uploads/x\0',
  '',
  'uploads/acte.pdf',
  'uploads/ x',
  'a'.repeat(202),
];

/** A source that fails after `after` bytes, like a client whose connection drops mid-upload. */
export function failingSource(after: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= after) return void this.destroy(new Error('connection reset'));
      const piece = randomBytes(Math.min(16 * 1024, after - sent));
      sent += piece.length;
      this.push(piece);
    },
  });
}

/** What every driver must do, whatever it stores bytes on. */
export function describeBlobStoreContract(getStore: () => BlobStore): void {
  describe('blob store contract', () => {
    it('stores, reads, tests and deletes', async () => {
      const store = getStore();
      const key = newKey();
      const data = randomBytes(100_000);
      expect(await store.exists(key)).toBe(false);
      await store.put(key, streamOf(data));
      expect(await store.exists(key)).toBe(true);
      expect((await readAll(await store.get(key))).equals(data)).toBe(true);
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      await store.delete(key);
    });

    it('lists the objects under a prefix with their last change', async () => {
      const store = getStore();
      const prefix = `uploads/list-${randomUUID().slice(0, 8)}/`;
      const keys = [`${prefix}a`, `${prefix}sub/b`];
      const before = Date.now() - 60_000;
      for (const key of keys) await store.put(key, streamOf(Buffer.from(key)));
      const listed = [];
      for await (const entry of store.list(prefix)) listed.push(entry);
      expect(listed.map((e) => e.key).sort()).toEqual(keys);
      for (const e of listed) {
        expect(e.leftover).toBeUndefined();
        expect(e.modifiedAt.getTime()).toBeGreaterThan(before);
      }
      const none = [];
      for await (const entry of store.list(`uploads/missing-${randomUUID().slice(0, 8)}/`)) none.push(entry);
      expect(none).toEqual([]);
    });

    it('replaces an object written again under the same key', async () => {
      const store = getStore();
      const key = newKey();
      await store.put(key, streamOf(Buffer.from('first')));
      await store.put(key, streamOf(Buffer.from('second')));
      expect((await readAll(await store.get(key))).toString()).toBe('second');
    });

    it('rejects a missing object with StorageNotFoundError', async () => {
      await expect(getStore().get(newKey())).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(getStore().get('uploads')).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('stores nothing when the body fails midway', async () => {
      const store = getStore();
      const key = newKey();
      await expect(store.put(key, failingSource(300_000))).rejects.toThrow();
      expect(await store.exists(key)).toBe(false);
    });

    it('keeps the previous object when a rewrite fails', async () => {
      const store = getStore();
      const key = newKey();
      await store.put(key, streamOf(Buffer.from('kept')));
      await expect(store.put(key, failingSource(200_000))).rejects.toThrow();
      expect((await readAll(await store.get(key))).toString()).toBe('kept');
    });

    it.each(TRAVERSAL_KEYS)('refuses the key %j on every operation', async (key) => {
      const store = getStore();
      const body = streamOf(Buffer.from('x'));
      await expect(store.put(key, body)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
    });
  });
}

/**
 * The encrypted file store over a driver. `rawBytes` returns what the driver really holds, read
 * behind the file store's back, to check that it is ciphertext.
 */
export function describeFileStoreOver(getStore: () => BlobStore, rawBytes: (key: string) => Promise<Buffer>): void {
  const masterKey = randomBytes(32);
  const files = () => createFileStore({ blobs: getStore(), masterKey });

  describe('encrypted file store', () => {
    it.each(ROUND_TRIP_SIZES)('round-trips %i bytes with their size and SHA-256', async (size) => {
      const key = newKey();
      const data = randomBytes(size);
      const stored = await files().write(key, streamOf(data, 50_000));
      expect(stored).toEqual({ size, sha256: createHash('sha256').update(data).digest('hex') });
      expect((await readAll(await files().read(key))).equals(data)).toBe(true);
    });

    it('stores ciphertext, not the document', async () => {
      const key = newKey();
      await files().write(key, streamOf(markedData(300_000, 'JUGEMENT-DIVORCE-MARQUEUR')));
      const raw = await rawBytes(key);
      expect(raw.length).toBeGreaterThan(300_000);
      expect(raw.includes('JUGEMENT-DIVORCE-MARQUEUR')).toBe(false);
      expect(raw.subarray(0, 4).toString()).toBe('TRF1');
    });

    it('refuses a file over maxBytes and stores nothing', async () => {
      const key = newKey();
      const write = files().write(key, streamOf(randomBytes(7 * MIB), 64 * 1024), { maxBytes: 6 * MIB });
      await expect(write).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await files().exists(key)).toBe(false);
    });

    it('accepts a file of exactly maxBytes', async () => {
      const key = newKey();
      const stored = await files().write(key, streamOf(randomBytes(1000)), { maxBytes: 1000 });
      expect(stored.size).toBe(1000);
    });

    it('stores nothing when the upload is cut', async () => {
      const key = newKey();
      await expect(files().write(key, failingSource(200_000))).rejects.toThrow('connection reset');
      expect(await files().exists(key)).toBe(false);
    });

    it('refuses to read under another master key', async () => {
      const key = newKey();
      await files().write(key, streamOf(randomBytes(1000)));
      const other = createFileStore({ blobs: getStore(), masterKey: randomBytes(32) });
      await expect(other.read(key)).rejects.toBeInstanceOf(DecryptionError);
    });

    it('removes files', async () => {
      const key = newKey();
      await files().write(key, streamOf(Buffer.from('x')));
      await files().remove(key);
      expect(await files().exists(key)).toBe(false);
      await expect(files().read(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    });
  });
}
