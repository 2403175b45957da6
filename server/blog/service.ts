import { and, eq, sql } from 'drizzle-orm';
import { articleErrorMessage, validateArticle, type ArticleInput } from '../../core/content-rules';
import type { Database } from '../db/client';
import { HttpError, httpError } from '../plugins/error-handler';
import { sanitizeContent } from '../content/sanitize';
import { chooseSlug } from '../content/slugs';
import { articleSlugsInUse } from './queries';
import { frenchTypography, frenchTypographyHtml } from '../../core/french-typography';
import type { Lang } from '../../core/messages';
import { slugSource, type ContentLanguage } from '../content/language';
import { articleSlugHistory, articles, type ArticleRow } from './schema';

/** /blog/new and /blog/edit/… are pages of their own. */
const RESERVED = ['new', 'edit'];

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The body checked (spec 5) and its content cleaned. A slug sent by the client
 * is ignored: the server derives it from the title, so it is always the same
 * rule and always unique. A French article's title, summary and content get French typography
 * (decision 031); an Arabic one is left as written (decision 034).
 */
export function checkedArticle(body: unknown, lang: Lang, wording: Lang = 'fr'): ArticleInput {
  const first = validateArticle(body, wording);
  const result = first.ok
    ? validateArticle({ ...first.value, content: sanitizeContent(first.value.content, 'article') }, wording)
    : first;
  if (!result.ok) throw new HttpError(400, articleErrorMessage(result.errors, wording), { errors: result.errors });
  if (lang !== 'fr') return result.value;
  return {
    ...result.value,
    title: frenchTypography(result.value.title),
    summary: frenchTypography(result.value.summary),
    content: frenchTypographyHtml(result.value.content),
  };
}

const lockSlugs = (tx: Tx) => tx.execute(sql`lock table ${articles} in share row exclusive mode`);

/** An Arabic version names a French article that exists and has none yet (see server/faq/service.ts). */
async function checkOriginal(tx: Tx, translationOf: string | null): Promise<void> {
  if (!translationOf) return;
  const [original] = await tx
    .select({ lang: articles.lang })
    .from(articles)
    .where(eq(articles.id, translationOf))
    .limit(1);
  if (!original || original.lang !== 'fr') throw httpError(400, 'contentLang.translationInvalid');
  const [taken] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.translationOf, translationOf))
    .limit(1);
  if (taken) throw httpError(409, 'contentLang.translationExists');
}

export function createArticle(
  db: Database,
  input: ArticleInput,
  now = new Date(),
  language: ContentLanguage = { lang: 'fr', translationOf: null },
): Promise<ArticleRow> {
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    await checkOriginal(tx, language.translationOf);
    const slug = chooseSlug(slugSource(language.lang, input.title), await articleSlugsInUse(tx), RESERVED, 'article');
    const [row] = await tx
      .insert(articles)
      .values({ ...input, ...language, slug, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
}

/**
 * A new title gives a new slug; the old one goes to the history, so every link
 * to it answers a 301 to the new address. Re-saving without changing the title
 * never moves the article. The language and the original stay as created.
 */
export function updateArticle(db: Database, id: string, input: ArticleInput, now = new Date()): Promise<ArticleRow> {
  return db.transaction(async (tx) => {
    await lockSlugs(tx);
    const [current] = await tx.select().from(articles).where(eq(articles.id, id)).limit(1);
    if (!current) throw httpError(404, 'article.notFound');
    let slug = current.slug;
    if (input.title !== current.title) {
      slug = chooseSlug(slugSource(current.lang, input.title), await articleSlugsInUse(tx, id), RESERVED, 'article');
      if (slug !== current.slug) {
        await tx
          .insert(articleSlugHistory)
          .values({ slug: current.slug, articleId: id, createdAt: now })
          .onConflictDoNothing();
        await tx
          .delete(articleSlugHistory)
          .where(and(eq(articleSlugHistory.slug, slug), eq(articleSlugHistory.articleId, id)));
      }
    }
    const [row] = await tx
      .update(articles)
      .set({ ...input, slug, updatedAt: now })
      .where(eq(articles.id, id))
      .returning();
    return row!;
  });
}

export async function deleteArticle(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (deleted.length === 0) throw httpError(404, 'article.notFound');
}
