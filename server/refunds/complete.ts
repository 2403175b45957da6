import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatEuros } from '../../core/money';
import { statusAfterRefund } from '../../core/order-status';
import type { Transaction } from '../db/client';
import { creditNoteData, type InvoiceData } from '../invoices/content';
import { invoiceOfOrder } from '../invoices/issue';
import { takeNumber } from '../invoices/numbering';
import { renderInvoicePdf } from '../invoices/pdf';
import { invoices } from '../invoices/schema';
import { followLink } from '../orders/follow-link';
import { orderEvents, orders, type Order } from '../orders/schema';
import { refundEmail } from './emails';
import { refundedCents } from './queries';
import { refunds, type Refund } from './schema';

/**
 * Settles a pending refund: credit note (series A, next number, frozen data, stored PDF), the
 * refund marked succeeded, the order « Remboursée partiellement » or « Annulée », its history,
 * the customer's e-mail with the credit note attached. Does nothing for a refund already settled.
 * Every path that settles a refund comes here, under a lock on the order row.
 */
export async function completeRefund(
  app: FastifyInstance,
  tx: Transaction,
  refundId: string,
  providerRefundId: string | null,
  now = new Date(),
) {
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
    note: `Remboursement de ${formatEuros(fresh.amountCents)} (avoir ${number})\u00a0: ${fresh.reason}`,
  });

  // An order whose personal data was erased has no address left to write to.
  if (!order.anonymisedAt) {
    await mailCreditNote(app, tx, order, fresh, { id: note!.id, number, full, methodLabel: data.payment.methodLabel });
  }
  return note!;
}

/** The customer's refund e-mail, with the credit note attached, queued in the refund's transaction. */
async function mailCreditNote(
  app: FastifyInstance,
  tx: Transaction,
  order: Order,
  refund: Refund,
  note: { id: string; number: string; full: boolean; methodLabel: string },
) {
  const follow = await followLink(app, tx, order);
  await app.mail.enqueue(tx, {
    kind: 'refund',
    relatedId: order.id,
    to: order.customerEmail,
    ...refundEmail({
      orderId: order.id,
      amountCents: refund.amountCents,
      full: note.full,
      creditNoteNumber: note.number,
      methodLabel: note.methodLabel,
      method: order.paymentProvider,
      reason: refund.reason,
      followUrl: follow.url,
      lang: order.lang,
    }),
    attachments: [{ kind: 'credit_note', id: note.id }],
  });
}
