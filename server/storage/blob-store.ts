import type { Readable } from 'node:stream';

/**
 * Raw byte storage. Drivers see only ciphertext: encryption happens above them (file-store.ts),
 * so a driver never needs to be trusted with a client's documents.
 */
export interface BlobStore {
  /**
   * Streams `body` under `key`. Atomic: when it rejects, nothing is left under `key` (an object
   * already there is untouched) and no partial data lingers.
   */
  put(key: string, body: Readable): Promise<void>;
  /** Rejects with StorageNotFoundError when there is no object under `key`. */
  get(key: string): Promise<Readable>;
  /** Succeeds whether or not the object existed. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Every object under `prefix` with its last change, and every leftover of an interrupted write
   * (a temporary file on disk, an unfinished multipart upload on S3), for the orphan sweep.
   */
  list(prefix: string): AsyncIterable<StoredEntry>;
  /** Removes a leftover that list() reported (its `leftover` handle). */
  removeLeftover(handle: string): Promise<void>;
}

export interface StoredEntry {
  /** The object's key; for a leftover, the key it was being written under (may be unknown: ''). */
  key: string;
  modifiedAt: Date;
  /** Set for leftovers of an interrupted write: what removeLeftover() takes. */
  leftover?: string;
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
  constructor(readonly key: string) {
    super(`No stored file under "${key}"`);
  }
}

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
  constructor(readonly key: string) {
    super(`Refused storage key ${JSON.stringify(key.length > 80 ? key.slice(0, 77) + '...' : key)}`);
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

/**
 * Callers generate keys from random ids, so a refused key means a bug or an attack; the drivers
 * check anyway so that no path built from a key can leave the storage root.
 */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.includes('//') || key.endsWith('/')) {
    throw new InvalidKeyError(key);
  }
}
