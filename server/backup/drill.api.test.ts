import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { throwawayDatabase } from '../test/child-server';
import { checkRestoredSite, drillData, OTHER, PASSPHRASE, sourceFacts, tempDir, type Facts } from './drill-kit';
import { restoreArchive } from './restore';

/**
 * The restore drill (issue 28), on the run's database: data made, backed up while a checkout is
 * being paid, restored into a fresh place of the other kind (PostgreSQL → PGlite; with PGlite, a
 * fresh folder), the server started on it, the customer's invoice and document the same bytes,
 * the ledger the same. On PostgreSQL the restored embedded site is backed up and restored again
 * into a new PostgreSQL database: both directions.
 */
const ADMIN_URL = process.env.DATABASE_URL;

describe('restore drill', () => {
  const backupDir = tempDir('tr-drill-out-');
  let t: TestApp;
  let facts: Facts;
  let archive = '';
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: PASSPHRASE });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it(
    'backs up while a checkout is paid, restores into a fresh place, and the site there serves the same invoice, document and ledger',
    { timeout: 240_000 },
    async () => {
      const data = await drillData(t);
      // Step 2: the payment and the backup start together.
      const [result, payment] = await Promise.all([t.app.backup.run(), data.inFlight.pay()]);
      expect(payment.statusCode).toBe(303);
      expect(result!.locations[0]).toMatch(/backup-\d{8}-\d{6}-\d{3}\.tbk$/);
      archive = result!.locations[0]!;
      facts = await sourceFacts(t, data);
      // After the backup, the translator erases the other client: the restore must erase them again.
      const erased = await t.app.inject({
        method: 'POST',
        url: '/api/admin/privacy/erase',
        headers: data.admin.headers,
        payload: { email: OTHER },
      });
      expect(erased.statusCode).toBe(200);
      const status = await t.app.backup.status();
      expect(status.last?.name).toBe(result!.name);
      // The source goes away (a dead disk); only the archive is left.
      await t.close();

      const restoredDir = tempDir('tr-drill-restored-');
      const restored = await restoreArchive(archive, PASSPHRASE, { DATA_DIR: restoredDir, BACKUP_DIR: backupDir });
      expect(restored.rows).toBeGreaterThan(10);
      expect(restored.documents).toBe(3);
      expect(restored.erasures).toBe(1);
      await checkRestoredSite(restoredDir, undefined, facts);

      if (!ADMIN_URL) return;
      // PGlite → PostgreSQL: the restored embedded site backs up, and that archive goes to a new database.
      const again = await createTestAppOn(restoredDir, backupDir);
      const second = await again.app.backup.run();
      await again.close();
      const target = await throwawayDatabase(ADMIN_URL, 'drill');
      drop = target.drop;
      const pgDir = tempDir('tr-drill-pg-');
      await restoreArchive(second!.locations[0]!, PASSPHRASE, {
        DATA_DIR: pgDir,
        DATABASE_URL: target.url,
        BACKUP_DIR: backupDir,
      });
      await checkRestoredSite(pgDir, target.url, facts);
    },
  );
});

/** The whole app on a restored embedded data folder. */
async function createTestAppOn(dataDir: string, backupDir: string): Promise<TestApp> {
  const { openDatabase } = await import('../db/client');
  const { loadConfig } = await import('../config/config');
  const { buildApp } = await import('../app');
  const database = await openDatabase({ dataDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_PASSPHRASE: PASSPHRASE,
  });
  const app = await buildApp({ config, database, jobs: false });
  await app.ready();
  return { app, database, close: () => app.close() };
}
