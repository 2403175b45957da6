import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

import { CODE_ALPHABET, CODE_LENGTH, REFERENCE_LENGTH } from '../../core/verification-rules';

/**
 * New references and codes (decision 054), from core/verification-rules.ts's alphabet: the
 * reference, 10 characters (50 bits) in two groups, names the translation in the QR code's link;
 * the code, 8 characters (40 bits), is printed only on the document and proves the visitor holds it.
 */
function randomSymbols(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}

/** « 7KQ4M-9XD2P ». */
export const newReference = (): string => {
  const s = randomSymbols(REFERENCE_LENGTH);
  return `${s.slice(0, 5)}-${s.slice(5)}`;
};

/** The 8 characters, stored and compared without the dash the document prints (see `printedCode`). */
export const newCode = (): string => randomSymbols(CODE_LENGTH);

/** « K7QM-3XRD »: the code as the document prints it. */
export const printedCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * scrypt with a salt per certificate. 40 bits of code are a few minutes of a plain hash on a
 * graphics card for whoever copies the database; at about 40 ms a guess they are centuries. Not
 * keyed with SESSION_SECRET: rotating that secret must never void a translation already printed.
 */
const PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

function derive(code: string, salt: Buffer, params: { N: number; r: number; p: number } = PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(code, salt, KEY_BYTES, { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(code, salt);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** A stored hash nobody's code matches: an unknown reference is checked against it, as long as a real one. */
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashCode(randomBytes(12).toString('base64url')));

/**
 * Whether `code` matches `stored`. With `stored` null (no such reference) the same derivation runs
 * against a dummy hash and the answer is false: an unknown reference takes as long as a wrong code.
 */
export async function codeMatches(code: string, stored: string | null): Promise<boolean> {
  const hash = stored ?? (await dummyHash());
  const [scheme, N, r, p, salt, key] = hash.split('$');
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key ?? '', 'base64url');
  const valid = scheme === 'scrypt' && expected.length === KEY_BYTES && params.N <= 2 ** 16 && params.r <= 16;
  const derived = await derive(code, Buffer.from(salt ?? '', 'base64url'), valid ? params : PARAMS);
  return timingSafeEqual(derived, valid ? expected : Buffer.alloc(KEY_BYTES)) && valid && stored !== null;
}
