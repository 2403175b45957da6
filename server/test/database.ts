import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file, on the driver the run uses:
 * PGlite in memory (loaded from the template made in global-setup), or a new
 * database on the PostgreSQL server named by DATABASE_URL, dropped on close.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = readFileSync(inject('pgliteTemplate'));
    return openDatabase({ dataDir: '', inMemory: true, migrate: false, loadDataDir: new Blob([template]) });
  }
  const { default: pg } = await import('pg');
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated template (server/test/global-setup.ts), so no file migrates on its own.
  const template = inject('postgresTemplate');
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  // A test database is thrown away at the end of its file: its commits need not wait for the disk
  // (measured: the PostgreSQL run spent much of its time in fsync, the cores idle).
  await admin.query(`alter database "${name}" set synchronous_commit = off`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 5, migrate: !template });
  const close = handle.close;
  return {
    ...handle,
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** Empties every application table between tests (migrations bookkeeping kept). */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (result as unknown as { rows: { tablename: string }[] }).rows;
  if (rows.length === 0) return;
  const list = rows.map((r) => `"${r.tablename}"`).join(', ');
  await handle.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}
