import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { PASSPHRASE, tempDir } from './drill-kit';

/**
 * Several instances on one database (issue 28): one backs up, the others skip, as the retention
 * job does. On PostgreSQL the lock is an advisory lock held for the run; on PGlite one process
 * holds the data folder, and a second run while one is going is the same backup asked twice.
 */
const POSTGRES = Boolean(process.env.DATABASE_URL);
/** server/backup/job.ts's lock. */
const BACKUP_LOCK_ID = 727_028;

describe('one backup for several instances', () => {
  const backupDir = tempDir('tr-instances-out-');
  let first: TestApp;
  let second: TestApp;
  const archives = () => readdirSync(backupDir).filter((n) => n.endsWith('.tbk'));

  beforeAll(async () => {
    const env = { BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: PASSPHRASE };
    first = await createTestApp(env);
    second = await createTestApp(env, { database: first.database });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('two instances asked at once: one archive, the other instance skips', async () => {
    const results = await Promise.all([first.app.backup.run(), second.app.backup.run()]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const made = results.find((r) => r !== null)!;
    expect(archives()).toEqual([`${made.name}.tbk`]);
    expect((await second.app.backup.status()).last?.name).toBe(made.name);
  });

  it('the nightly run skips when another instance made an archive the same night; a run asked by hand does not', async () => {
    const before = archives();
    expect(await second.app.backup.run({ scheduled: true })).toBeNull();
    expect(archives()).toEqual(before);
    const byHand = await second.app.backup.run();
    // The same day's earlier archive leaves with the rotation: the newest of the day is kept.
    expect(archives()).toEqual([`${byHand!.name}.tbk`]);
  });

  it.skipIf(!POSTGRES)('skips while another instance holds the lock, and runs once it is released', async () => {
    const before = archives();
    await first.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_LOCK_ID})`);
      expect(await second.app.backup.run()).toBeNull();
      expect(await second.app.backup.run({ scheduled: true })).toBeNull();
    });
    expect(archives()).toEqual(before);
    expect(await second.app.backup.run()).not.toBeNull();
  });
});
