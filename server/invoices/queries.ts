import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addDays, parisDateTime, toDayNumber, type CalendarDate } from '../../core/calendar-date';
import type { DbOrTx } from '../db/client';
import { invoices } from './schema';

const PAGE_SIZE = 50;

export interface InvoiceFilters {
  /** Part of the number, of the customer's e-mail or of the order reference, any case. */
  q?: string;
  /** First and last day of the period (Paris time), both included. */
  from?: CalendarDate | null;
  to?: CalendarDate | null;
}

/** The instant a Paris day begins (midnight is never inside a daylight-saving change). */
export function parisStartOfDay(date: CalendarDate): Date {
  const utcMidnight = toDayNumber(date) * 86_400_000;
  for (const hours of [1, 2]) {
    const instant = new Date(utcMidnight - hours * 3_600_000);
    const paris = parisDateTime(instant);
    if (paris.date === date && paris.minutes === 0) return instant;
  }
  throw new Error(`no Paris midnight for ${date}`);
}

/** LIKE treats % and _ as wildcards: what the admin types is searched as typed. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The invoice a credit note corrects (its own row of the same table). */
const corrected = alias(invoices, 'corrected');

/**
 * The accountant's set of a period (decision 066): its invoices and its credit notes, each in the
 * month it was issued — a refund in December of a November invoice lowers December.
 */
function where(filters: InvoiceFilters): SQL | undefined {
  const text = filters.q?.trim();
  const pattern = text ? likePattern(text) : null;
  return and(
    pattern
      ? or(
          ilike(invoices.number, pattern),
          ilike(invoices.customerEmail, pattern),
          ilike(invoices.orderId, pattern),
          // Searching an invoice's number finds its credit notes too.
          ilike(corrected.number, pattern),
        )
      : undefined,
    filters.from ? gte(invoices.issuedAt, parisStartOfDay(filters.from)) : undefined,
    filters.to ? lt(invoices.issuedAt, parisStartOfDay(addDays(filters.to, 1))) : undefined,
  );
}

const rowColumns = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  orderId: invoices.orderId,
  customerEmail: invoices.customerEmail,
  totalCents: invoices.totalCents,
  methodLabel: sql<string>`${invoices.data}->'payment'->>'methodLabel'`,
  corrects: corrected.number,
};

export interface InvoiceRow {
  id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  orderId: string;
  customerEmail: string;
  /** Negative for a credit note. */
  totalCents: number;
  methodLabel: string;
  /** A credit note's invoice number; null on an invoice. */
  corrects: string | null;
}

/** How many documents of each kind match, and what they add up to (credit notes negative). */
interface InvoiceTotals {
  total: number;
  invoices: number;
  creditNotes: number;
  invoicesCents: number;
  creditNotesCents: number;
  /** Invoices plus credit notes: what the period really took in. */
  totalCents: number;
}

const documents = (db: DbOrTx) =>
  db.select(rowColumns).from(invoices).leftJoin(corrected, eq(corrected.id, invoices.invoiceId));

/** The totals of everything the filters select (all pages). */
async function invoiceTotals(db: DbOrTx, filters: InvoiceFilters): Promise<InvoiceTotals> {
  const isInvoice = sql`${invoices.kind} = 'invoice'`;
  const [row] = await db
    .select({
      invoices: sql<number>`count(*) filter (where ${isInvoice})`,
      creditNotes: sql<number>`count(*) filter (where not ${isInvoice})`,
      invoicesCents: sql<string | null>`sum(${invoices.totalCents}) filter (where ${isInvoice})`,
      creditNotesCents: sql<string | null>`sum(${invoices.totalCents}) filter (where not ${isInvoice})`,
    })
    .from(invoices)
    .leftJoin(corrected, eq(corrected.id, invoices.invoiceId))
    .where(where(filters));
  const counts = { invoices: Number(row?.invoices ?? 0), creditNotes: Number(row?.creditNotes ?? 0) };
  const cents = {
    invoicesCents: Number(row?.invoicesCents ?? 0),
    creditNotesCents: Number(row?.creditNotesCents ?? 0),
  };
  return {
    ...counts,
    ...cents,
    total: counts.invoices + counts.creditNotes,
    totalCents: cents.invoicesCents + cents.creditNotesCents,
  };
}

/** Newest first (date, then number), 50 a page, with the counts and sums of everything that matches. */
export async function listInvoices(db: DbOrTx, filters: InvoiceFilters & { page?: number }) {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const [items, totals] = await Promise.all([
    documents(db)
      .where(where(filters))
      .orderBy(desc(invoices.issuedAt), desc(invoices.series), desc(invoices.sequence))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    invoiceTotals(db, filters),
  ]);
  return { items: items as InvoiceRow[], page, pages: Math.ceil(totals.total / PAGE_SIZE), ...totals };
}

/** Everything that matches, oldest first (invoices and credit notes by date), without the PDFs (the ZIP reads them one at a time). */
export async function invoicesToExport(db: DbOrTx, filters: InvoiceFilters): Promise<InvoiceRow[]> {
  return (await documents(db)
    .where(where(filters))
    .orderBy(asc(invoices.issuedAt), asc(invoices.series), asc(invoices.sequence))) as InvoiceRow[];
}

export async function invoicePdf(db: DbOrTx, id: string): Promise<{ number: string; pdf: Buffer } | undefined> {
  const [row] = await db
    .select({ number: invoices.number, pdf: invoices.pdf })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row;
}

export async function invoicePdfByNumber(db: DbOrTx, number: string) {
  const [row] = await db
    .select({ number: invoices.number, pdf: invoices.pdf })
    .from(invoices)
    .where(eq(invoices.number, number));
  return row;
}

/** What an order page shows of its invoice (no bytes). */
export async function invoiceSummaryOfOrder(
  db: DbOrTx,
  orderId: string,
): Promise<{ number: string; issuedAt: string } | null> {
  const [row] = await db
    .select({ number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row ? { number: row.number, issuedAt: row.issuedAt.toISOString() } : null;
}

/** An order's credit notes (refunds), oldest first: what its pages list (no bytes). */
export async function creditNotesOfOrder(
  db: DbOrTx,
  orderId: string,
): Promise<{ number: string; issuedAt: string; amountCents: number }[]> {
  const rows = await db
    .select({ number: invoices.number, issuedAt: invoices.issuedAt, totalCents: invoices.totalCents })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')))
    .orderBy(invoices.year, invoices.sequence);
  return rows.map((r) => ({ number: r.number, issuedAt: r.issuedAt.toISOString(), amountCents: -r.totalCents }));
}

/**
 * What the credit notes of each order gave back (positive cents), for the customer's order lists:
 * the same documents the order page lists, summed. Orders without one are absent from the map.
 */
export async function refundedByOrder(db: DbOrTx, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: invoices.orderId, total: sql<string>`sum(${invoices.totalCents})` })
    .from(invoices)
    .where(and(inArray(invoices.orderId, orderIds), eq(invoices.kind, 'credit_note')))
    .groupBy(invoices.orderId);
  return new Map(rows.map((r) => [r.orderId, -Number(r.total)]));
}
