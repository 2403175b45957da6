import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/**
 * The reference and the code printed on a certified translation (decision 054). Both are random
 * Crockford base-32 (no I, L, O, U: nothing to misread on paper): the reference, 10 characters
 * (50 bits) in two groups, names the translation in the QR code's link; the code, 8 characters
 * (40 bits), is printed only on the document and proves the visitor holds it. Typed back, case,
 * spaces and dashes do not matter, and the letters people confuse with digits read as those digits.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 10;
export const CODE_LENGTH = 8;

function randomSymbols(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += ALPHABET[randomInt(ALPHABET.length)];
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

/** What a person typed, in the alphabet's symbols: upper case, separators dropped, O→0, I/L→1. */
function symbols(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s\-–—_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

const isSymbols = (s: string, length: number) => s.length === length && [...s].every((c) => ALPHABET.includes(c));

/** The stored form of a typed reference (« 7kq4m 9xd2p » → « 7KQ4M-9XD2P »), or null when it cannot be one. */
export function normaliseReference(typed: string): string | null {
  const s = symbols(typed);
  return isSymbols(s, REFERENCE_LENGTH) ? `${s.slice(0, 5)}-${s.slice(5)}` : null;
}

/** The compared form of a typed code, or null when it cannot be one. */
export function normaliseCode(typed: string): string | null {
  const s = symbols(typed);
  return isSymbols(s, CODE_LENGTH) ? s : null;
}

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
