import { and, asc, eq, ne, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { formatEuros } from '../../core/money';
import { statusAfterRefund } from '../../core/order-status';
import type { DbOrTx, Transaction } from '../db/client';
import { creditNoteData, type InvoiceData } from '../invoices/content';
import { invoiceOfOrder } from '../invoices/issue';
import { takeNumber } from '../invoices/numbering';
import { renderInvoicePdf } from '../invoices/pdf';
import { invoices } from '../invoices/schema';
import { followLink } from '../orders/follow-link';
import { orderEvents, orders, paymentEvents, type Order } from '../orders/schema';
import { PaymentUnavailableError, RefundRefusedError } from '../payments/provider';
import { httpError } from '../plugins/error-handler';
import { recordAbovePaid } from './anomaly';
import { refundEmail } from './emails';
import { refunds, type Refund } from './schema';

export interface RefundRequest {
  orderId: string;
  amountCents: number;
  reason: string;
  /** One per form shown: a second click, a retry, sends the same key. */
  idempotencyKey: string;
  /** The admin's e-mail. */
  actor: string;
}

export interface RefundOutcome {
  refund: Refund;
  creditNote: { id: string; number: string } | null;
  /** The key had already made this refund: nothing new was done. */
  replayed: boolean;
}

/** What a Stripe dashboard refund is recorded as (the admin did not type a reason on this site). */
const STRIPE_DASHBOARD_REASON = 'Remboursement effectué depuis le tableau de bord Stripe';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** What is refunded or being refunded on an order (failed attempts do not count). */
async function refundedCents(tx: DbOrTx, orderId: string, only?: 'succeeded'): Promise<number> {
  const [row] = await tx
    .select({ cents: sum(refunds.amountCents) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), only ? eq(refunds.status, only) : ne(refunds.status, 'failed')));
  return Number(row?.cents ?? 0);
}

/**
 * Refunds (issue 18, decision 029): the admin's « Rembourser », Stripe's refund events, and the
 * credit note each refund issues. Every path that settles a refund goes through `complete`,
 * under a lock on the order row, in one transaction with its credit note, the order's new
 * status and the customer's e-mail.
 */
