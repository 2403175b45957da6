import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DocumentSeries } from '../../core/invoice-number';
import type { CreditNoteData, InvoiceData } from './content';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: the rest of the code sees a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The last number given in each series and year. Taking a number is one UPDATE … RETURNING
 * on this row inside the transaction that records the payment: the row stays locked until
 * that transaction ends, and a rollback gives the number back. A database sequence would
 * skip numbers on rollback, which the law forbids (decision 024).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').$type<DocumentSeries>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
    /** Issue time of that last number: the next one is never dated earlier. */
    lastIssuedAt: timestamp('last_issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * Issued invoices, immutable: a trigger (migration 0015) refuses any UPDATE, and any DELETE
 * within the 10 years the accounts are kept. `data` is the frozen content the PDF was drawn
 * from; `pdf` the bytes every download returns. No foreign key to orders: an invoice outlives
 * the anonymisation of its order and must never go with it.
 * Credit notes (avoirs, issue 18) are rows of kind 'credit_note' in series A, pointing at the
 * invoice they credit (invoice_id), their total negative: the receipts ledger sums the table as is.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull().default('invoice'),
    number: text('number').notNull().unique(),
    series: text('series').$type<DocumentSeries>().notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: text('order_id').notNull(),
    /** A credit note's invoice (the one it credits); null on an invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Lower-cased, for the admin search; the printed buyer is in data. */
    customerEmail: text('customer_email').notNull(),
    totalCents: integer('total_cents').notNull(),
    data: jsonb('data').$type<InvoiceData | CreditNoteData>().notNull(),
    pdf: bytea('pdf').notNull(),
  },
  (t) => [
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    // An invoice is in series F, never negative, credits nothing; a credit note is in series A,
    // negative, and credits an invoice.
    check(
      'invoices_kind_shape_check',
      sql`(${t.kind} = 'invoice' and ${t.series} = 'F' and ${t.totalCents} >= 0 and ${t.invoiceId} is null) or (${t.kind} = 'credit_note' and ${t.series} = 'A' and ${t.totalCents} < 0 and ${t.invoiceId} is not null)`,
    ),
    uniqueIndex('invoices_series_year_sequence_idx').on(t.series, t.year, t.sequence),
    // One invoice per order: a second payment record (replayed webhook) finds the first.
    uniqueIndex('invoices_order_invoice_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('invoices_issued_at_idx').on(t.issuedAt),
    index('invoices_customer_email_idx').on(t.customerEmail),
  ],
);

export type Invoice = typeof invoices.$inferSelect;
