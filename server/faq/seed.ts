import type { Database } from '../db/client';
import { seedOnce } from '../content/seed-once';
import { faqEntries } from './schema';
import { FAQ_SEED } from './seed-content';
import { checkedFaq, createFaq } from './service';

/** The first start's questions, through the same checks and cleaning as the editor's. */
export async function seedFaq(db: Database): Promise<void> {
  await seedOnce(db, 'seed:faq', faqEntries, async () => {
    const start = Date.now() - FAQ_SEED.length * 1000;
    for (const [i, item] of FAQ_SEED.entries()) await createFaq(db, checkedFaq(item), new Date(start + i * 1000));
  });
}
