import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { settleFulfilment, type fulfilmentSchema } from '../../core/buyer';
import { DeliveryRuleError } from '../../core/delivery-date';
import { legalizationName as chainName } from '../../core/legalization-chain';
import { deliveryPromise, deliveryTiming } from '../../core/order-delivery';
import type { Purpose } from '../../core/purposes';
import { canTransition, type OrderStatus } from '../../core/order-status';
import { handedOverAt } from '../../core/order-facts';
import { checkoutPath } from '../../core/checkout-paths';
import type { Lang } from '../../core/messages/languages';
import { readDeliveryCalendar } from '../catalogue/delivery-calendar';
import { loadCatalogue, priceWith } from '../catalogue/service';
import type { Database } from '../db/client';
import { uploads } from '../files/schema';
import { HttpError, httpError } from '../plugins/error-handler';
import { issueInvoice } from '../invoices/issue';
import { PaymentUnavailableError, type PaymentProvider } from '../payments/provider';
import { orderEvents, orders, paymentEvents, type Order } from './schema';
import { newOrderReference } from './reference';

/** A transaction or the database: both run the same queries. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface CheckoutInput {
  numberOfPages: number;
  numberOfDocuments: number;
  deliveryMethod: string;
  legalization: string;
  urgent?: boolean;
  purpose?: Purpose;
  /** The buyer, the shipping address and the billing identity as the schema read them (core/buyer). */
  fulfilment: z.output<typeof fulfilmentSchema>;
  email: string;
  comment: string;
  fileIds: string[];
  idempotencyKey: string;
  /** Who checks out (`user:<id>` or `browser:<hash>`): the key answers this caller's order only. */
  checkoutOwner: string;
  /** Hash of the caller's upload session: only its own pending files can be attached. */
  uploadOwner: string | null;
  userId?: string | null;
  /** The language of the page that ordered (the request's, never the body's): its e-mails follow it. */
  lang: Lang;
}

export interface OrderHooks {
  /** Runs inside the transaction that marks the order paid (e-mails go to the outbox there). */
  onPaid?(tx: Tx, order: Order): Promise<void>;
  /** Runs after that transaction committed (e.g. wake the mail worker). */
  afterPaid?(order: Order): void;
  /** Runs inside the transaction of any other status change. */
  onStatusChange?(tx: Tx, order: Order, from: OrderStatus, to: OrderStatus): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function createOrderService(db: Database, provider: PaymentProvider, hooks: OrderHooks = {}, publicUrl = '') {
  async function byKey(owner: string, key: string): Promise<Order | undefined> {
    const mine = and(eq(orders.checkoutOwner, owner), eq(orders.idempotencyKey, key));
    return (await db.select().from(orders).where(mine))[0];
  }

  /** Gives an order its payment page, once: a retried checkout reuses the session it already has. */
  async function ensureSession(order: Order): Promise<{ orderId: string; url: string }> {
    // Already paid (a retry after paying): straight to the confirmation.
    if (order.paymentStatus === 'paid' && order.providerSessionId) {
      return {
        orderId: order.id,
        url: `${publicUrl}${checkoutPath(order.lang, '/payment-success')}?session_id=${encodeURIComponent(order.providerSessionId)}`,
      };
    }
    // An expired or failed payment page is replaced by a new one.
    const stale = order.paymentStatus === 'expired' || order.paymentStatus === 'failed';
    if (order.providerSessionId && order.providerSessionUrl && !stale)
      return { orderId: order.id, url: order.providerSessionUrl };
    let session;
    try {
      // The date the cart shows, stated on the payment page too (issue 30): the same rule, now.
      session = await provider.createSession(order, await promisedDelivery(db, order, new Date()));
    } catch (err) {
      if (err instanceof PaymentUnavailableError) throw httpError(502, 'checkout.paymentUnavailable');
      throw err;
    }
    // Only the first session stored counts: simultaneous retries of one checkout
    // (double click, client retry) must all answer the page the order keeps.
    const [stored] = await db
      .update(orders)
      .set({
        providerSessionId: session.id,
        providerSessionUrl: session.url,
        paymentStatus: 'unpaid',
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, order.id),
          stale && order.providerSessionId
            ? eq(orders.providerSessionId, order.providerSessionId)
            : isNull(orders.providerSessionId),
        ),
      )
      .returning({ url: orders.providerSessionUrl });
    if (stored) return { orderId: order.id, url: session.url };
    const [current] = await db.select({ url: orders.providerSessionUrl }).from(orders).where(eq(orders.id, order.id));
    if (!current?.url) throw new Error(`order ${order.id} has a session without its url`);
    return { orderId: order.id, url: current.url };
  }

