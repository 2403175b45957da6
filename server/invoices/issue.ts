import { and, eq } from 'drizzle-orm';
import { orderTextIn } from '../../core/order-text';
import { loadCatalogue } from '../catalogue/service';
import type { DbOrTx, Transaction } from '../db/client';
import type { Order } from '../orders/schema';
import { invoiceData } from './content';
import { takeNumber } from './numbering';
import { renderInvoicePdf } from './pdf';
import { invoices, type Invoice } from './schema';

/** The invoice of an order, if it has one. */
export async function invoiceOfOrder(db: DbOrTx, orderId: string): Promise<Invoice | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row;
}

/**
 * Issues the invoice of an order that has just been paid, inside the transaction that records
 * the payment (orders/payment-outcome.ts markPaid): number, frozen content and PDF commit with the
 * payment or not at all. An order that already has one keeps it: a replayed payment never
 * issues a second invoice (the unique index on order_id would refuse it anyway).
 */
export async function issueInvoice(tx: Transaction, order: Order, now = new Date()): Promise<Invoice> {
  const existing = await invoiceOfOrder(tx, order.id);
  if (existing) return existing;
  const { number, year, sequence, issuedAt } = await takeNumber(tx, 'F', now);
  // An Arabic order's invoice adds its lines in Arabic, worded now from their codes and parameters
  // (decision 075) and frozen with it (decision 033).
  const arabicLines =
    order.lang === 'ar'
      ? orderTextIn('ar', { ...order, lines: order.priceLines }, await loadCatalogue(tx)).lines.map((l) => l.label)
      : undefined;
  const data = invoiceData(order, number, issuedAt, arabicLines);
  const pdf = await renderInvoicePdf(data);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      number,
      series: 'F',
      year,
      sequence,
      orderId: order.id,
      issuedAt,
      customerEmail: order.customerEmail.toLowerCase(),
      totalCents: order.totalCents,
      data,
      pdf,
    })
    .returning();
  return row!;
}
