import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splicedGzip } from './spliced-gzip';

const text = (pieces: Buffer[], fill: string) => pieces.map((p) => p.toString('latin1')).join(fill);

describe('splicedGzip', () => {
  it('decompresses to the pieces joined by the fill, for any text and any fill', () => {
    // Repetitive pieces: back-references across the holes are the case that could go wrong.
    const piece = fc.stringMatching(/^[a-c <>="/]{0,400}$/).map((s) => Buffer.from(s.repeat(3), 'latin1'));
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 6 }),
        fc.stringMatching(/^[a-c=+]{8}$/),
        (pieces, fill) => {
          const gzip = splicedGzip(pieces, 8)!;
          expect(zlib.gunzipSync(gzip.with(Buffer.from(fill))).toString('latin1')).toBe(text(pieces, fill));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a text holding the hole marker, and a fill of another length', () => {
    expect(splicedGzip([Buffer.from('a\0b')], 4)).toBeNull();
    expect(() => splicedGzip([Buffer.from('a'), Buffer.from('b')], 4)!.with(Buffer.from('abc'))).toThrow(RangeError);
  });
});