  async function createOrder(input: CheckoutInput): Promise<Order> {
    const catalogue = await loadCatalogue(db);
    const price = priceWith(catalogue, input);
    const fileIds = [...new Set(input.fileIds)];
    if (fileIds.some((id) => !UUID.test(id))) throw httpError(400, 'order.fileNotAvailable');
    const delivery = catalogue.deliveryMethods.find((d) => d.id === input.deliveryMethod)!;
    const deliveryName = delivery.name;
    // A row that posts paper needs an address in a country it serves: refused before anything is written.
    const settled = settleFulfilment(input.fulfilment, delivery);
    if (!settled.ok) throw HttpError.fromZod({ issues: [settled.refusal] });
    const { buyer, shippingAddress, billing } = settled.value;
    // A step's name, or a package's with its steps (priceWith has refused unknown values).
    const legalizationName = chainName(catalogue, input.legalization)!;

    return db.transaction(async (tx) => {
      const id = newOrderReference();
      const [order] = await tx
        .insert(orders)
        .values({
          id,
          customerEmail: input.email,
          userId: input.userId ?? null,
          numberOfPages: input.numberOfPages,
          numberOfDocuments: input.numberOfDocuments,
          deliveryMethod: input.deliveryMethod,
          deliveryName,
          legalization: input.legalization,
          legalizationName,
          urgent: input.urgent ?? false,
          // The delays the visitor was shown: the promise made at payment is computed from them.
          deliveryTiming: deliveryTiming(catalogue, input),
          comment: input.comment,
          purpose: input.purpose ?? null,
          // Frozen like the price lines: later changes to the account or the form never reach this order.
          buyer,
          shippingAddress,
          billing,
          priceLines: price.lines,
          totalCents: price.totalCents,
          paymentProvider: provider.name,
          idempotencyKey: input.idempotencyKey,
          checkoutOwner: input.checkoutOwner,
          lang: input.lang,
        })
        .returning();
      if (fileIds.length > 0) {
        if (!input.uploadOwner) throw httpError(400, 'order.fileNotAvailable');
        // Only the caller's own files: still waiting, or left on one of its unpaid orders
        // (payment cancelled, cart edited). Anything else aborts the whole checkout.
        const unpaidOrders = tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.status, 'pending_payment'), ne(orders.paymentStatus, 'paid')));
        const attached = await tx
          .update(uploads)
          .set({ status: 'attached', orderId: id })
          .where(
            and(
              inArray(uploads.id, fileIds),
              eq(uploads.ownerSessionHash, input.uploadOwner),
              or(
                eq(uploads.status, 'pending'),
                and(eq(uploads.status, 'attached'), inArray(uploads.orderId, unpaidOrders)),
              ),
            ),
          )
          .returning({ id: uploads.id });
        if (attached.length !== fileIds.length) throw httpError(400, 'order.fileNotAvailable');
      }
      await tx
        .insert(orderEvents)
        .values({ orderId: id, fromStatus: null, toStatus: 'pending_payment', actor: 'customer' });
      return order!;
    });
  }

  async function changeStatus(
    orderId: string,
    to: OrderStatus,
    actor: string,
    note?: string,
    tx: Tx = db,
  ): Promise<Order> {
    const run = async (t: Tx) => {
      const [current] = await t.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!current) throw httpError(404, 'order.notFound');
      if (current.status === to) return current;
      if (!canTransition(current.status, to)) {
        throw httpError(409, 'order.transitionRefused', { from: current.status, to });
      }
      const [updated] = await t
        .update(orders)
        .set({ status: to, updatedAt: new Date(), translationDeliveredAt: handedOverAt(current, to) })
        .where(eq(orders.id, orderId))
        .returning();
      await t.insert(orderEvents).values({ orderId, fromStatus: current.status, toStatus: to, actor, note });
      await hooks.onStatusChange?.(t, updated!, current.status, to);
      return updated!;
    };
    return tx === db ? db.transaction(run) : run(tx);
  }

  return {
    /**
     * Validates, prices on the server, creates the order and attaches its files
     * in one transaction, then opens the payment page. The same idempotency key
     * always answers the same order (double clicks, retries).
     */
    async checkout(input: CheckoutInput): Promise<{ orderId: string; url: string }> {
      const existing = await byKey(input.checkoutOwner, input.idempotencyKey);
      if (existing) return ensureSession(existing);
      let order: Order;
      try {
        order = await createOrder(input);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The other click won the race: answer with its order.
        const winner = await byKey(input.checkoutOwner, input.idempotencyKey);
        if (!winner) throw err;
        order = winner;
      }
      return ensureSession(order);
    },

    /** The payment page of an order created elsewhere (an accepted quote, decision 030), opened once. */
    paymentPage: ensureSession,

    async bySession(sessionId: string): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
      return row;
    },

    async byId(id: string): Promise<Order | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /**
     * The one path that records a payment (Stripe webhook, Stripe return, demo
     * page) and issues its invoice. Idempotent: a second call, a replayed event or a
     * late one changes nothing.
     */
    async markPaid(
      sessionId: string,
      actor: string,
      eventId?: string,
      /** The provider's payment id when the event names it (Stripe: the PaymentIntent), for refunds. */
      paymentRef?: string | null,
    ): Promise<{ order: Order | null; changed: boolean }> {
      const result = await db.transaction(async (tx): Promise<{ order: Order | null; changed: boolean }> => {
        if (eventId && !(await recordEvent(tx, eventId, actor, 'paid'))) return { order: null, changed: false };
        const [order] = await tx.select().from(orders).where(eq(orders.providerSessionId, sessionId)).for('update');
        if (!order) return { order: null, changed: false };
        if (order.paymentStatus === 'paid') return { order, changed: false };
        const status: OrderStatus = order.status === 'pending_payment' ? 'paid' : order.status;
        const now = new Date();
        // The delivery date promised to the customer is fixed with the payment (decision 028).
        const promise = await promisedDelivery(tx, order, now);
        const [paid] = await tx
          .update(orders)
          .set({
            paymentStatus: 'paid',
            status,
            paidAt: now,
            updatedAt: now,
            ...(paymentRef ? { providerPaymentId: paymentRef } : {}),
            ...(promise
              ? { dueOn: promise.dueOn, promisedEarliest: promise.earliest, promisedLatest: promise.latest }
              : {}),
          })
          .where(eq(orders.id, order.id))
          .returning();
        if (status !== order.status) {
          await tx.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: status, actor });
        }
        // The invoice commits with the payment or not at all (decision 024).
        await issueInvoice(tx, paid!, now);
        await hooks.onPaid?.(tx, paid!);
        return { order: paid!, changed: true };
      });
      if (result.changed && result.order) hooks.afterPaid?.(result.order);
      return result;
    },

    /** Failed or expired payment: only an unpaid order is affected, so a late event never undoes a payment. */
    async markUnpaidOutcome(
      sessionId: string,
      outcome: 'failed' | 'expired',
      actor: string,
      eventId?: string,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (eventId && !(await recordEvent(tx, eventId, actor, outcome))) return false;
        const rows = await tx
          .update(orders)
          .set({ paymentStatus: outcome, updatedAt: new Date() })
          .where(and(eq(orders.providerSessionId, sessionId), eq(orders.paymentStatus, 'unpaid')))
          .returning({ id: orders.id });
        return rows.length > 0;
      });
    },

    changeStatus,

    async history(orderId: string) {
      return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
    },
  };

  /**
   * The promise for an order paid at `at`; null for an order placed before delays were kept or
   * with a delay the rule refuses: a date never stands in the way of recording a payment.
   */
  async function promisedDelivery(tx: Tx, order: Order, at: Date) {
    if (!order.deliveryTiming) return null;
    try {
      return deliveryPromise(order.deliveryTiming, at, await readDeliveryCalendar(tx));
    } catch (err) {
      if (err instanceof DeliveryRuleError) return null;
      throw err;
    }
  }

  /** Stores a provider event id; false when it was already handled. */
  async function recordEvent(tx: Tx, id: string, provider: string, type: string): Promise<boolean> {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id, provider, type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return inserted.length > 0;
  }
}

export type OrderService = ReturnType<typeof createOrderService>;
