import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { downloadLinkKey, signDownloadLink } from '../../files/download-links';
import { uploads } from '../../files/schema';
import { orders, type Order } from '../../orders/schema';
import { httpError } from '../../plugins/error-handler';
import { fileIdOf } from './service';
import type { TranslationLink } from './emails';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface Delivery {
  order: Order | null;
  links: TranslationLink[];
  expiresAt: Date;
}

/**
 * The signed, expiring links of the translations an admin e-mail carries
 * (`fileAdmin`: ids or URLs; or, with only `orderId`, every translation of the
 * order). A translation goes only to the customer of its order: a typo in the
 * address must never hand someone else's documents to a stranger.
 */
export async function translationDelivery(
  app: FastifyInstance,
  input: { clientEmail: string; fileAdmin?: string | string[]; orderId?: string },
  now = new Date(),
): Promise<Delivery> {
  const db = app.database.db;
  const asked = [
    ...new Set(
      (typeof input.fileAdmin === 'string' ? [input.fileAdmin] : (input.fileAdmin ?? [])).map(fileIdOf).filter(Boolean),
    ),
  ];
  const orderId = input.orderId?.trim().toUpperCase() || null;

  let order: Order | null = null;
  if (orderId) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw httpError(404, 'order.notFound');
    order = row;
  }

  const valid = asked.filter((id) => UUID.test(id));
  const files =
    asked.length > 0
      ? valid.length
        ? await db
            .select()
            .from(uploads)
            .where(and(inArray(uploads.id, valid), eq(uploads.kind, 'translation'), eq(uploads.status, 'attached')))
            .orderBy(asc(uploads.createdAt), asc(uploads.id))
        : []
      : order
        ? await db
            .select()
            .from(uploads)
            .where(and(eq(uploads.orderId, order.id), eq(uploads.kind, 'translation')))
            .orderBy(asc(uploads.createdAt), asc(uploads.id))
        : [];

  if (files.length !== asked.length && asked.length > 0) {
    const missing = asked.filter((id) => !files.some((f) => f.id === id));
    throw httpError(400, 'adminOrder.deliveryFileNotFound', { names: missing.map((m) => m.slice(0, 60)).join(', ') });
  }
  const orderIds = [...new Set(files.map((f) => f.orderId!))];
  if (orderIds.length > 1) throw httpError(400, 'adminOrder.deliverySeveralOrders');
  if (order && orderIds.length === 1 && orderIds[0] !== order.id)
    throw httpError(400, 'adminOrder.deliveryOtherOrder', { id: order.id });
  if (!order && orderIds.length === 1) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderIds[0]!));
    order = row ?? null;
  }

  if (files.length > 0 && order) {
    if (order.archivedAt) throw httpError(409, 'adminOrder.archived');
    if (order.customerEmail.trim().toLowerCase() !== input.clientEmail.trim().toLowerCase()) {
      throw httpError(400, 'adminOrder.deliveryOtherRecipient', { id: order.id, email: order.customerEmail });
    }
  }

  const key = downloadLinkKey(app.config.SESSION_SECRET);
  let expiresAt = now;
  const links = files.map((f) => {
    const signed = signDownloadLink(key, f.id, now);
    expiresAt = signed.expiresAt;
    return { name: f.originalName, url: `${app.config.PUBLIC_URL}${signed.path}` };
  });
  return { order, links, expiresAt };
}
