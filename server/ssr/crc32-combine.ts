/**
 * CRC-32 arithmetic zlib uses for crc32_combine (node:zlib does not expose it). A CRC without
 * its initial and final inversion is linear in the message, so the CRC of a text whose holes
 * get new bytes is the CRC with empty holes plus a term computed from the new bytes alone:
 * a cached body's CRC is summed once, and each response only folds in its nonce.
 */
const POLY = 0xedb88320;

/** a(x)·b(x) modulo the CRC polynomial, bit-reflected as zlib writes it. */
export function multModP(a: number, b: number): number {
  if (a === 0) return 0;
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N: number[] = [];
{
  let p = 0x40000000; // x^1
  for (let k = 0; k < 32; k++) {
    X2N.push(p);
    p = multModP(p, p);
  }
}

/**
 * x^(8·length) modulo the polynomial: the operator that moves a CRC past `length` more bytes,
 * crc32(A + B) = multModP(appendOperator(B.length), crc32(A)) ^ crc32(B).
 */
export function appendOperator(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // bytes → bits
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multModP(X2N[k & 31]!, p);
  }
  return p;
}
