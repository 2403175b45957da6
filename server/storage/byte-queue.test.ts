import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ByteQueue } from './byte-queue';

describe('ByteQueue', () => {
  it('returns the bytes in order whatever the piece and record sizes', () => {
    const data = randomBytes(50_000);
    for (const [piece, record] of [
      [1, 7],
      [7, 1],
      [1000, 4096],
      [4096, 1000],
      [50_000, 3],
    ] as const) {
      const queue = new ByteQueue();
      for (let at = 0; at < data.length; at += piece) queue.push(data.subarray(at, at + piece));
      const out: Buffer[] = [];
      while (queue.length >= record) out.push(queue.take(record));
      out.push(queue.take(queue.length));
      expect(Buffer.concat(out).equals(data)).toBe(true);
      expect(queue.length).toBe(0);
    }
  });

  it('refuses to take more than it holds', () => {
    const queue = new ByteQueue();
    queue.push(Buffer.from('abc'));
    expect(() => queue.take(4)).toThrow(RangeError);
    expect(queue.take(0)).toHaveLength(0);
  });
});
