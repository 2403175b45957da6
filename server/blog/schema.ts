import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '../../core/messages/languages';

/**
 * Blog articles (spec 3). content is HTML already cleaned by the allow-list;
 * an empty image_url means the site's default illustration.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    /** The language the article is written in (decision 034): /blog lists 'fr', /ar/blog lists 'ar'. */
    lang: text('lang').$type<Lang>().notNull().default('fr'),
    /** An Arabic article's French original, when it translates one (at most one Arabic version each). */
    translationOf: uuid('translation_of').references((): AnyPgColumn => articles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_created_idx').on(t.createdAt),
    check('articles_lang_known', sql`${t.lang} in ('fr', 'ar')`),
    uniqueIndex('articles_translation_of_idx').on(t.translationOf),
  ],
);

/**
 * Every slug an article had before a title change. Links and search results
 * pointing at an old address are answered with a 301 to the current one, so an
 * edit never costs the ranking the article had earned.
 */
export const articleSlugHistory = pgTable('article_slug_history', {
  slug: text('slug').primaryKey(),
  articleId: uuid('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ArticleRow = typeof articles.$inferSelect;
