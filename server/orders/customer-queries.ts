import { asc, eq, inArray } from 'drizzle-orm';
import { STATUS_LABELS } from '../../core/order-status';
import type { Database } from '../db/client';
import { uploads, type Upload } from '../files/schema';
import { callerCanSee, ownOrders, type Caller } from './access';
import { orderMessages } from './customer-schema';
import { orderEvents, orders, type Order } from './schema';
import { customerOrderView } from './view';

async function filesByOrder(db: Database, ids: string[]): Promise<Map<string, Upload[]>> {
  const map = new Map<string, Upload[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(uploads)
    .where(inArray(uploads.orderId, ids))
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
  for (const f of rows) {
    const list = map.get(f.orderId!) ?? [];
    list.push(f);
    map.set(f.orderId!, list);
  }
  return map;
}

/** Orders in the customer's shape, with their files. */
export async function customerViews(db: Database, list: Order[]) {
  const files = await filesByOrder(
    db,
    list.map((o) => o.id),
  );
  return list.map((o) => customerOrderView(o, files.get(o.id) ?? []));
}

/** The caller's own orders, newest first, as the customer area shows them. */
export async function customerOrders(db: Database, caller: Caller) {
  return customerViews(db, await ownOrders(db, caller));
}

/**
 * One order with its status history and messages, or null when it does not
 * exist or the caller may not see it (the two are indistinguishable on purpose).
 */
export async function customerOrderDetail(db: Database, caller: Caller, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order || !callerCanSee(caller, order)) return null;
  const [files, events, messages] = await Promise.all([
    filesByOrder(db, [id]),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id)),
    db.select().from(orderMessages).where(eq(orderMessages.orderId, id)).orderBy(asc(orderMessages.id)),
  ]);
  return {
    ...customerOrderView(order, files.get(id) ?? []),
    history: events.map((e) => ({
      status: e.toStatus,
      label: STATUS_LABELS[e.toStatus],
      at: e.createdAt.toISOString(),
    })),
    messages: messages.map((m) => ({
      id: m.id,
      authorEmail: m.authorEmail,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
