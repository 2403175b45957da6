import { and, count, desc, eq, gte, ilike, lt, or, sql, sum, type SQL } from 'drizzle-orm';
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

function where(filters: InvoiceFilters): SQL | undefined {
  const text = filters.q?.trim();
  const pattern = text ? likePattern(text) : null;
  return and(
    eq(invoices.kind, 'invoice'),
    pattern
      ? or(ilike(invoices.number, pattern), ilike(invoices.customerEmail, pattern), ilike(invoices.orderId, pattern))
      : undefined,
    filters.from ? gte(invoices.issuedAt, parisStartOfDay(filters.from)) : undefined,
    filters.to ? lt(invoices.issuedAt, parisStartOfDay(addDays(filters.to, 1))) : undefined,
  );
}

const rowColumns = {
  id: invoices.id,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  orderId: invoices.orderId,
  customerEmail: invoices.customerEmail,
  totalCents: invoices.totalCents,
  methodLabel: sql<string>`${invoices.data}->'payment'->>'methodLabel'`,
};

export interface InvoiceRow {
  id: string;
  number: string;
  issuedAt: Date;
  orderId: string;
  customerEmail: string;
  totalCents: number;
  methodLabel: string;
}

/** Newest first (the number order), 50 a page, with the count and the sum of everything that matches. */
export async function listInvoices(db: DbOrTx, filters: InvoiceFilters & { page?: number }) {
  const page = Math.max(1, Math.floor(filters.page ?? 1));
  const condition = where(filters);
  const [items, [totals]] = await Promise.all([
    db
      .select(rowColumns)
      .from(invoices)
      .where(condition)
      .orderBy(desc(invoices.year), desc(invoices.sequence))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db
      .select({ n: count(), cents: sum(invoices.totalCents) })
      .from(invoices)
      .where(condition),
  ]);
  const total = totals?.n ?? 0;
  return {
    items: items as InvoiceRow[],
    page,
    pages: Math.ceil(total / PAGE_SIZE),
    total,
    totalCents: Number(totals?.cents ?? 0),
  };
}

/** Everything that matches, oldest first, without the PDFs (the ZIP reads them one at a time). */
export async function invoicesToExport(db: DbOrTx, filters: InvoiceFilters): Promise<InvoiceRow[]> {
  return (await db
    .select(rowColumns)
    .from(invoices)
    .where(where(filters))
    .orderBy(invoices.year, invoices.sequence)) as InvoiceRow[];
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
