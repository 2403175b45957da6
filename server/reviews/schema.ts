import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Lang } from '../../core/messages/languages';
import type { ReviewStatus } from '../../core/review-rules';
import { orders } from '../orders/schema';

export type ReviewRequestStatus = 'scheduled' | 'sent' | 'skipped';

/**
 * The marker of the one e-mail asking an order's customer for a review (docs/reviews.md). Written
 * when the order is first delivered (`scheduled`); the job turns it into `sent` in the transaction
 * that queues the e-mail, or `skipped` (refunded in full, customer data erased): one row per order,
 * so an order is asked at most once, whatever restarts or second instances happen.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** When the order was first delivered: the e-mail is due REVIEW_REQUEST_DAYS later. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ReviewRequestStatus>().notNull().default('scheduled'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why no e-mail went: 'refunded', 'no-address'. */
    skipReason: text('skip_reason'),
  },
  (t) => [
    // The job's query: due markers only, so the sent ones piling up cost nothing.
    index('review_requests_due_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'scheduled'`),
    check('review_requests_status_check', sql`${t.status} in ('scheduled', 'sent', 'skipped')`),
  ],
);

/**
 * A review written through the link of that e-mail: one per order (the primary key), never
 * edited once written. Nothing shows it until the translator publishes it; her public answer
 * is hers, beside it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The language of the page it was written on (the e-mail's, the order's, unless the customer switched). */
    lang: text('lang').$type<Lang>().notNull(),
    stars: integer('stars').notNull(),
    /** Plain text, markup removed; may be empty (« Avis sans commentaire »). */
    text: text('text').notNull().default(''),
    /** The name shown as the customer chose it (a first name, initials); null: anonymous. */
    authorName: text('author_name'),
    status: text('status').$type<ReviewStatus>().notNull().default('new'),
    /** Her public answer, shown under the review; null: none. */
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last publish or hide: who and when (the back office's own record). */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_stars_check', sql`${t.stars} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('new', 'published', 'hidden')`),
  ],
);

export type Review = typeof reviews.$inferSelect;
export type ReviewRequest = typeof reviewRequests.$inferSelect;
