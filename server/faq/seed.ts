import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { fixOnce } from '../content/fix-once';
import { seedOnce } from '../content/seed-once';
import { frenchTypography, frenchTypographyHtml } from '../../core/french-typography';
import { faqEntries } from './schema';
import { FAQ_SEED } from './seed-content';
import { checkedFaq, createFaq } from './service';

/** The first start's questions, through the same checks and cleaning as the editor's. */
export async function seedFaq(db: Database): Promise<void> {
  await seedOnce(db, 'seed:faq', faqEntries, async () => {
    const start = Date.now() - FAQ_SEED.length * 1000;
    for (const [i, item] of FAQ_SEED.entries()) await createFaq(db, checkedFaq(item), new Date(start + i * 1000));
  });
  await fixFaqTypography(db);
}

/**
 * Once per database (decision 031): the questions stored before saving applied French typography
 * get it now. The slug stays as it was (the same words give the same slug), so no address moves.
 */
export function fixFaqTypography(db: Database): Promise<number | null> {
  return fixOnce(db, 'fix:faq-typography', async (tx) => {
    let changed = 0;
    for (const row of await tx.select().from(faqEntries)) {
      const question = frenchTypography(row.question);
      const answer = frenchTypographyHtml(row.answer);
      if (question === row.question && answer === row.answer) continue;
      await tx.update(faqEntries).set({ question, answer }).where(eq(faqEntries.id, row.id));
      changed++;
    }
    return changed;
  });
}
