import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { neverPaid, ORDER_STATUSES, parseStatus, STATUS_LABELS, type OrderStatus } from '../../../core/order-status';
import type { CurrentUser } from '../../accounts/sessions';
import { receiveFiles } from '../../files/http';
import { uploads, type Upload } from '../../files/schema';
import type { Transaction } from '../../db/client';
import { orders, type Order } from '../../orders/schema';
import { httpError } from '../../plugins/error-handler';
import { orderStatusEmail } from './emails';
import { adminTransitions, refusedTransition } from './transitions';
import { shipmentRefusal } from '../../../core/shipping-rules';
import { translationCount } from '../../shipping/service';
import { t, tr } from '../../../core/messages';
import { deliveryMeta, type CertifyOutcome } from '../../verification/service';
import { translationCertificates } from '../../verification/schema';

/** The reason a deleted translation's certificate gives the admin (never shown to visitors). */
const DELETED_REASON = 'Fichier supprimé par l’administration';

/** « Statut inconnu : « x ». Statuts possibles : « En attente de paiement », … ». */
export const unknownStatusError = (value: string) =>
  httpError(400, 'adminOrder.statusUnknown', {
    value: value.slice(0, 40),
    statuses: ORDER_STATUSES.map((s) => `«\u00a0${STATUS_LABELS[s]}\u00a0»`).join(', '),
  });

const actorOf = (admin: CurrentUser) => `admin:${admin.email}`;
/** Stripe keeps a payment page open 24 hours. */
const PAYMENT_PAGE_MS = 24 * 60 * 60_000;
const TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

async function lockOrder(tx: Transaction, id: string): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw httpError(404, 'order.notFound');
  return order;
}

/**
 * Records the move through the order service (event, hooks) and queues the
 * customer's e-mail in the same transaction: both happen, or neither.
 */
async function moveTo(
  app: FastifyInstance,
  tx: Transaction,
  order: Order,
  to: OrderStatus,
  admin: CurrentUser,
  note?: string,
): Promise<Order> {
  const updated = await app.orders.changeStatus(order.id, to, actorOf(admin), note, tx);
  const mail = orderStatusEmail(updated, to, app.config.PUBLIC_URL);
  if (mail)
    await app.mail.enqueue(tx, { kind: 'order-status', relatedId: order.id, to: updated.customerEmail, ...mail });
  return updated;
}

/** PATCH /api/admin/:id: the spec's 'Shipped', or any status or French label, if the move is allowed from where the order is. */
export async function changeOrderStatus(app: FastifyInstance, admin: CurrentUser, id: string, value: string) {
  const to = parseStatus(value);
  if (!to) throw value.trim() ? unknownStatusError(value.trim()) : httpError(400, 'adminOrder.statusRequired');
  const result = await app.database.db.transaction(async (tx) => {
    const current = await lockOrder(tx, id);
    if (current.archivedAt) throw httpError(409, 'adminOrder.archived');
    // A second click on the same button: nothing to do, nothing sent twice.
    if (current.status === to) return { order: current, changed: false };
    const translationFiles = await translationCount(tx, id);
    // « Expédiée » by the facts (a paper original, the translation delivered), in the reader's language.
    const shipping = to === 'shipped' ? shipmentRefusal({ ...current, translationFiles }) : null;
    if (shipping) throw httpError(409, shipping);
    const allowed = adminTransitions({ ...current, translationFiles });
    if (!allowed.includes(to)) throw refusedTransition(current.status, to, allowed);
    return { order: await moveTo(app, tx, current, to, admin), changed: true };
  });
  if (result.changed) app.mail.worker.wake();
  return result;
}

/**
 * Whether a payment may still arrive for an unpaid order. Deleting it then
 * would charge a customer for an order that no longer exists, so the payment
 * provider is asked first (the demo's page dies with its order: no risk).
 */
