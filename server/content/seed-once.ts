import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * Runs `seed` on the first start only: when `table` is empty and the seed was
 * never run. The marker is what keeps a FAQ the translator emptied on purpose
 * from filling up again at the next restart. With `rows`, only those rows count: the Arabic
 * seeds (decision 034) go into a site that already has its French content, once, and never
 * into one where the translator already wrote Arabic entries herself.
 */
export async function seedOnce(
  db: Database,
  key: string,
  table: PgTable,
  seed: () => Promise<void>,
  rows?: SQL,
): Promise<boolean> {
  const [done] = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, key)).limit(1);
  if (done) return false;
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(rows)) as [{ count: number }];
  if (count === 0) await seed();
  await db
    .insert(appSettings)
    .values({ key, value: { seededAt: new Date().toISOString(), inserted: count === 0 } })
    .onConflictDoNothing();
  return count === 0;
}
