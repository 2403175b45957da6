import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * FAQ entries (spec 3). The answer is HTML already cleaned by the allow-list;
 * the slug (from the question) names the entry in /faq#slug and /faq/:slug.
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** « order » in the API; display position, ties broken by creation time. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('faq_entries_order_idx').on(t.sortOrder, t.createdAt),
    check('faq_order_not_negative', sql`${t.sortOrder} >= 0`),
  ],
);

/** Slugs a question had before its wording changed: /faq/<old> still leads to it (301). */
export const faqSlugHistory = pgTable('faq_slug_history', {
  slug: text('slug').primaryKey(),
  faqId: uuid('faq_id')
    .notNull()
    .references(() => faqEntries.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type FaqRow = typeof faqEntries.$inferSelect;
