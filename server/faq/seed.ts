import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsToCorrect, seedFixKey } from '../content/arabic-seed-corrections';
import { fixOnce } from '../content/fix-once';
import { seedOnce } from '../content/seed-once';
import { frenchTypography, frenchTypographyHtml } from '../../core/french-typography';
import { faqEntries } from './schema';
import { FAQ_SEED } from './seed-content';
import { FAQ_SEED_AR } from './seed-content-ar';
import { checkedFaq, createFaq } from './service';
import { slugify } from '../../core/slug';
import { findFaq } from './queries';

/** The first start's questions, through the same checks and cleaning as the editor's. */
export async function seedFaq(db: Database): Promise<void> {
  await seedOnce(db, 'seed:faq', faqEntries, async () => {
    const start = Date.now() - FAQ_SEED.length * 1000;
    for (const [i, item] of FAQ_SEED.entries()) await createFaq(db, checkedFaq(item, 'fr'), new Date(start + i * 1000));
  });
  await fixFaqTypography(db);
  await seedArabicFaq(db);
  await fixArabicFaqSeed(db);
}

/**
 * The Arabic questions (decision 034), once per database: at the first start like the French
 * ones, and at the first start after the update on a site that already has its FAQ. Each is
 * linked to the French seed question it translates when that one is still there and has no
 * Arabic version yet.
 */
async function seedArabicFaq(db: Database): Promise<void> {
  await seedOnce(
    db,
    'seed:faq-ar',
    faqEntries,
    async () => {
      const start = Date.now() - FAQ_SEED_AR.length * 1000;
      for (const [i, item] of FAQ_SEED_AR.entries()) {
        const original = FAQ_SEED.find((q) => q.order === item.translates);
        const translationOf = original ? await untranslatedFrench(db, slugify(original.question)) : null;
        await createFaq(db, checkedFaq(item, 'ar'), new Date(start + i * 1000), { lang: 'ar', translationOf });
      }
    },
    eq(faqEntries.lang, 'ar'),
  );
}

/** The French entry at this slug (or the one that slug moved to), if it has no Arabic version yet. */
async function untranslatedFrench(db: Database, slug: string): Promise<string | null> {
  let found = await findFaq(db, slug);
  if (found && 'movedTo' in found) found = await findFaq(db, found.movedTo);
  if (!found || 'movedTo' in found || found.entry.lang !== 'fr') return null;
  const [taken] = await db
    .select({ id: faqEntries.id })
    .from(faqEntries)
    .where(eq(faqEntries.translationOf, found.entry.id))
    .limit(1);
  return taken ? null : found.entry.id;
}

/**
 * Once per database (decision 031): the questions stored before saving applied French typography
 * get it now. The slug stays as it was (the same words give the same slug), so no address moves.
 */
export function fixFaqTypography(db: Database): Promise<number | null> {
  return fixOnce(db, 'fix:faq-typography', async (tx) => {
    let changed = 0;
    for (const row of await tx.select().from(faqEntries).where(eq(faqEntries.lang, 'fr'))) {
      const question = frenchTypography(row.question);
      const answer = frenchTypographyHtml(row.answer);
      if (question === row.question && answer === row.answer) continue;
      await tx.update(faqEntries).set({ question, answer }).where(eq(faqEntries.id, row.id));
      changed++;
    }
    return changed;
  });
}

/**
 * Once per database and per list of corrections (issue 17): the Arabic questions still holding
 * an earlier seeded wording get today's (server/content/arabic-seed-corrections.ts). One she edited stays hers; the
 * slug stays as it was, so no address moves.
 */
export function fixArabicFaqSeed(db: Database): Promise<number | null> {
  return fixOnce(db, seedFixKey('faq'), async (tx) => {
    const rows = await tx.select().from(faqEntries).where(eq(faqEntries.lang, 'ar'));
    const stored = (seed: (typeof FAQ_SEED_AR)[number]) => {
      const { question, answer } = checkedFaq(seed, 'ar');
      return { question, answer };
    };
    const fixes = rowsToCorrect(rows, FAQ_SEED_AR, stored);
    for (const { id, set } of fixes) await tx.update(faqEntries).set(set).where(eq(faqEntries.id, id));
    return fixes.length;
  });
}
