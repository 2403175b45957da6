import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ByteQueue } from '../storage/byte-queue';

/*
 * Archive encryption (decision 050), version 1:
 *
 *   header  "TRB1" | version (1) | log2 N (1) | r (1) | p (1) | salt (16) | nonce prefix (7)
 *   chunks  AES-256-GCM(key, IV = prefix | index (4) | final (1), AAD = header | index (4) | final (1))
 *           each 64 KiB of plaintext + 16-byte tag; the last one holds 0..64 KiB and final = 1.
 *
 * key = scrypt(BACKUP_PASSPHRASE, salt, N, r, p): memory-hard, in Node's crypto (no dependency).
 * The header is in every chunk's AAD, so changing the KDF parameters or the salt fails like a
 * wrong passphrase; the index and final flag (the STREAM construction, as in storage/encryption.ts)
 * make a truncated, reordered or extended archive fail authentication. Memory: one chunk.
 */

const MAGIC = Buffer.from('TRB1', 'latin1');
const VERSION = 1;
const SALT_BYTES = 16;
const PREFIX_BYTES = 7;
const ARCHIVE_HEADER_BYTES = MAGIC.length + 4 + SALT_BYTES + PREFIX_BYTES;
const CHUNK = 64 * 1024;
const TAG = 16;
const RECORD = CHUNK + TAG;

/** OWASP's scrypt setting N=2^16, r=8, p=2: 64 MiB per derivation, about a second of CPU here. */
export const KDF_DEFAULTS = { log2N: 16, r: 8, p: 2 };
type KdfParams = typeof KDF_DEFAULTS;

export class ArchiveAuthError extends Error {
  override name = 'ArchiveAuthError';
}

export function deriveArchiveKey(passphrase: string, salt: Buffer, params: KdfParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  return new Promise((resolve, reject) =>
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      32,
      { N, r: params.r, p: params.p, maxmem: 128 * N * params.r + 16 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export interface ArchiveHeader {
  bytes: Buffer;
  kdf: KdfParams;
  salt: Buffer;
  prefix: Buffer;
}

export function newArchiveHeader(kdf: KdfParams = KDF_DEFAULTS): ArchiveHeader {
  const salt = randomBytes(SALT_BYTES);
  const prefix = randomBytes(PREFIX_BYTES);
  const bytes = Buffer.concat([MAGIC, Buffer.of(VERSION, kdf.log2N, kdf.r, kdf.p), salt, prefix]);
  return { bytes, kdf, salt, prefix };
}

function parseArchiveHeader(bytes: Buffer): ArchiveHeader {
  if (bytes.length < ARCHIVE_HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new ArchiveAuthError('not a backup archive');
  }
  const [version, log2N, r, p] = bytes.subarray(MAGIC.length, MAGIC.length + 4);
  if (version !== VERSION) throw new ArchiveAuthError(`unknown archive version ${version}`);
  // Bounds keep a forged header from asking for gigabytes of memory or hours of work.
  if (log2N! < 14 || log2N! > 20 || r! < 1 || r! > 32 || p! < 1 || p! > 16) {
    throw new ArchiveAuthError('archive key parameters out of range');
  }
  let offset = MAGIC.length + 4;
  const salt = bytes.subarray(offset, (offset += SALT_BYTES));
  const prefix = bytes.subarray(offset, (offset += PREFIX_BYTES));
  return { bytes: bytes.subarray(0, ARCHIVE_HEADER_BYTES), kdf: { log2N: log2N!, r: r!, p: p! }, salt, prefix };
}

function chunkIv(prefix: Buffer, index: number, final: boolean): Buffer {
  const iv = Buffer.alloc(12);
  prefix.copy(iv, 0);
  iv.writeUInt32BE(index, PREFIX_BYTES);
  iv[11] = final ? 1 : 0;
  return iv;
}

function chunkAad(header: Buffer, index: number, final: boolean): Buffer {
  const tail = Buffer.alloc(5);
  tail.writeUInt32BE(index, 0);
  tail[4] = final ? 1 : 0;
  return Buffer.concat([header, tail]);
}

/** Plaintext in, header and sealed chunks out. */
export function encryptArchive(key: Buffer, header: ArchiveHeader): Transform {
  const pending = new ByteQueue();
  let index = 0;
  let started = false;
  const seal = (plaintext: Buffer, final: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, chunkIv(header.prefix, index, final));
    cipher.setAAD(chunkAad(header.bytes, index, final));
    index++;
    return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  };
  const start = (stream: Transform) => {
    if (!started) stream.push(header.bytes);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      start(this);
      pending.push(chunk);
      while (pending.length > CHUNK) this.push(seal(pending.take(CHUNK), false));
      callback();
    },
    flush(callback: TransformCallback) {
      start(this);
      this.push(seal(pending.take(pending.length), true));
      callback();
    },
  });
}

/**
 * Header and sealed chunks in, plaintext out; `keyFor` derives the key once the header is read.
 * Every chunk is authenticated before its bytes go on; a wrong passphrase, a flipped bit or a
 * missing end fails with ArchiveAuthError.
 */
export function decryptArchive(keyFor: (header: ArchiveHeader) => Promise<Buffer>): Transform {
  const pending = new ByteQueue();
  let header: ArchiveHeader | undefined;
  let key: Buffer | undefined;
  let index = 0;
  const open = (record: Buffer, final: boolean) => {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key!, chunkIv(header!.prefix, index, final));
      decipher.setAAD(chunkAad(header!.bytes, index, final));
      decipher.setAuthTag(record.subarray(record.length - TAG));
      const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG)), decipher.final()]);
      index++;
      return plain;
    } catch {
      throw new ArchiveAuthError(
        index === 0 ? 'wrong passphrase or damaged archive' : `archive damaged or truncated (chunk ${index})`,
      );
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk);
      const drain = () => {
        while (pending.length > RECORD) this.push(open(pending.take(RECORD), false));
      };
      if (key) {
        try {
          drain();
          return callback();
        } catch (err) {
          return callback(err as Error);
        }
      }
      if (pending.length < ARCHIVE_HEADER_BYTES) return callback();
      try {
        header = parseArchiveHeader(pending.take(ARCHIVE_HEADER_BYTES));
      } catch (err) {
        return callback(err as Error);
      }
      keyFor(header).then(
        (k) => {
          key = k;
          try {
            drain();
            callback();
          } catch (err) {
            callback(err as Error);
          }
        },
        (err: Error) => callback(err),
      );
    },
    flush(callback: TransformCallback) {
      try {
        if (!key) throw new ArchiveAuthError('archive truncated inside its header');
        if (pending.length < TAG) throw new ArchiveAuthError('archive truncated');
        this.push(open(pending.take(pending.length), true));
        callback();
      } catch (err) {
        callback(err as Error);
      }
    },
  });
}
