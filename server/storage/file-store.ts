import { createHash } from 'node:crypto';
import { pipeline as pipelineCallback, Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from './blob-store';
import { decryptStream, encryptStream } from './encryption';

interface StoredFile {
  /** Plaintext bytes. */
  size: number;
  /** Hex SHA-256 of the plaintext, e.g. to detect a client uploading the same document twice. */
  sha256: string;
}

export interface FileStore {
  /**
   * Encrypts and stores `plaintext` under `key` (a random id chosen by the caller). Over
   * `maxBytes` it stops reading, stores nothing and rejects with FileTooLargeError.
   */
  write(key: string, plaintext: Readable, opts?: { maxBytes?: number }): Promise<StoredFile>;
  /**
   * The decrypted file. Rejects with StorageNotFoundError when missing and with DecryptionError
   * when the file's start cannot be authenticated (wrong key, damaged header or first chunk);
   * later damage ends the stream with a DecryptionError before any damaged byte is emitted.
   */
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The raw store, for the orphan sweep (lists ciphertext objects and leftovers; never decrypts). */
  readonly blobs: BlobStore;
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`File larger than ${maxBytes} bytes`);
  }
}

/** Counts and hashes the plaintext as it passes, failing as soon as the limit is crossed. */
class PlaintextMeter extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(new FileTooLargeError(this.maxBytes));
    this.hash.update(chunk);
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

export function createFileStore(options: {
  blobs: BlobStore;
  masterKey: Buffer;
  /** Earlier master keys still able to read files written under them (key rotation). */
  retiredKeys?: readonly Buffer[];
}): FileStore {
  const { blobs, masterKey } = options;
  const readKeys = [masterKey, ...(options.retiredKeys ?? [])];

  return {
    async write(key, plaintext, opts = {}) {
      const meter = new PlaintextMeter(opts.maxBytes ?? Number.POSITIVE_INFINITY);
      const ciphertext = encryptStream(masterKey);
      // Only a key that was free may be cleaned up after a failure: a failed write must never
      // destroy a document stored earlier.
      const existed = await blobs.exists(key);
      const [fed, stored] = await Promise.allSettled([
        pipeline(plaintext, meter, ciphertext),
        blobs.put(key, ciphertext).catch((error: unknown) => {
          // Stops the feeding side too, which would otherwise wait forever on a reader that left.
          ciphertext.destroy(error as Error);
          throw error;
        }),
      ]);
      if (fed.status === 'fulfilled' && stored.status === 'fulfilled') {
        return { size: meter.size, sha256: meter.digest() };
      }
      if (!existed) await blobs.delete(key).catch(() => {});
      const reasons = [fed, stored].flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      throw reasons.find((r) => r instanceof FileTooLargeError) ?? reasons[0];
    },

    async read(key) {
      const ciphertext = await blobs.get(key);
      const plaintext = decryptStream(readKeys);
      // Errors on either side destroy both and reach whoever reads `plaintext`, so the pipeline's
      // own callback has nothing left to do.
      pipelineCallback(ciphertext, plaintext, () => {});
      await firstChunkVerified(plaintext);
      return plaintext;
    },

    remove: (key) => blobs.delete(key),
    exists: (key) => blobs.exists(key),
    blobs,
  };
}

/**
 * Waits until the first chunk is authenticated (or the stream fails), so that a download route
 * can answer an error status instead of sending headers and then cutting the body short.
 */
function firstChunkVerified(stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      stream.off('readable', onReadable);
      stream.off('error', done);
      if (error) reject(error);
      else resolve();
    };
    const onReadable = () => done();
    stream.once('readable', onReadable);
    stream.once('error', done);
  });
}
