import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { provenEmails } from '../accounts/guest';
import { uploads, type Upload } from '../files/schema';
import { orders, type Order } from './schema';

/**
 * Who may see an order:
 * - an admin: every order;
 * - a signed-in user: the orders linked to the account (orders.user_id);
 * - anyone with a guest session: the orders of the e-mail that session proved.
 * The account's e-mail alone proves nothing (registration does not check it).
 * Archived orders are hidden from everyone but admins.
 */
export async function canSeeOrder(request: FastifyRequest, order: Order): Promise<boolean> {
  const user = await request.currentUser();
  if (user?.role === 'admin') return true;
  if (order.archivedAt) return false;
  if (user && order.userId === user.id) return true;
  return (await provenEmails(request)).includes(order.customerEmail.toLowerCase());
}

/** The condition selecting the caller's orders (never all orders, even for an admin); null: none. */
export async function visibleOrdersCondition(request: FastifyRequest): Promise<SQL | null> {
  const user = await request.currentUser();
  const emails = await provenEmails(request);
  const parts: SQL[] = [];
  if (user) parts.push(eq(orders.userId, user.id));
  if (emails.length > 0) parts.push(inArray(orders.customerEmail, emails));
  if (parts.length === 0) return null;
  return and(isNull(orders.archivedAt), parts.length === 1 ? parts[0]! : or(...parts)!)!;
}

/** The caller's orders (account-linked and guest-proven), newest first. */
export async function visibleOrders(request: FastifyRequest): Promise<Order[]> {
  const where = await visibleOrdersCondition(request);
  if (!where) return [];
  return request.server.database.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
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
  return (await canSeeOrder(request, row.order)) ? row.upload : null;
}
