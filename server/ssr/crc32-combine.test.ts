import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appendOperator, multModP } from './crc32-combine';

describe('CRC-32 arithmetic', () => {
  it('moves a CRC past more bytes: the CRC of a concatenation, whatever the lengths', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 5],
      [7, 0],
      [1, 1],
      [24, 100_000],
      [70_000, 24],
      [3, 65_537],
    ] as const) {
      const left = randomBytes(a);
      const right = randomBytes(b);
      expect((multModP(appendOperator(b), zlib.crc32(left)) ^ zlib.crc32(right)) >>> 0).toBe(
        zlib.crc32(Buffer.concat([left, right])),
      );
    }
  });
});
