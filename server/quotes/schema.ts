import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CalendarDate } from '../../core/calendar-date';
import type { QuoteStatus } from '../../core/quote-offer-rules';
import type { StoredQuoteLine } from '../../core/quote-line-text';
import { quoteRequests } from '../requests/schema';

/**
 * The quote written for a quote request (decision 030): one per request, a draft until it is
 * sent, then reached by the client through a link whose token is stored hashed, like every
 * other token of the site. `order_id` is unique: accepting twice, or paying twice, finds the
 * same order. « Expiré » and « payé » are not stored: they come from `valid_until` and the order.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: text('request_id')
      .notNull()
      .unique()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    status: text('status').$type<QuoteStatus>().notNull().default('draft'),
    /** Since decision 075 each line has its code and parameters too; older rows are read as they were (no migration). */
    lines: jsonb('lines').$type<StoredQuoteLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Last Paris day the quote can be accepted. */
    validUntil: date('valid_until', { mode: 'string' }).$type<CalendarDate>().notNull(),
    note: text('note').notNull().default(''),
    /** SHA-256 of the link's token, set when the quote is sent. */
    tokenHash: text('token_hash').unique(),
    orderId: text('order_id').unique(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    check('quotes_status_check', sql`${t.status} in ('draft', 'sent', 'accepted', 'declined')`),
    index('quotes_valid_until_idx').on(t.validUntil),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;
