import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Lang } from '../../core/messages/languages';

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
    /** The language the entry is written in (decision 034): /faq shows 'fr', /ar/faq shows 'ar'. */
    lang: text('lang').$type<Lang>().notNull().default('fr'),
    /** An Arabic entry's French original, when it translates one (at most one Arabic version each). */
    translationOf: uuid('translation_of').references((): AnyPgColumn => faqEntries.id, { onDelete: 'set null' }),
    /** « order » in the API; display position, ties broken by creation time. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('faq_entries_order_idx').on(t.sortOrder, t.createdAt),
    check('faq_order_not_negative', sql`${t.sortOrder} >= 0`),
    check('faq_lang_known', sql`${t.lang} in ('fr', 'ar')`),
    uniqueIndex('faq_entries_translation_of_idx').on(t.translationOf),
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
