import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_created_idx').on(t.createdAt)],
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
