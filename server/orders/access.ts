import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { guestSession } from '../accounts/guest';
import type { CurrentUser } from '../accounts/sessions';
import type { Database } from '../db/client';
import { uploads, type Upload } from '../files/schema';
import { orders, type Order } from './schema';

/**
 * Who is asking, as far as orders go: the signed-in user and the e-mail a
 * guest link proved. Built from a Fastify request (API) or from a page
 * request's cookies (loaders), so the API and the pages apply one rule.
 */
export interface Caller {
  user: CurrentUser | null;
  /** Lower-cased e-mail opened by a guest link on this browser, if any. */
  guestEmail: string | null;
}

export const isAnonymous = (caller: Caller): boolean => !caller.user && !caller.guestEmail;

/** The caller behind an API request (session cookie or bearer, guest cookie). */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const [user, guest] = await Promise.all([request.currentUser(), guestSession(request)]);
  return { user, guestEmail: guest?.email ?? null };
}

/**
 * Who may see an order:
 * - an admin: every order;
 * - a signed-in user: the orders linked to the account (orders.user_id);
 * - anyone with a guest session: the orders of the e-mail that session proved.
 * Archived orders are hidden from everyone but admins.
 */
export function callerCanSee(caller: Caller, order: Order): boolean {
  if (caller.user?.role === 'admin') return true;
  if (order.archivedAt) return false;
  if (caller.user && order.userId === caller.user.id) return true;
  return caller.guestEmail !== null && caller.guestEmail === order.customerEmail.toLowerCase();
}

/** The condition selecting the caller's own orders (never all orders, even for an admin); null: none. */
function ownOrdersCondition(caller: Caller): SQL | null {
  const parts: SQL[] = [];
  if (caller.user) parts.push(eq(orders.userId, caller.user.id));
  if (caller.guestEmail) parts.push(inArray(orders.customerEmail, [caller.guestEmail]));
  if (parts.length === 0) return null;
  return and(isNull(orders.archivedAt), parts.length === 1 ? parts[0]! : or(...parts)!)!;
}

/** The caller's own orders (account-linked and guest-proven), newest first. */
export async function ownOrders(db: Database, caller: Caller): Promise<Order[]> {
  const where = ownOrdersCondition(caller);
  if (!where) return [];
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
}

/**
 * A file attached to an order, when the caller may see that order (admin
 * included); null otherwise. Pending files are not served here (owner only).
 */
export async function visibleAttachedFile(request: FastifyRequest, id: string): Promise<Upload | null> {
  const db = request.server.database.db;
  const [row] = await db
    .select({ upload: uploads, order: orders })
    .from(uploads)
    .innerJoin(orders, eq(orders.id, uploads.orderId))
    .where(and(eq(uploads.id, id), eq(uploads.status, 'attached')));
  if (!row) return null;
  const caller = await callerOf(request);
  // The translator's own copy of a stamped translation is hers (decision 054): the customer gets the stamped one.
  if (row.upload.kind === 'translation_source' && caller.user?.role !== 'admin') return null;
  return callerCanSee(caller, row.order) ? row.upload : null;
}
