import { orderEmailSchema, priceRequestSchema, stripMarkup, MAX_COMMENT } from '../../../core/order-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { uploads } from '../../../server/files/schema';
import { hashSession, newUploadSessionCookie, UPLOAD_SESSION_COOKIE } from '../../../server/files/upload-session';
import { readCookie } from '../../lib/cookies';
import { cartFromCookieHeader } from '../../lib/cart';
import { orderCatalogue, serverQuote } from './catalogue.server';
import type { CartView, QuoteView } from './types';

export type CartPageData =
  | { state: 'empty' }
  | { state: 'invalid' }
  | { state: 'ready'; item: CartView; quote: QuoteView };

const FILE_ID = /^[A-Za-z0-9._-]{1,200}$/;

/** Only links to this site: a cookie must never turn into a link elsewhere. */
function safeFileUrl(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return origin && parsed.origin === new URL(origin).origin ? parsed.pathname + parsed.search : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cart page's data from the `cart` cookie: the item is checked with the
 * shared rules and priced again with the server's catalogue. The stored
 * totalPrice is only compared, never trusted.
 */
/** Ids among `ids` that this browser still has waiting on the server (idle files are swept). */
/** A new upload session when the browser has none, so the form's parallel first uploads share one. */
export function uploadSessionSetCookie(cookieHeader: string | null, secure: boolean): string | null {
  return readCookie(cookieHeader, UPLOAD_SESSION_COOKIE) ? null : newUploadSessionCookie(secure);
}

export async function stillPending(db: Database, cookieHeader: string | null, ids: string[]): Promise<Set<string>> {
  const session = readCookie(cookieHeader, UPLOAD_SESSION_COOKIE);
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (!session || uuids.length === 0) return new Set();
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, uuids), eq(uploads.ownerSessionHash, hashSession(session)), eq(uploads.status, 'pending')));
  return new Set(rows.map((r) => r.id));
}

export async function cartPageData(db: Database, cookieHeader: string | null, origin: string): Promise<CartPageData> {
  const item = cartFromCookieHeader(cookieHeader)[0];
  if (!item) return { state: 'empty' };
  const request = priceRequestSchema.safeParse(item);
  if (!request.success) return { state: 'invalid' };

  let breakdown;
  try {
    breakdown = await serverQuote(db, request.data);
  } catch (error) {
    // Unknown option (the catalogue changed since): the cart cannot be priced.
    if ((error as { statusCode?: number }).statusCode === 400) return { state: 'invalid' };
    throw error;
  }
  const catalogue = await orderCatalogue(db);
  const delivery = catalogue.deliveryMethods.find((d) => d.id === request.data.deliveryMethod);
  const legalization = catalogue.legalizationTypes.find((l) => l.id === request.data.legalization);
  const email = orderEmailSchema.safeParse(item.mailClient);
  const available = await stillPending(db, cookieHeader, item.files.map((f) => f.id));

  return {
    state: 'ready',
    item: {
      ...request.data,
      deliveryName: delivery?.name ?? request.data.deliveryMethod,
      // Spec 3: 'none' is displayed as 'Non'.
      legalization: request.data.legalization,
      legalizationName: request.data.legalization === 'none' ? 'Non' : (legalization?.name ?? request.data.legalization),
      mailClient: email.success ? email.data : '',
      comment: stripMarkup(item.comment).slice(0, MAX_COMMENT),
      files: item.files
        .filter((f) => FILE_ID.test(f.id))
        .map((f) => {
          const url = safeFileUrl(f.url, origin);
          return { id: f.id, name: f.name.trim() || 'Document', ...(f.path ? { path: f.path } : {}), ...(url ? { url } : {}) };
        }),
      expiredFileIds: item.files.filter((f) => !available.has(f.id)).map((f) => f.id),
      storedTotalCents: Math.round(item.totalPrice * 100),
    },
    quote: {
      lines: breakdown.lines.map((l) => ({ label: l.label, amountCents: l.amountCents })),
      totalCents: breakdown.totalCents,
    },
  };
}
