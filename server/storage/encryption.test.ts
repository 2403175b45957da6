import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, decryptStream, DecryptionError, encryptStream, HEADER_BYTES } from './encryption';
import { encryptBuffer, markedData, ROUND_TRIP_SIZES, runTransform } from './test/helpers';

const RECORD = CHUNK_SIZE + 16;
const masterKey = randomBytes(32);

/** Offset of chunk `i`'s record in a ciphertext. */
const recordAt = (i: number) => HEADER_BYTES + i * RECORD;

describe('streaming encryption', () => {
  it.each(ROUND_TRIP_SIZES)('round-trips %i bytes', async (size) => {
    const plaintext = randomBytes(size);
    const ciphertext = await encryptBuffer(masterKey, plaintext);
    const chunks = Math.max(1, Math.ceil(size / CHUNK_SIZE));
    expect(ciphertext.length).toBe(HEADER_BYTES + size + 16 * chunks);
    const { output, error } = await runTransform(ciphertext, decryptStream(masterKey), 7_777);
    expect(error).toBeUndefined();
    expect(output.equals(plaintext)).toBe(true);
  });

  it('round-trips when data arrives one byte at a time', async () => {
    const plaintext = randomBytes(CHUNK_SIZE + 300);
    const { output: ciphertext } = await runTransform(plaintext, encryptStream(masterKey), 1);
    const { output, error } = await runTransform(ciphertext, decryptStream(masterKey), 1);
    expect(error).toBeUndefined();
    expect(output.equals(plaintext)).toBe(true);
  });

  it('hides the plaintext and never repeats a ciphertext', async () => {
    const plaintext = markedData(3 * CHUNK_SIZE, 'EXTRAIT-CASIER-JUDICIAIRE');
    const a = await encryptBuffer(masterKey, plaintext);
    const b = await encryptBuffer(masterKey, plaintext);
    expect(a.includes('EXTRAIT-CASIER-JUDICIAIRE')).toBe(false);
    expect(a.subarray(0, 4).toString()).toBe('TRF1');
    expect(a.equals(b)).toBe(false);
  });

  it('reads files written under a retired master key', async () => {
    const plaintext = randomBytes(1000);
    const ciphertext = await encryptBuffer(masterKey, plaintext);
    const { output, error } = await runTransform(ciphertext, decryptStream([randomBytes(32), masterKey]));
    expect(error).toBeUndefined();
    expect(output.equals(plaintext)).toBe(true);
  });

  it('refuses master keys that are not 32 bytes', () => {
    expect(() => encryptStream(randomBytes(16))).toThrow(RangeError);
    expect(() => decryptStream(randomBytes(31))).toThrow(RangeError);
  });
});