async function paymentMayStillArrive(app: FastifyInstance, order: Order, now: Date): Promise<'no' | 'open' | 'paid'> {
  if (order.paymentProvider !== 'stripe' || !order.providerSessionId) return 'no';
  if (order.paymentStatus === 'expired' || order.paymentStatus === 'failed') return 'no';
  if (now.getTime() - order.updatedAt.getTime() > PAYMENT_PAGE_MS) return 'no';
  const status = await app.payments.sessionStatus(order.providerSessionId).catch(() => 'unpaid' as const);
  return status === 'paid' ? 'paid' : status === 'unpaid' ? 'open' : 'no';
}

/**
 * DELETE /api/admin/:id. A paid order is archived (soft delete: hidden from
 * lists and from the customer, files kept until the retention purge); an order
 * never paid is deleted with its files, storage objects included.
 */
export async function deleteOrder(
  app: FastifyInstance,
  id: string,
  now = new Date(),
): Promise<{ outcome: 'archived' | 'deleted'; message: string }> {
  const db = app.database.db;
  const [found] = await db.select().from(orders).where(eq(orders.id, id));
  if (!found) throw httpError(404, 'order.notFound');
  // Asked outside the transaction: a network call never holds a row lock.
  if (neverPaid(found)) {
    const payment = await paymentMayStillArrive(app, found, now);
    if (payment === 'paid') {
      await app.orders.markPaid(found.providerSessionId!, 'stripe');
      throw httpError(409, 'adminOrder.paymentJustReceived');
    }
    if (payment === 'open') {
      throw httpError(409, 'adminOrder.paymentOpen', {
        until: TIME.format(new Date(found.updatedAt.getTime() + PAYMENT_PAGE_MS)),
      });
    }
  }
  const result = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    // Paid in the meantime (webhook between the two reads): archived, never destroyed.
    if (!neverPaid(order)) {
      if (order.archivedAt)
        return { outcome: 'archived' as const, message: tr('adminOrder.alreadyArchived'), files: [] as Upload[] };
      await tx.update(orders).set({ archivedAt: now, updatedAt: now }).where(eq(orders.id, id));
      return { outcome: 'archived' as const, message: tr('adminOrder.archivedDone'), files: [] as Upload[] };
    }
    const files = await tx.delete(uploads).where(eq(uploads.orderId, id)).returning();
    // Events and messages go with the order (foreign keys with cascade).
    await tx.delete(orders).where(eq(orders.id, id));
    return { outcome: 'deleted' as const, message: tr('adminOrder.deletedDone'), files };
  });
  // After the commit: a rollback must never leave rows pointing at removed objects.
  await Promise.all(
    result.files.map((f) =>
      app.files
        .remove(f.storageKey)
        .catch((err: unknown) => app.log.warn({ err, key: f.storageKey }, 'stored file not removed')),
    ),
  );
  return { outcome: result.outcome, message: result.message };
}

/**
 * POST /api/admin/upload/:id: translations streamed through the same checks
 * and encryption as customer uploads, attached to the order. The first one
 * moves a paid or in-progress order to « Traduction disponible » (event and
 * customer e-mail with it).
 */
