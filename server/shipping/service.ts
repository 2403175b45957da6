import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { t } from '../../core/messages';
import type { OrderStatus } from '../../core/order-status';
import type { Shipment } from '../../core/shipment';
import { carrierName, shipmentRefusal } from '../../core/shipping-rules';
import type { ShipmentDetails } from '../../core/tracking';
import type { CurrentUser } from '../accounts/sessions';
import type { DbOrTx, Transaction } from '../db/client';
import { uploads } from '../files/schema';
import { orderEvents, orders, type Order } from '../orders/schema';
import { httpError } from '../plugins/error-handler';
import { shipmentEmail } from './emails';

export type ShipmentOutcome = 'marked' | 'unchanged' | 'corrected';

/** Statuses « Marquer comme expédiée » moves to « Expédiée » (the others keep theirs: already shipped, or done). */
const MOVES_TO_SHIPPED: readonly OrderStatus[] = ['translated', 'partially_refunded'];

/** How many translations the translator uploaded: part of « delivered » (core/shipping-rules.ts). */
export async function translationCount(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.orderId, orderId), eq(uploads.kind, 'translation')));
  return row?.n ?? 0;
}

const sameShipment = (a: Shipment, b: ShipmentDetails) =>
  a.carrier === b.carrier &&
  a.trackingNumber === b.trackingNumber &&
  (a.carrier !== 'other' || a.carrierName === ('carrierName' in b ? b.carrierName : undefined));

async function lockOrder(tx: Transaction, id: string): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw httpError(404, 'order.notFound');
  return order;
}

/**
 * « Marquer comme expédiée » (POST /api/admin/orders/:id/shipment), under the order's row lock:
 * the shipment and shipped_at stored with who did it, an order event, the order moved to
 * « Expédiée » when it was at « Traduction disponible » (or partly refunded), and the customer's
 * e-mail queued in the same transaction. The same details again change nothing and send nothing;
 * other details correct the shipment (the first day kept), say so in the history, and e-mail the
 * customer the right number.
 */
export async function recordShipment(
  app: FastifyInstance,
  admin: CurrentUser,
  id: string,
  details: ShipmentDetails,
  now = new Date(),
): Promise<{ outcome: ShipmentOutcome; order: Order }> {
  const actor = `admin:${admin.email}`;
  const result = await app.database.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    const refusal = shipmentRefusal({ ...current, translationFiles: await translationCount(tx, id) });
    if (refusal) throw httpError(409, refusal);
    const previous = current.shipment;
    if (previous && sameShipment(previous, details)) return { outcome: 'unchanged' as const, order: current };
    const shippedAt = previous ? new Date(previous.shippedAt) : now;
    const shipment: Shipment = { ...details, shippedAt: shippedAt.toISOString(), by: admin.email };
    const note = previous
      ? t('fr', 'shipping.eventCorrected', { number: shipment.trackingNumber, previous: previous.trackingNumber })
      : t('fr', 'shipping.eventShipped', { carrier: carrierName('fr', shipment), number: shipment.trackingNumber });
    const [stored] = await tx
      .update(orders)
      .set({ shipment, shippedAt, updatedAt: now })
      .where(eq(orders.id, id))
      .returning();
    let order = stored!;
    if (MOVES_TO_SHIPPED.includes(current.status)) {
      order = await app.orders.changeStatus(id, 'shipped', actor, note, tx);
    } else {
      // Already « Expédiée » or « Terminée »: the history still says who recorded which number.
      await tx
        .insert(orderEvents)
        .values({ orderId: id, fromStatus: current.status, toStatus: current.status, actor, note });
    }
    const corrected = previous !== null;
    await app.mail.enqueue(tx, {
      kind: corrected ? 'order-shipment-corrected' : 'order-shipped',
      relatedId: id,
      to: order.customerEmail,
      ...shipmentEmail(order, shipment, corrected, app.config.PUBLIC_URL.replace(/\/+$/, '')),
    });
    return { outcome: corrected ? ('corrected' as const) : ('marked' as const), order };
  });
  if (result.outcome !== 'unchanged') app.mail.worker.wake();
  return result;
}
