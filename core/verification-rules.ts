import { z } from 'zod';
import { msg } from './messages';

/**
 * The reference and the code printed on a certified translation, as people type them back
 * (decision 054): Crockford base 32 (no I, L, O, U to misread on paper), so case, spaces and
 * dashes do not matter and the letters people confuse with digits read as those digits. One rule
 * for the page and the API.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 10;
export const CODE_LENGTH = 8;

function symbols(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s\-‐‑–—_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

const isSymbols = (s: string, length: number) => s.length === length && [...s].every((c) => CODE_ALPHABET.includes(c));

/** « 7kq4m 9xd2p » → « 7KQ4M-9XD2P » (the stored form), or null when it cannot be a reference. */
export function normaliseReference(typed: string): string | null {
  const s = symbols(typed);
  return isSymbols(s, REFERENCE_LENGTH) ? `${s.slice(0, 5)}-${s.slice(5)}` : null;
}

/** « k7qm-3xrd » → « K7QM3XRD » (the compared form), or null when it cannot be a code. */
export function normaliseCode(typed: string): string | null {
  const s = symbols(typed);
  return isSymbols(s, CODE_LENGTH) ? s : null;
}

/** « Vérifier » on /verifier and POST /api/verifier. */
export const verificationSchema = z.object(
  {
    reference: z
      .string(msg('verification.referenceInvalid'))
      .max(40, msg('verification.referenceInvalid'))
      .refine((v) => normaliseReference(v) !== null, msg('verification.referenceInvalid')),
    code: z
      .string(msg('verification.codeInvalid'))
      .max(40, msg('verification.codeInvalid'))
      .refine((v) => normaliseCode(v) !== null, msg('verification.codeInvalid')),
  },
  msg('verification.referenceInvalid'),
);
export type VerificationInput = z.infer<typeof verificationSchema>;