describe('tampering', () => {
  // Four chunks, each recognisable, the last one short.
  const plaintext = randomBytes(3 * CHUNK_SIZE + 1234);
  const ciphertextPromise = encryptBuffer(masterKey, plaintext);

  /** Decrypting must fail with DecryptionError and emit nothing beyond the chunks before `firstBad`. */
  async function expectRejected(damaged: Buffer, firstBad: number, keys: Buffer | Buffer[] = masterKey) {
    const { output, error } = await runTransform(damaged, decryptStream(keys));
    expect(error).toBeInstanceOf(DecryptionError);
    expect(output.equals(plaintext.subarray(0, firstBad * CHUNK_SIZE))).toBe(true);
  }

  const flip = (data: Buffer, at: number) => {
    const copy = Buffer.from(data);
    copy[at]! ^= 0x01;
    return copy;
  };

  it.each([
    ['the magic', 0],
    ['the version', 4],
    ['the key id', 6],
    ['the nonce prefix', 15],
    ['the wrap IV', 22],
    ['the wrapped data key', 40],
    ['the wrap tag', HEADER_BYTES - 1],
  ])('rejects a flipped bit in %s', async (_name, at) => {
    await expectRejected(flip(await ciphertextPromise, at), 0);
  });

  it.each([0, 1, 2, 3])('rejects a flipped bit in chunk %i and emits none of it', async (chunk) => {
    const ciphertext = await ciphertextPromise;
    await expectRejected(flip(ciphertext, recordAt(chunk) + 100), chunk);
    // The tag itself too.
    const tagEnd = Math.min(recordAt(chunk + 1), ciphertext.length) - 1;
    await expectRejected(flip(ciphertext, tagEnd), chunk);
  });

  it('rejects a file cut at a chunk boundary', async () => {
    const ciphertext = await ciphertextPromise;
    // Chunk 2 was not written as the final one, so it cannot pass for it.
    await expectRejected(ciphertext.subarray(0, recordAt(3)), 2);
    await expectRejected(ciphertext.subarray(0, recordAt(1)), 0);
    await expectRejected(ciphertext.subarray(0, HEADER_BYTES), 0);
  });

  it('rejects a file cut inside a chunk or inside the header', async () => {
    const ciphertext = await ciphertextPromise;
    await expectRejected(ciphertext.subarray(0, ciphertext.length - 1), 3);
    await expectRejected(ciphertext.subarray(0, recordAt(2) + 500), 2);
    await expectRejected(ciphertext.subarray(0, HEADER_BYTES + 10), 0);
    await expectRejected(ciphertext.subarray(0, 30), 0);
    await expectRejected(Buffer.alloc(0), 0);
  });

  it('rejects a file cut at a chunk boundary when the plaintext filled its last chunk', async () => {
    const exact = randomBytes(2 * CHUNK_SIZE);
    const ciphertext = await encryptBuffer(masterKey, exact);
    const { output, error } = await runTransform(ciphertext.subarray(0, recordAt(1)), decryptStream(masterKey));
    expect(error).toBeInstanceOf(DecryptionError);
    expect(output.length).toBe(0);
  });

  it('rejects appended data', async () => {
    const ciphertext = await ciphertextPromise;
    await expectRejected(Buffer.concat([ciphertext, Buffer.of(0)]), 3);
    await expectRejected(Buffer.concat([ciphertext, randomBytes(RECORD + 5)]), 3);
    // A copy of a genuine record appended after the final chunk.
    await expectRejected(Buffer.concat([ciphertext, ciphertext.subarray(recordAt(1), recordAt(2))]), 3);
  });

  it('rejects swapped, dropped and duplicated chunks', async () => {
    const c = await ciphertextPromise;
    const header = c.subarray(0, HEADER_BYTES);
    const r = [0, 1, 2, 3].map((i) => c.subarray(recordAt(i), i === 3 ? c.length : recordAt(i + 1)));
    await expectRejected(Buffer.concat([header, r[0]!, r[2]!, r[1]!, r[3]!]), 1);
    await expectRejected(Buffer.concat([header, r[1]!, r[0]!, r[2]!, r[3]!]), 0);
    await expectRejected(Buffer.concat([header, r[0]!, r[2]!, r[3]!]), 1);
    await expectRejected(Buffer.concat([header, r[0]!, r[1]!, r[1]!, r[2]!, r[3]!]), 2);
  });

  it('rejects a chunk taken from another file under the same master key', async () => {
    const c = await ciphertextPromise;
    const other = await encryptBuffer(masterKey, randomBytes(plaintext.length));
    const mixed = Buffer.concat([
      c.subarray(0, recordAt(1)),
      other.subarray(recordAt(1), recordAt(2)),
      c.subarray(recordAt(2)),
    ]);
    await expectRejected(mixed, 1);
  });

  it('rejects the wrong master key before emitting anything', async () => {
    await expectRejected(await ciphertextPromise, 0, randomBytes(32));
    await expectRejected(await ciphertextPromise, 0, [randomBytes(32), randomBytes(32)]);
  });

  it('rejects a header re-keyed with a forged key id', async () => {
    // Same id as the real key, but the data key unwraps only under the real one.
    const ciphertext = await ciphertextPromise;
    const forged = await encryptBuffer(randomBytes(32), Buffer.alloc(0));
    const withForgedHeader = Buffer.concat([
      ciphertext.subarray(0, 13),
      forged.subarray(13, HEADER_BYTES),
      ciphertext.subarray(HEADER_BYTES),
    ]);
    await expectRejected(withForgedHeader, 0);
  });
});
