import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Lang } from '../../core/messages';
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
  lang: articles.lang,
  translationOf: articles.translationOf,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};
export type ArticleSummaryRow = Omit<ArticleRow, 'content'>;

/** One language's articles (French by default), newest first, without the contents (spec 7: the list shows summaries). */
export function listArticles(db: Reader, limit: number | undefined, lang: Lang): Promise<ArticleSummaryRow[]> {
  const query = db
    .select(summaryColumns)
    .from(articles)
    .where(eq(articles.lang, lang))
    .orderBy(desc(articles.createdAt), desc(articles.id));
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

/** The other language's version of an article, if any (see faqTranslation). */
export async function articleTranslation(
  db: Reader,
  row: Pick<ArticleRow, 'id' | 'translationOf'>,
): Promise<{ id: string; slug: string; lang: Lang } | null> {
  const columns = { id: articles.id, slug: articles.slug, lang: articles.lang };
  const [other] = row.translationOf
    ? await db.select(columns).from(articles).where(eq(articles.id, row.translationOf)).limit(1)
    : await db
        .select(columns)
        .from(articles)
        .where(and(eq(articles.translationOf, row.id), ne(articles.id, row.id)))
        .limit(1);
  return other ?? null;
}

/** Every article and its translation, both ways (id → the other's id), for the admin's view of the list. */
export async function articleTranslationPairs(db: Reader): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: articles.id, translationOf: articles.translationOf })
    .from(articles)
    .where(isNotNull(articles.translationOf));
  return new Map(rows.flatMap((r) => [[r.id, r.translationOf!] as const, [r.translationOf!, r.id] as const]));
}

export function articleSitemapEntries(
  db: Reader,
): Promise<{ id: string; slug: string; lang: Lang; translationOf: string | null; updatedAt: Date }[]> {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      lang: articles.lang,
      translationOf: articles.translationOf,
      updatedAt: articles.updatedAt,
    })
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
    lang: row.lang,
    translationOf: row.translationOf,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shape of the API (spec 3: _id, title, slug, content, summary, author, imageUrl, createdAt). */
export function articleView(row: ArticleRow) {
  return { ...articleSummaryView(row), content: row.content };
}
