import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A one-time data fix, recorded in app_settings under `key`: the marker and the fix are written
 * in one transaction, so a fix runs exactly once per database, even with two servers starting
 * together (the second one waits on the marker's row, then finds it). Returns how many rows the
 * fix changed, or null when it had already run.
 */
export async function fixOnce(db: Database, key: string, fix: (tx: Tx) => Promise<number>): Promise<number | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appSettings)
      .values({ key, value: { ranAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (inserted.length === 0) return null;
    const changed = await fix(tx);
    await tx
      .update(appSettings)
      .set({ value: sql`${appSettings.value} || ${JSON.stringify({ changed })}::jsonb` })
      .where(sql`${appSettings.key} = ${key}`);
    return changed;
  });
}
