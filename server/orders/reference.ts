import { randomInt } from 'node:crypto';

/** Crockford base 32: no I, L, O, U, so a reference read aloud or typed is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `TR-` + 8 random characters (40 bits): short to quote, impossible to guess in practice. */
export function newOrderReference(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `TR-${s}`;
}

export const ORDER_REFERENCE = /^TR-[0-9A-HJKMNP-TV-Z]{8}$/;