export async function addTranslations(app: FastifyInstance, request: FastifyRequest, admin: CurrentUser, id: string) {
  const db = app.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw httpError(404, 'order.notFound');
  if (order.archivedAt) throw httpError(409, 'adminOrder.archived');
  if (order.status === 'cancelled') throw httpError(409, 'adminOrder.uploadCancelled');
  // Nothing is owed before the payment: a translation started then may never be paid (issue 30).
  if (neverPaid(order)) throw httpError(409, 'adminOrder.uploadUnpaid');

  const fields: Record<string, string> = {};
  const saved = await receiveFiles(
    request,
    ['fileAdmin', 'fileAdmin[]'],
    (filename, file) => app.uploadsService.saveTranslation(id, filename, file),
    fields,
  );
  if (saved.length === 0) throw httpError(400, 'adminOrder.noFile');

  let result: { order: Order; changed: boolean };
  let certified: CertifyOutcome | undefined;
  try {
    // Each file stamped for verification (decision 054): the stamped copy is what the customer gets.
    certified = await app.verification.certify(id, saved, deliveryMeta(fields));
    result = await db.transaction(async (tx) => {
      const current = await lockOrder(tx, id);
      if (current.archivedAt) throw httpError(409, 'adminOrder.archived');
      if (current.status !== 'paid' && current.status !== 'in_progress') {
        // A partly refunded order keeps its status: the hand-over is recorded as a fact (issue 29).
        if (current.translationDeliveredAt) return { order: current, changed: false };
        const [order] = await tx
          .update(orders)
          .set({ translationDeliveredAt: new Date() })
          .where(eq(orders.id, id))
          .returning();
        return { order: order!, changed: false };
      }
      return {
        order: await moveTo(
          app,
          tx,
          current,
          'translated',
          admin,
          t('fr', 'adminOrder.filesUploadedNote', { count: saved.length }),
        ),
        changed: true,
      };
    });
  } catch (err) {
    // The order went away (deleted, archived) while the files streamed in: nothing of it stays.
    await app.verification.forget(saved, certified);
    await app.uploadsService.discard(saved);
    throw err;
  }
  if (result.changed) app.mail.worker.wake();
  return {
    files: certified!.delivered,
    unstamped: certified!.unstamped,
    order: result.order,
    statusChanged: result.changed,
  };
}

/** The id a client sends for a file: a bare id, its path (uploads/<id>) or its URL (…/files/<id>?…). */
export function fileIdOf(value: string): string {
  return value.split(/[?#]/)[0]!.replace(/\/+$/, '').split('/').pop()!.trim().toLowerCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * DELETE /api/admin/files/:id: the named translations of that order, rows and
 * stored objects. All or nothing: one unknown name deletes none. A customer's
 * own documents are never deleted here.
 */
export async function deleteTranslations(app: FastifyInstance, orderId: string, fileUrls: string[]) {
  const ids = [...new Set(fileUrls.map(fileIdOf).filter(Boolean))];
  if (ids.length === 0) throw httpError(400, 'adminOrder.noFileToDelete');
  const db = app.database.db;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw httpError(404, 'order.notFound');
  const valid = ids.filter((i) => UUID.test(i));
  const rows = await db.transaction(async (tx) => {
    // A deleted translation's certificate is revoked (a printed copy may be out there) and its
    // source, the translator's own upload, goes with it (decision 054).
    const certificates = valid.length
      ? await tx
          .update(translationCertificates)
          .set({
            revokedAt: sql`coalesce(${translationCertificates.revokedAt}, now())`,
            revokedReason: sql`coalesce(${translationCertificates.revokedReason}, ${DELETED_REASON})`,
          })
          .where(and(inArray(translationCertificates.uploadId, valid), eq(translationCertificates.orderId, orderId)))
          .returning({ source: translationCertificates.sourceUploadId })
      : [];
    const found = valid.length
      ? await tx
          .delete(uploads)
          .where(and(inArray(uploads.id, valid), eq(uploads.orderId, orderId), eq(uploads.kind, 'translation')))
          .returning()
      : [];
    if (found.length !== ids.length) {
      const missing = ids.filter((i) => !found.some((f) => f.id === i));
      throw httpError(404, 'adminOrder.fileNotFound', { names: missing.map((m) => m.slice(0, 60)).join(', ') });
    }
    const sources = certificates.flatMap((c) => (c.source ? [c.source] : []));
    const originals = sources.length
      ? await tx
          .delete(uploads)
          .where(and(inArray(uploads.id, sources), eq(uploads.kind, 'translation_source')))
          .returning()
      : [];
    return [...found, ...originals];
  });
  await Promise.all(
    rows.map((f) =>
      app.files
        .remove(f.storageKey)
        .catch((err: unknown) => app.log.warn({ err, key: f.storageKey }, 'stored file not removed')),
    ),
  );
  // The back office is in French (issue 17 keeps it so). Counted: the translations she named.
  const named = rows.filter((r) => r.kind === 'translation').length;
  return { deleted: named, message: tr('adminOrder.filesDeleted', { count: named }) };
}
