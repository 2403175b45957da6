import type { Database } from '../db/client';
import { seedOnce } from '../content/seed-once';
import { articles } from './schema';
import { ARTICLE_SEED } from './seed-content';
import { checkedArticle, createArticle } from './service';

/** The first start's articles, through the same checks and cleaning as the editor's. */
export async function seedArticles(db: Database): Promise<void> {
  await seedOnce(db, 'seed:articles', articles, async () => {
    // A day apart, first one oldest: the list shows them in a stable order.
    const start = Date.now() - ARTICLE_SEED.length * 86_400_000;
    for (const [i, item] of ARTICLE_SEED.entries())
      await createArticle(db, checkedArticle(item), new Date(start + i * 86_400_000));
  });
}
