import { desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { UUID } from '../content/slugs';
import { articleSlugHistory, articles, type ArticleRow } from './schema';

type Reader = Pick<Database, 'select'>;

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  author: articles.author,
  imageUrl: articles.imageUrl,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};
export type ArticleSummaryRow = Omit<ArticleRow, 'content'>;

/** Newest first, without the contents (spec 7: the list shows summaries). */
export function listArticles(db: Reader, limit?: number): Promise<ArticleSummaryRow[]> {
  const query = db.select(summaryColumns).from(articles).orderBy(desc(articles.createdAt), desc(articles.id));
  return limit ? query.limit(limit) : query;
}

export type ArticleLookup = { article: ArticleRow } | { movedTo: string } | null;

/** An article by id or slug; a slug it had before a title change answers where it lives now. */
export async function findArticle(db: Reader, slugOrId: string): Promise<ArticleLookup> {
  const isId = UUID.test(slugOrId);
  const key = slugOrId.toLowerCase();
  const [article] = await db
    .select()
    .from(articles)
    .where(eq(isId ? articles.id : articles.slug, key))
    .limit(1);
  if (article) return { article };
  if (isId) return null;
  const [moved] = await db
    .select({ slug: articles.slug })
    .from(articleSlugHistory)
    .innerJoin(articles, eq(articles.id, articleSlugHistory.articleId))
    .where(eq(articleSlugHistory.slug, key))
    .limit(1);
  return moved ? { movedTo: moved.slug } : null;
}

/** Slugs other articles hold, current or old. */
export async function articleSlugsInUse(db: Reader, exceptId?: string): Promise<string[]> {
  const current = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(exceptId ? ne(articles.id, exceptId) : undefined);
  const old = await db
    .select({ slug: articleSlugHistory.slug })
    .from(articleSlugHistory)
    .where(exceptId ? ne(articleSlugHistory.articleId, exceptId) : undefined);
  return [...current, ...old].map((r) => r.slug);
}

export function articleSitemapEntries(db: Reader): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .orderBy(desc(articles.createdAt));
}

export function articleSummaryView(row: ArticleSummaryRow) {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author: row.author,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shape of the API (spec 3: _id, title, slug, content, summary, author, imageUrl, createdAt). */
export function articleView(row: ArticleRow) {
  return { ...articleSummaryView(row), content: row.content };
}
