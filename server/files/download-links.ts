import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orders } from '../orders/schema';
import { uploads, type Upload } from './schema';

/**
 * Download links for translations, sent by e-mail: they open the file without
 * a session until they expire. The signature covers the file id and the
 * expiry, so neither can be changed; only translations are ever served this
 * way, never a customer's own documents.
 */

export const DOWNLOAD_LINK_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

/**
 * A key of its own, derived from SESSION_SECRET: a link signature can never be
 * replayed as a cookie signature, and rotating the secret voids every link.
 */
export function downloadLinkKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('benali-traduction/translation-download-link/v1').digest();
}

function signature(key: Buffer, fileId: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${fileId.toLowerCase()}:${expires}`).digest();
}

export interface SignedLink {
  /** Path and query, to put after PUBLIC_URL. */
  path: string;
  expiresAt: Date;
}

export function signDownloadLink(key: Buffer, fileId: string, now = new Date(), days = DOWNLOAD_LINK_DAYS): SignedLink {
  const expires = Math.floor((now.getTime() + days * DAY_MS) / 1000);
  const sig = signature(key, fileId, expires).toString('base64url');
  return {
    path: `/api/services/files/${fileId}?expires=${expires}&signature=${sig}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** 'none': no link parameters (the usual session rules apply). */
export type LinkCheck = 'none' | 'valid' | 'expired' | 'invalid';

export function checkDownloadLink(
  key: Buffer,
  fileId: string,
  query: { expires?: string; signature?: string },
  now = new Date(),
): LinkCheck {
  if (query.expires === undefined && query.signature === undefined) return 'none';
  if (!query.expires || !query.signature || !/^\d{1,12}$/.test(query.expires)) return 'invalid';
  const expires = Number(query.expires);
  // Compared as text, not decoded: base64url decoding ignores the last character's spare bits,
  // so several spellings would decode to the same bytes. Only the exact one we issued is valid.
  const given = Buffer.from(query.signature);
  const expected = Buffer.from(signature(key, fileId, expires).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  // Checked after the signature, so only a genuine link is ever told it expired.
  return expires * 1000 > now.getTime() ? 'valid' : 'expired';
}

/** The translation a valid link names, while its order is still live (an archived order's links stop working). */
export async function translationForLink(db: DbOrTx, fileId: string): Promise<Upload | null> {
  const [row] = await db
    .select({ upload: uploads })
    .from(uploads)
    .innerJoin(orders, eq(orders.id, uploads.orderId))
    .where(
      and(
        eq(uploads.id, fileId),
        eq(uploads.status, 'attached'),
        eq(uploads.kind, 'translation'),
        isNull(orders.archivedAt),
      ),
    );
  return row?.upload ?? null;
}
