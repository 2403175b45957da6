import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ByteQueue } from './byte-queue';

/*
 * File format, version 1:
 *
 *   header  "TRF1" | version (1) | key id (8) | nonce prefix (7)     <- authenticated by the key wrap
 *           wrap IV (12) | wrapped data key (32) | wrap tag (16)
 *   chunks  AES-256-GCM(data key, IV = prefix | index (4) | final (1), AAD = index (4) | final (1))
 *           each 64 KiB of plaintext + 16-byte tag; the last one holds 0..64 KiB and final = 1.
 *
 * This is the STREAM construction (Hoang, Reyhanitabar, Rogaway, Vizár): binding the index and
 * the final flag into every chunk makes reordering, dropping, truncating or extending the
 * ciphertext fail authentication, so each chunk can be verified and released on its own and
 * memory stays at one chunk whatever the file size.
 */

export const CHUNK_SIZE = 64 * 1024;
const MAGIC = Buffer.from('TRF1', 'latin1');
const VERSION = 1;
const KEY_BYTES = 32;
const KEY_ID_BYTES = 8;
const PREFIX_BYTES = 7;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BOUND_HEADER_BYTES = MAGIC.length + 1 + KEY_ID_BYTES + PREFIX_BYTES;
export const HEADER_BYTES = BOUND_HEADER_BYTES + IV_BYTES + KEY_BYTES + TAG_BYTES;
const RECORD_BYTES = CHUNK_SIZE + TAG_BYTES;
// The counter is 32 bits in the IV; past it IVs would repeat (256 TiB, far beyond any upload).
const MAX_CHUNKS = 2 ** 32;

export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

function assertMasterKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new RangeError(`A master key is ${KEY_BYTES} bytes, got ${key.length}`);
}

/** Names a master key in file headers without revealing it, so several keys can coexist during a rotation. */
function masterKeyId(key: Buffer): Buffer {
  return createHash('sha256').update('TRF1 master key id\0').update(key).digest().subarray(0, KEY_ID_BYTES);
}

function chunkIv(prefix: Buffer, index: number, final: boolean): Buffer {
  const iv = Buffer.alloc(IV_BYTES);
  prefix.copy(iv, 0);
  iv.writeUInt32BE(index, PREFIX_BYTES);
  iv[IV_BYTES - 1] = final ? 1 : 0;
  return iv;
}

function chunkAad(index: number, final: boolean): Buffer {
  const aad = Buffer.alloc(5);
  aad.writeUInt32BE(index, 0);
  aad[4] = final ? 1 : 0;
  return aad;
}

/** Plaintext in, `TRF1` ciphertext out, under a fresh data key wrapped by `masterKey`. */
export function encryptStream(masterKey: Buffer): Transform {
  assertMasterKey(masterKey);
  const dataKey = randomBytes(KEY_BYTES);
  const prefix = randomBytes(PREFIX_BYTES);
  const wrapIv = randomBytes(IV_BYTES);
  const bound = Buffer.concat([MAGIC, Buffer.of(VERSION), masterKeyId(masterKey), prefix]);
  const wrap = createCipheriv('aes-256-gcm', masterKey, wrapIv).setAAD(bound);
  const wrapped = Buffer.concat([wrap.update(dataKey), wrap.final()]);
  const header = Buffer.concat([bound, wrapIv, wrapped, wrap.getAuthTag()]);

  const pending = new ByteQueue();
  let index = 0;
  let headerSent = false;

  function seal(plaintext: Buffer, final: boolean): Buffer {
    if (index >= MAX_CHUNKS) throw new RangeError('File too large for one encrypted stream');
    const cipher = createCipheriv('aes-256-gcm', dataKey, chunkIv(prefix, index, final));
    cipher.setAAD(chunkAad(index, final));
    const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    index++;
    return sealed;
  }

  function sendHeader(stream: Transform): void {
    if (headerSent) return;
    headerSent = true;
    stream.push(header);
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        sendHeader(this);
        pending.push(chunk);
        // Strictly more than a chunk: the last full chunk may turn out to be the final one.
        while (pending.length > CHUNK_SIZE) this.push(seal(pending.take(CHUNK_SIZE), false));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        sendHeader(this);
        this.push(seal(pending.take(pending.length), true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/**
 * `TRF1` ciphertext in, plaintext out. Each chunk is authenticated before any of its bytes are
 * released; any damage ends the stream with a DecryptionError. `masterKeys` may hold retired
 * keys: the header's key id picks the right one.
 */
export function decryptStream(masterKeys: Buffer | readonly Buffer[]): Transform {
  const keys = (Buffer.isBuffer(masterKeys) ? [masterKeys] : [...masterKeys]).map((key) => {
    assertMasterKey(key);
    return { id: masterKeyId(key), key };
  });

  const pending = new ByteQueue();
  let dataKey: Buffer | undefined;
  let prefix: Buffer | undefined;
  let index = 0;

  function openHeader(header: Buffer): void {
    const bound = header.subarray(0, BOUND_HEADER_BYTES);
    if (!bound.subarray(0, MAGIC.length).equals(MAGIC)) throw new DecryptionError('Not an encrypted file');
    if (bound[MAGIC.length] !== VERSION) throw new DecryptionError(`Unknown format version ${bound[MAGIC.length]}`);
    const id = bound.subarray(MAGIC.length + 1, MAGIC.length + 1 + KEY_ID_BYTES);
    const master = keys.find((k) => k.id.equals(id));
    if (!master) throw new DecryptionError('File encrypted under an unknown master key');
    let offset = BOUND_HEADER_BYTES;
    const wrapIv = header.subarray(offset, (offset += IV_BYTES));
    const wrapped = header.subarray(offset, (offset += KEY_BYTES));
    const tag = header.subarray(offset, (offset += TAG_BYTES));
    try {
      const unwrap = createDecipheriv('aes-256-gcm', master.key, wrapIv).setAAD(bound).setAuthTag(tag);
      dataKey = Buffer.concat([unwrap.update(wrapped), unwrap.final()]);
    } catch {
      throw new DecryptionError('File header failed authentication');
    }
    prefix = Buffer.from(bound.subarray(MAGIC.length + 1 + KEY_ID_BYTES));
  }

  function open(record: Buffer, final: boolean): Buffer {
    if (index >= MAX_CHUNKS) throw new DecryptionError('Too many chunks');
    const ciphertext = record.subarray(0, record.length - TAG_BYTES);
    const tag = record.subarray(record.length - TAG_BYTES);
    try {
      const decipher = createDecipheriv('aes-256-gcm', dataKey!, chunkIv(prefix!, index, final));
      decipher.setAAD(chunkAad(index, final)).setAuthTag(tag);
      // GCM's update() returns unverified bytes: they are held until final() has checked the tag.
      const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
      index++;
      return plaintext;
    } catch {
      throw new DecryptionError(`Chunk ${index} failed authentication`);
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        pending.push(chunk);
        if (!dataKey) {
          if (pending.length < HEADER_BYTES) return callback();
          openHeader(pending.take(HEADER_BYTES));
        }
        // A full record is final only if nothing follows it, which is known once more bytes arrive.
        while (pending.length > RECORD_BYTES) this.push(open(pending.take(RECORD_BYTES), false));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!dataKey) throw new DecryptionError('File truncated inside its header');
        if (pending.length < TAG_BYTES) throw new DecryptionError('File truncated');
        this.push(open(pending.take(pending.length), true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
