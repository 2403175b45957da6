import { and, asc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, type CalendarDate } from '../../core/calendar-date';
import type { DbOrTx } from '../db/client';
import { parisStartOfDay } from '../invoices/queries';
import { invoices } from '../invoices/schema';

/**
 * The receipts ledger (livre des recettes, issue 18, decision 029): every payment and every
 * refund, read from the accounting documents themselves — a payment is its invoice, a refund its
 * credit note (negative) — so the ledger, the ZIP of PDFs and the dashboard never disagree.
 * Months and years are Paris calendar ones, like the document numbers.
 */

/** What a French receipts ledger calls the service sold: one nature for the whole business. */
const LEDGER_NATURE = 'prestation de traduction';

export interface LedgerPeriod {
  /** First and last day (Paris), both included; null for no bound. */
  from: CalendarDate | null;
  to: CalendarDate | null;
}

export interface LedgerEntry {
  id: string;
  date: Date;
  number: string;
  kind: 'invoice' | 'credit_note';
  orderId: string;
  client: string;
  nature: string;
  /** Negative for a refund. */
  amountCents: number;
  method: string;
  /** A refund's credit note corrects this invoice (its number); null for a payment. */
  corrects: string | null;
}

export interface LedgerTotal {
  /** YYYY-MM for a month, YYYY for a year. */
  period: string;
  payments: number;
  paymentsCents: number;
  refunds: number;
  /** Negative (the sum of the credit notes). */
  refundsCents: number;
  /** Received minus refunded: what the ledger adds up to. */
  netCents: number;
}

function within(period: LedgerPeriod): SQL | undefined {
  return and(
    period.from ? gte(invoices.issuedAt, parisStartOfDay(period.from)) : undefined,
    period.to ? lt(invoices.issuedAt, parisStartOfDay(addDays(period.to, 1))) : undefined,
  );
}

/** The invoice a credit note corrects (its own row of the same table). */
const corrected = alias(invoices, 'corrected');

/** Every payment and refund of the period, in date order (then number order). */
export async function ledgerEntries(db: DbOrTx, period: LedgerPeriod): Promise<LedgerEntry[]> {
  const rows = await db
    .select({
      id: invoices.id,
      date: invoices.issuedAt,
      number: invoices.number,
      kind: invoices.kind,
      orderId: invoices.orderId,
      client: sql<string>`coalesce(${invoices.data}->'buyer'->>'name', ${invoices.customerEmail})`,
      amountCents: invoices.totalCents,
      method: sql<string>`${invoices.data}->'payment'->>'methodLabel'`,
      corrects: corrected.number,
    })
    .from(invoices)
    .leftJoin(corrected, eq(corrected.id, invoices.invoiceId))
    .where(within(period))
    .orderBy(asc(invoices.issuedAt), asc(invoices.series), asc(invoices.sequence));
  return rows.map((r) => ({ ...r, nature: LEDGER_NATURE }));
}

/** Totals per Paris month or year of the period, oldest first: one SQL for the ledger page and the dashboard. */
export async function ledgerTotals(db: DbOrTx, period: LedgerPeriod, by: 'month' | 'year'): Promise<LedgerTotal[]> {
  // Written into the statement (not a parameter) so GROUP BY and SELECT are the same expression.
  const key = sql<string>`to_char(${invoices.issuedAt} at time zone 'Europe/Paris', ${sql.raw(by === 'month' ? "'YYYY-MM'" : "'YYYY'")})`;
  const isPayment = sql`${invoices.kind} = 'invoice'`;
  const rows = await db
    .select({
      period: key,
      payments: sql<number>`count(*) filter (where ${isPayment})`,
      paymentsCents: sql<string | null>`sum(${invoices.totalCents}) filter (where ${isPayment})`,
      refunds: sql<number>`count(*) filter (where not ${isPayment})`,
      refundsCents: sql<string | null>`sum(${invoices.totalCents}) filter (where not ${isPayment})`,
      netCents: sum(invoices.totalCents),
    })
    .from(invoices)
    .where(within(period))
    .groupBy(key)
    .orderBy(key);
  return rows.map((r) => ({
    period: r.period,
    payments: Number(r.payments),
    paymentsCents: Number(r.paymentsCents ?? 0),
    refunds: Number(r.refunds),
    refundsCents: Number(r.refundsCents ?? 0),
    netCents: Number(r.netCents ?? 0),
  }));
}
