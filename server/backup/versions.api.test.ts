import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordMessage } from '../../core/messages';
import { migrationsFolder, openDatabase } from '../db/client';
import { uploads } from '../files/schema';
import { orders } from '../orders/schema';
import { createTestApp, type TestApp } from '../test/app';
import { drillData, PASSPHRASE, tempDir } from './drill-kit';
import { ArchiveRefusedError } from './reader';
import { restoreArchive } from './restore';
import { TargetRefusedError } from './restore-target';
import { verifyArchive } from './verify';

/**
 * Archives of other versions of the site (issue 28): one from a newer schema is refused before
 * anything is written; one from an older schema restores as an upgrade in place would have left
 * it, its rows carried through the migrations it lacked, data included (0029 dates the hand-over
 * of translations delivered before it).
 */
const ADMIN_URL = process.env.DATABASE_URL;
const known = readMigrationFiles({ migrationsFolder: migrationsFolder() });
const last = known.at(-1)!;

describe('archives of other versions', () => {
  const backupDir = tempDir('tr-versions-out-');
  let t: TestApp;
  let paidOrder = '';
  let deliveredAt: Date | null = null;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: PASSPHRASE });
    const data = await drillData(t);
    paidOrder = data.paid.id;
    // An upgrade from the previous version dates the hand-over by the first translation uploaded.
    const [translation] = await t.database.db
      .select({ at: uploads.createdAt })
      .from(uploads)
      .where(and(eq(uploads.orderId, paidOrder), eq(uploads.kind, 'translation')));
    deliveredAt = translation!.at;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it('refuses an archive made by a newer version, writing nothing', async () => {
    // The database as a newer version leaves it: one migration more than this code knows.
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a-later-migration', ${last.folderMillis + 1})`,
    );
    let archive: string;
    try {
      archive = (await t.app.backup.run())!.locations[0]!;
    } finally {
      await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'a-later-migration'`);
    }
    const target = path.join(tempDir('tr-versions-newer-'), 'data');
    const refusal = await restoreArchive(archive, PASSPHRASE, { DATA_DIR: target }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ArchiveRefusedError);
    expect(wordMessage('fr', (refusal as Error).message)).toBe(
      'archive faite par une version plus récente du site (mettez le site à jour avant de restaurer)',
    );
    expect(existsSync(target)).toBe(false);
  });

  it(
    'restores an archive of the previous version, its rows migrated as an upgrade would',
    { timeout: 120_000 },
    async () => {
      // The database as the version before 0029 left it: without 0029 and the migrations after it
      // (their columns dropped: a migration added after 0030 adds its own line here).
      const handOver = known.findIndex((m) => m.sql.some((s) => s.includes('"translation_delivered_at" timestamp')));
      await t.database.db.execute(
        sql`alter table orders drop column translation_delivered_at, drop column payment_anomaly`,
      );
      for (const m of known.slice(handOver))
        await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = ${m.hash}`);
      const archive = (await t.app.backup.run())!.locations[0]!;
      await t.close();

      const check = async (dataDir: string, databaseUrl?: string) => {
        const restored = await restoreArchive(archive, PASSPHRASE, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
        expect(restored.documents).toBe(3);
        const database = await openDatabase({ databaseUrl, dataDir });
        try {
          const [order] = await database.db.select().from(orders).where(eq(orders.id, paidOrder));
          expect(order!.translationDeliveredAt).toEqual(deliveredAt);
          const applied = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
          expect((applied as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(known.length);
        } finally {
          await database.close();
        }
      };
      await check(path.join(tempDir('tr-versions-older-'), 'data'));
      const verified = await verifyArchive(archive, PASSPHRASE);
      expect(verified.problems).toEqual([]);
      expect(verified.ok).toBe(true);
      if (!ADMIN_URL) return;

      const { throwawayDatabase } = await import('../test/child-server');
      // A database this version already migrated cannot take the older rows at their schema.
      const migrated = await throwawayDatabase(ADMIN_URL, 'newerschema');
      try {
        await (await openDatabase({ databaseUrl: migrated.url, dataDir: '' })).close();
        const target = path.join(tempDir('tr-versions-migrated-'), 'data');
        const refusal = await restoreArchive(archive, PASSPHRASE, {
          DATA_DIR: target,
          DATABASE_URL: migrated.url,
        }).catch((e: unknown) => e);
        expect(refusal).toBeInstanceOf(TargetRefusedError);
        expect(wordMessage('fr', (refusal as Error).message)).toBe(
          'Restauration refusée\u00a0: la base de DATABASE_URL a déjà le schéma d’une version plus récente que l’archive\u202f; indiquez une base neuve (createdb).',
        );
        expect(existsSync(target)).toBe(false);
      } finally {
        await migrated.drop();
      }
      const target = await throwawayDatabase(ADMIN_URL, 'olderarchive');
      drop = target.drop;
      await check(path.join(tempDir('tr-versions-older-pg-'), 'data'), target.url);
    },
  );
});
