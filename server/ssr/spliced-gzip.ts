import zlib from 'node:zlib';
import { appendOperator, multModP } from './crc32-combine';

/**
 * A gzip body compressed once and answered many times with a different value in its holes
 * (the CSP nonce of each response), without compressing again.
 *
 * The text between holes is deflated once, each piece ending on a sync flush (byte-aligned);
 * a hole becomes a stored (uncompressed) deflate block written per response. Each piece is
 * compressed with the text before it as its dictionary, holes filled with NUL bytes: a match
 * can only reach into a hole if the text has a NUL, which HTML never has (checked: no variant
 * is made otherwise), so whatever fills the holes, every back-reference still copies the same
 * bytes. (Distances across a hole count its length: a fill must be exactly as long.)
 * The trailer's CRC-32: that of the text with empty holes, summed once, plus the fill's term
 * (crc32-combine.ts).
 */
export interface SplicedGzip {
  /** The gzip member with `fill`, exactly as long as a hole, in every hole. */
  with(fill: Buffer): Buffer;
  /** Bytes held. */
  readonly bytes: number;
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const WINDOW = 32 * 1024;
const HOLE_BYTE = 0;

/** `null` when the text itself holds the byte used to mark holes (never in rendered HTML). */
export function splicedGzip(pieces: Buffer[], holeLength: number, level = 9): SplicedGzip | null {
  if (pieces.some((p) => p.includes(HOLE_BYTE))) return null;
  const hole = Buffer.alloc(holeLength, HOLE_BYTE);
  const deflated: Buffer[] = [];
  let seen = Buffer.alloc(0);
  pieces.forEach((piece, i) => {
    const last = i === pieces.length - 1;
    const options: zlib.ZlibOptions = {
      level,
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
    };
    if (seen.length > 0) options.dictionary = seen.subarray(-WINDOW);
    deflated.push(zlib.deflateRawSync(piece, options));
    seen = Buffer.concat([seen.subarray(-WINDOW), piece, last ? Buffer.alloc(0) : hole]);
  });
  const textLength = pieces.reduce((n, p) => n + p.length, 0);
  const bytes = deflated.reduce((n, d) => n + d.length, 0) + HEADER.length + 8;
  // CRC-32 is affine in the message: crc(text with fill) = crc(text with NUL holes) ^ (the raw
  // CRC of the fill, moved past what follows each hole, summed over the holes).
  const emptyHolesCrc = zlib.crc32(Buffer.concat(pieces.flatMap((p, i) => (i === 0 ? [p] : [hole, p]))));
  const holeCrcOfZeros = zlib.crc32(hole);
  let holesOperator = 0;
  let after = 0;
  for (let i = pieces.length - 1; i > 0; i--) {
    after += pieces[i]!.length;
    holesOperator ^= appendOperator(after);
    after += holeLength;
  }

  return {
    bytes,
    with(fill: Buffer): Buffer {
      if (fill.length !== holeLength) throw new RangeError(`fill must be ${holeLength} bytes long`);
      const holes = pieces.length - 1;
      const stored = storedBlock(fill);
      const parts: Buffer[] = [HEADER];
      for (let i = 0; i < pieces.length; i++) {
        parts.push(deflated[i]!);
        if (i < holes) parts.push(stored);
      }
      const crc =
        holes === 0 ? emptyHolesCrc : emptyHolesCrc ^ multModP(holesOperator, zlib.crc32(fill) ^ holeCrcOfZeros);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE((textLength + holes * holeLength) % 2 ** 32, 4);
      parts.push(trailer);
      return Buffer.concat(parts);
    },
  };
}

/** A non-final deflate block holding `data` as it is (RFC 1951, 3.2.4): starts and ends byte-aligned. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) throw new RangeError('stored block too long');
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0; // BFINAL 0, BTYPE 00, then padding to the byte boundary
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}
