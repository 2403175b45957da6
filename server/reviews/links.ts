import { createHmac, timingSafeEqual } from 'node:crypto';
import { REVIEW_LINK_DAYS } from '../../core/review-rules';

/**
 * The link of the review e-mail: `/avis/<token>` (or /ar/avis/<token>), the token naming the
 * order and the link's end, signed. Nothing is stored for it: the signature proves the site
 * made it, the expiry inside it cannot be changed, and the one review an order may have makes
 * it single-use (server/reviews/service.ts).
 */

const DAY_MS = 24 * 60 * 60_000;
const ORDER_ID = /^TR-[0-9A-Z]{4,20}$/;

/** A key of its own, derived from SESSION_SECRET: rotating the secret voids every link. */
export function reviewLinkKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('benali-traduction/review-link/v1').digest();
}

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export interface SignedReviewLink {
  token: string;
  expiresAt: Date;
}

export function signReviewLink(key: Buffer, orderId: string, now = new Date()): SignedReviewLink {
  const expires = Math.floor((now.getTime() + REVIEW_LINK_DAYS * DAY_MS) / 1000);
  const payload = `${orderId}.${expires}`;
  return { token: `${payload}.${signature(key, payload)}`, expiresAt: new Date(expires * 1000) };
}

export type ReviewLinkCheck = { state: 'valid' | 'expired'; orderId: string } | { state: 'invalid' };

export function checkReviewLink(key: Buffer, token: string, now = new Date()): ReviewLinkCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { state: 'invalid' };
  const [orderId, expires, given] = parts as [string, string, string];
  if (!ORDER_ID.test(orderId) || !/^\d{1,12}$/.test(expires)) return { state: 'invalid' };
  // Compared as text: only the exact spelling the site issued is valid (see files/download-links.ts).
  const a = Buffer.from(given);
  const b = Buffer.from(signature(key, `${orderId}.${expires}`));
  if (a.length !== b.length || !timingSafeEqual(a, b)) return { state: 'invalid' };
  // Checked after the signature: only a genuine link is ever told it expired.
  return { state: Number(expires) * 1000 > now.getTime() ? 'valid' : 'expired', orderId };
}
