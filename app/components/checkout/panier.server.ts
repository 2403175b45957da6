import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { uploads } from '../../../server/files/schema';
import { hashSession, UPLOAD_SESSION_COOKIE } from '../../../server/files/upload-session';
import { orders } from '../../../server/orders/schema';
import { readCookie } from '../../lib/cookies';
import type { CartPageData } from '../order/cart.server';

/**
 * Files this browser already attached to an order still waiting for payment
 * (the visitor left the payment page with « Annuler »): they are not expired,
 * and paying again reuses that order (same idempotency key).
 */
async function awaitingPayment(db: Database, cookieHeader: string | null, ids: string[]): Promise<Set<string>> {
  const session = readCookie(cookieHeader, UPLOAD_SESSION_COOKIE);
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (!session || uuids.length === 0) return new Set();
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .innerJoin(orders, eq(orders.id, uploads.orderId))
    .where(
      and(
        inArray(uploads.id, uuids),
        eq(uploads.ownerSessionHash, hashSession(session)),
        eq(uploads.status, 'attached'),
        eq(orders.status, 'pending_payment'),
        eq(orders.paymentStatus, 'unpaid'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The cart page's data with files of an unpaid checkout no longer counted as expired. */
export async function withCheckoutFiles(db: Database, cookieHeader: string | null, page: CartPageData): Promise<CartPageData> {
  if (page.state !== 'ready' || page.item.expiredFileIds.length === 0) return page;
  const waiting = await awaitingPayment(db, cookieHeader, page.item.expiredFileIds);
  if (waiting.size === 0) return page;
  return { ...page, item: { ...page.item, expiredFileIds: page.item.expiredFileIds.filter((id) => !waiting.has(id)) } };
}