export function createRefundService(app: FastifyInstance) {
  const db = app.database.db;

  async function byKey(tx: DbOrTx, key: string): Promise<Refund | undefined> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key));
    return row;
  }

  async function creditNoteOf(tx: DbOrTx, refund: Refund) {
    if (!refund.creditNoteId) return null;
    const [row] = await tx
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, refund.creditNoteId));
    return row ?? null;
  }

  /**
   * Settles a pending refund: credit note (series A, next number, frozen data, stored PDF), the
   * refund marked succeeded, the order « Remboursée partiellement » or « Annulée », its history,
   * the customer's e-mail with the credit note attached. Does nothing for a refund already settled.
   */
  async function complete(tx: Transaction, refundId: string, providerRefundId: string | null, now = new Date()) {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    if (!refund) throw new Error(`refund ${refundId} vanished`);
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
    const [fresh] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!order || !fresh || fresh.status !== 'pending') return null;
    const invoice = await invoiceOfOrder(tx, order.id);
    if (!invoice) throw new Error(`order ${order.id} has no invoice to credit`);

    const refunded = (await refundedCents(tx, order.id, 'succeeded')) + fresh.amountCents;
    const full = refunded >= order.totalCents;
    const { number, year, sequence, issuedAt } = await takeNumber(tx, 'A', now);
    const data = creditNoteData({
      invoice: invoice.data as InvoiceData,
      number,
      issuedAt,
      amountCents: fresh.amountCents,
      reason: fresh.reason,
      full,
      method: order.paymentProvider,
    });
    const [note] = await tx
      .insert(invoices)
      .values({
        kind: 'credit_note',
        number,
        series: 'A',
        year,
        sequence,
        orderId: order.id,
        invoiceId: invoice.id,
        issuedAt,
        customerEmail: invoice.customerEmail,
        totalCents: -fresh.amountCents,
        data,
        pdf: await renderInvoicePdf(data),
      })
      .returning({ id: invoices.id, number: invoices.number });
    await tx
      .update(refunds)
      .set({ status: 'succeeded', creditNoteId: note!.id, providerRefundId, completedAt: issuedAt })
      .where(eq(refunds.id, fresh.id));

    const to = statusAfterRefund(order.status, refunded, order.totalCents);
    await tx
      .update(orders)
      .set({ status: to, paymentStatus: full ? 'refunded' : order.paymentStatus, updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: to,
      actor: fresh.actor,
      note: `Remboursement de ${formatEuros(fresh.amountCents)} (avoir ${number}) : ${fresh.reason}`,
    });

    // An order whose personal data was erased has no address left to write to.
    if (!order.anonymisedAt) {
      const follow = await followLink(app, tx, order);
      await app.mail.enqueue(tx, {
        kind: 'refund',
        relatedId: order.id,
        to: order.customerEmail,
        ...refundEmail({
          orderId: order.id,
          amountCents: fresh.amountCents,
          full,
          creditNoteNumber: number,
          methodLabel: data.payment.methodLabel,
          method: order.paymentProvider,
          reason: fresh.reason,
          followUrl: follow.url,
          lang: order.lang,
        }),
        attachments: [{ kind: 'credit_note', id: note!.id }],
      });
    }
    return note!;
  }

  /** Asks the provider for a pending refund, then settles it (or gives it up when the provider refuses). */
  async function pay(refund: Refund, order: Order): Promise<RefundOutcome> {
    let answer;
    try {
      answer = await app.payments.refund({ order, refundId: refund.id, amountCents: refund.amountCents });
    } catch (err) {
      if (err instanceof RefundRefusedError) {
        app.log.warn({ err, refundId: refund.id }, 'refund refused by the payment provider');
        await db
          .update(refunds)
          .set({ status: 'failed', failure: err.message.slice(0, 500), completedAt: new Date() })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
        throw httpError(502, 'refund.providerRefused', { reason: err.message.slice(0, 200) });
      }
      if (err instanceof PaymentUnavailableError) {
        app.log.warn({ err, refundId: refund.id }, 'refund not confirmed: provider unreachable');
        throw httpError(502, 'refund.providerUnavailable');
      }
      throw err;
    }
    const note = await db.transaction(async (tx) => {
      if (answer.paymentRef)
        await tx
          .update(orders)
          .set({ providerPaymentId: answer.paymentRef })
          .where(and(eq(orders.id, order.id), sql`${orders.providerPaymentId} is null`));
      return complete(tx, refund.id, answer.providerRefundId);
    });
    const settled = (await byKey(db, refund.idempotencyKey))!;
    app.mail.worker.wake();
    return { refund: settled, creditNote: note ?? (await creditNoteOf(db, settled)), replayed: note === null };
  }

  /** A refund already made with this key: answered as it stands, or taken up again if the provider never confirmed it. */
  async function resume(existing: Refund, orderId: string): Promise<RefundOutcome> {
    if (existing.orderId !== orderId) throw httpError(409, 'refund.keyReused');
    if (existing.status === 'pending') {
      const [order] = await db.select().from(orders).where(eq(orders.id, existing.orderId));
      return pay(existing, order!);
    }
    if (existing.status === 'failed')
      throw httpError(502, 'refund.providerRefused', { reason: existing.failure ?? '' });
    return { refund: existing, creditNote: await creditNoteOf(db, existing), replayed: true };
  }

  return {
    /**
     * « Rembourser »: all or part of what is left, with a reason. The refund row is written under
     * a lock on the order (the database refuses one over the cap anyway); the demo provider
     * settles it in that same transaction; Stripe is asked afterwards, with the row's id as its
     * idempotency key, and the refund settles when it answers (or when its webhook arrives).
     */
    async request(input: RefundRequest): Promise<RefundOutcome> {
      const existing = await byKey(db, input.idempotencyKey);
      if (existing) return resume(existing, input.orderId);

      let created: { refund: Refund; order: Order; note: { id: string; number: string } | null } | 'replay';
      try {
        created = await db.transaction(async (tx) => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
          if (!order) throw httpError(404, 'order.notFound');
          // The other click held the lock: its refund is now visible.
          if (await byKey(tx, input.idempotencyKey)) return 'replay' as const;
          if (!order.paidAt) throw httpError(409, 'refund.notPaid');
          if (!(await invoiceOfOrder(tx, order.id))) throw httpError(409, 'refund.noInvoice');
          const remaining = order.totalCents - (await refundedCents(tx, order.id));
          if (remaining <= 0) throw httpError(409, 'refund.nothingLeft');
          if (input.amountCents > remaining)
            throw httpError(409, 'refund.exceeds', { remaining: formatEuros(remaining) });
          const [refund] = await tx
            .insert(refunds)
            .values({
              orderId: order.id,
              idempotencyKey: input.idempotencyKey,
              amountCents: input.amountCents,
              reason: input.reason,
              provider: order.paymentProvider,
              actor: input.actor,
            })
            .returning();
          // Nothing moves with the demo provider: recorded and settled at once.
          const note = order.paymentProvider === 'demo' ? await complete(tx, refund!.id, null) : null;
          return { refund: refund!, order, note };
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        created = 'replay';
      }
      if (created === 'replay') return resume((await byKey(db, input.idempotencyKey))!, input.orderId);
      if (created.note) {
        app.mail.worker.wake();
        const [settled] = await db.select().from(refunds).where(eq(refunds.id, created.refund.id));
        return { refund: settled!, creditNote: created.note, replayed: false };
      }
      return pay(created.refund, created.order);
    },

    /**
     * Stripe's charge.refunded: settles our refunds Stripe has made (the answer to our call may have
     * been lost), then records as a refund of its own whatever Stripe refunded beyond them (a refund
     * made in Stripe's dashboard), each with its credit note. A replayed event changes nothing.
     */
    async reconcileStripeCharge(charge: Stripe.Charge, eventId: string): Promise<void> {
      const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!intent) return;
      const settled = await db.transaction(async (tx) => {
        const fresh = await tx
          .insert(paymentEvents)
          .values({ id: eventId, provider: 'stripe', type: 'refunded' })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (fresh.length === 0) return 0;
        const [order] = await tx.select().from(orders).where(eq(orders.providerPaymentId, intent)).for('update');
        if (!order) {
          app.log.warn({ intent, eventId }, 'charge.refunded for a payment no order knows');
          return 0;
        }
        await tx.update(paymentEvents).set({ orderId: order.id }).where(eq(paymentEvents.id, eventId));
        const known = new Set(
          (charge.refunds?.data ?? [])
            .filter((r) => r.status === 'succeeded' || r.status === 'pending')
            .map((r) => r.id),
        );
        const rows = await tx
          .select()
          .from(refunds)
          .where(eq(refunds.orderId, order.id))
          .orderBy(asc(refunds.createdAt));
        let done = rows.filter((r) => r.status === 'succeeded').reduce((n, r) => n + r.amountCents, 0);
        let count = 0;
        for (const r of rows.filter((r) => r.status === 'pending')) {
          const named = r.providerRefundId !== null && known.has(r.providerRefundId);
          if (named || done + r.amountCents <= charge.amount_refunded) {
            if (await complete(tx, r.id, r.providerRefundId)) count++;
            done += r.amountCents;
          }
        }
        // Never credit more than was paid: a refund reported above it is an anomaly to check, and
        // the webhook still answers 200 (Stripe would retry a failure for 3 days, issue 29).
        if (charge.amount_refunded > order.totalCents) await recordAbovePaid(tx, order, charge, eventId);
        const extra = Math.min(charge.amount_refunded, order.totalCents) - done;
        if (extra > 0) {
          const [row] = await tx
            .insert(refunds)
            .values({
              orderId: order.id,
              idempotencyKey: `stripe-${charge.id}-${charge.amount_refunded}`,
              amountCents: extra,
              reason: STRIPE_DASHBOARD_REASON,
              provider: 'stripe',
              actor: 'stripe',
            })
            .onConflictDoNothing()
            .returning();
          if (row && (await complete(tx, row.id, null))) count++;
        }
        return count;
      });
      if (settled > 0) app.mail.worker.wake();
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;

/** An order's refunds, oldest first, with their credit notes: what the order pages list. */
export async function refundsOfOrder(db: DbOrTx, orderId: string) {
  const rows = await db
    .select({
      id: refunds.id,
      amountCents: refunds.amountCents,
      reason: refunds.reason,
      status: refunds.status,
      idempotencyKey: refunds.idempotencyKey,
      createdAt: refunds.createdAt,
      creditNoteNumber: invoices.number,
      creditNoteIssuedAt: invoices.issuedAt,
    })
    .from(refunds)
    .leftJoin(invoices, eq(invoices.id, refunds.creditNoteId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
  return rows;
}
