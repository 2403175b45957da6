import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsToCorrect, seedFixKey } from '../content/arabic-seed-corrections';
import { fixOnce } from '../content/fix-once';
import { seedOnce } from '../content/seed-once';
import { frenchTypography, frenchTypographyHtml } from '../../core/french-typography';
import { articles } from './schema';
import { ARTICLE_SEED } from './seed-content';
import { ARTICLE_SEED_AR } from './seed-content-ar';
import { checkedArticle, createArticle } from './service';

/** The first start's articles, through the same checks and cleaning as the editor's. */
export async function seedArticles(db: Database): Promise<void> {
  await seedOnce(db, 'seed:articles', articles, async () => {
    // A day apart, first one oldest: the list shows them in a stable order.
    const start = Date.now() - ARTICLE_SEED.length * 86_400_000;
    for (const [i, item] of ARTICLE_SEED.entries())
      await createArticle(db, checkedArticle(item, 'fr'), new Date(start + i * 86_400_000));
  });
  await fixArticleTypography(db);
  // The Arabic article (decision 034), once per database: new sites and existing ones alike.
  await seedOnce(
    db,
    'seed:articles-ar',
    articles,
    async () => {
      for (const item of ARTICLE_SEED_AR)
        await createArticle(db, checkedArticle(item, 'ar'), new Date(), { lang: 'ar', translationOf: null });
    },
    eq(articles.lang, 'ar'),
  );
  await fixArabicArticleSeed(db);
}

/**
 * Once per database (decision 031): the articles stored before saving applied French typography
 * get it now. Slug and update date stay as they were: no address moves, no article looks edited.
 */
export function fixArticleTypography(db: Database): Promise<number | null> {
  return fixOnce(db, 'fix:article-typography', async (tx) => {
    let changed = 0;
    for (const row of await tx.select().from(articles).where(eq(articles.lang, 'fr'))) {
      const next = {
        title: frenchTypography(row.title),
        summary: frenchTypography(row.summary),
        content: frenchTypographyHtml(row.content),
      };
      if (next.title === row.title && next.summary === row.summary && next.content === row.content) continue;
      await tx.update(articles).set(next).where(eq(articles.id, row.id));
      changed++;
    }
    return changed;
  });
}

/**
 * Once per database and per list of corrections (issue 17): the Arabic article still holding an
 * earlier seeded wording gets today's (server/content/arabic-seed-corrections.ts). One she edited stays hers; slug
 * and update date stay as they were, as for the typography fix above.
 */
export function fixArabicArticleSeed(db: Database): Promise<number | null> {
  return fixOnce(db, seedFixKey('article'), async (tx) => {
    const rows = await tx.select().from(articles).where(eq(articles.lang, 'ar'));
    const stored = (seed: (typeof ARTICLE_SEED_AR)[number]) => {
      const { title, summary, content } = checkedArticle(seed, 'ar');
      return { title, summary, content };
    };
    const fixes = rowsToCorrect(rows, ARTICLE_SEED_AR, stored);
    for (const { id, set } of fixes) await tx.update(articles).set(set).where(eq(articles.id, id));
    return fixes.length;
  });
}
