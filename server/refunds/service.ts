import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { formatEuros } from '../../core/money';
import type { DbOrTx, Transaction } from '../db/client';
import { invoiceOfOrder } from '../invoices/issue';
import { invoices } from '../invoices/schema';
import { orders, type Order } from '../orders/schema';
import { PaymentUnavailableError, RefundRefusedError } from '../payments/provider';
import { httpError } from '../plugins/error-handler';
import { completeRefund } from './complete';
import { creditNoteOf, refundByKey, refundedCents } from './queries';
import { refunds, type Refund } from './schema';
import { reconcileStripeCharge } from './stripe-reconcile';

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

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

type Opened = { refund: Refund; order: Order; note: { id: string; number: string } | null } | 'replay';

/**
 * Writes the refund row under a lock on the order, after the checks (paid, invoiced, within what
 * is left; the database refuses one over the cap anyway). The demo provider settles it at once.
 */
async function openRefund(app: FastifyInstance, tx: Transaction, input: RefundRequest): Promise<Opened> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw httpError(404, 'order.notFound');
  // The other click held the lock: its refund is now visible.
  if (await refundByKey(tx, input.idempotencyKey)) return 'replay' as const;
  if (!order.paidAt) throw httpError(409, 'refund.notPaid');
  if (!(await invoiceOfOrder(tx, order.id))) throw httpError(409, 'refund.noInvoice');
  const remaining = order.totalCents - (await refundedCents(tx, order.id));
  if (remaining <= 0) throw httpError(409, 'refund.nothingLeft');
  if (input.amountCents > remaining) throw httpError(409, 'refund.exceeds', { remaining: formatEuros(remaining) });
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
  const note = order.paymentProvider === 'demo' ? await completeRefund(app, tx, refund!.id, null) : null;
  return { refund: refund!, order, note };
}

/**
 * Refunds (issue 18, decision 029): the admin's « Rembourser », Stripe's refund events
 * (stripe-reconcile.ts), and the credit note each refund issues. Every path that settles a refund
 * goes through `completeRefund` (complete.ts), under a lock on the order row, in one transaction
 * with its credit note, the order's new status and the customer's e-mail.
 */
export function createRefundService(app: FastifyInstance) {
  const db = app.database.db;

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
      return completeRefund(app, tx, refund.id, answer.providerRefundId);
    });
    const settled = (await refundByKey(db, refund.idempotencyKey))!;
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
      const existing = await refundByKey(db, input.idempotencyKey);
      if (existing) return resume(existing, input.orderId);

      let created: Opened;
      try {
        created = await db.transaction((tx) => openRefund(app, tx, input));
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        created = 'replay';
      }
      if (created === 'replay') return resume((await refundByKey(db, input.idempotencyKey))!, input.orderId);
      if (created.note) {
        app.mail.worker.wake();
        const [settled] = await db.select().from(refunds).where(eq(refunds.id, created.refund.id));
        return { refund: settled!, creditNote: created.note, replayed: false };
      }
      return pay(created.refund, created.order);
    },

    /** Stripe's charge.refunded (stripe-reconcile.ts). */
    reconcileStripeCharge: (charge: Stripe.Charge, eventId: string): Promise<void> =>
      reconcileStripeCharge(app, charge, eventId),
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
