import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../blog/schema';
import { ARTICLE_SEED } from '../blog/seed-content';
import { ARTICLE_SEED_AR } from '../blog/seed-content-ar';
import type { DatabaseHandle } from '../db/client';
import { createTestApp } from '../test/app';
import { freshDatabase } from '../test/database';
import { faqEntries } from './schema';
import { FAQ_SEED } from './seed-content';
import { FAQ_SEED_AR } from './seed-content-ar';

/**
 * Two instances starting at once on one empty database (the chat's two-instance set-up, a rolling
 * deploy): before the seeds took turns, both found the FAQ empty, so one inserted it twice or
 * stopped on the Arabic seed's « already has an Arabic version ».
 */
describe('the first start’s seeds, two instances at once', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('both instances start, and every seed is inserted exactly once', async () => {
    const apps = await Promise.all([
      createTestApp({}, { database }),
      createTestApp({}, { database }),
      createTestApp({}, { database }),
    ]);
    await Promise.all(apps.map((a) => a.close()));
    expect(await database.db.$count(faqEntries)).toBe(FAQ_SEED.length + FAQ_SEED_AR.length);
    expect(await database.db.$count(articles)).toBe(ARTICLE_SEED.length + ARTICLE_SEED_AR.length);
  });

  it('queues callers of one lock, and a failure does not block the next', async () => {
    const order: string[] = [];
    const slow = database.exclusive(1, async () => {
      await new Promise((r) => setTimeout(r, 50));
      order.push('first');
    });
    const failing = database.exclusive(1, async () => {
      order.push('second');
      throw new Error('refused');
    });
    const third = database.exclusive(1, async () => {
      order.push('third');
      return 3;
    });
    await slow;
    await expect(failing).rejects.toThrow('refused');
    expect(await third).toBe(3);
    expect(order).toEqual(['first', 'second', 'third']);
  });
});
