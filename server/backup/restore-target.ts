import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { ref } from '../../core/messages';
import { DataDirInUseError, lockDataDir } from '../data-dir/lock';
import { migrationsFolder } from '../db/client';
import type { MigrationMark } from './catalog';
import { ArchiveRefusedError } from './reader';

/** A restore refused because of its target (not empty, in use): nothing was changed. */
export class TargetRefusedError extends Error {
  override name = 'TargetRefusedError';
}

/**
 * The data folder must be missing or empty: a restore never mixes an archive with live data.
 * A running server holds its lock file there, which says who it is.
 */
export function checkEmptyDataDir(dataDir: string): void {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return;
  }
  if (names.length === 0) return;
  try {
    lockDataDir(dataDir).release();
  } catch (err) {
    if (err instanceof DataDirInUseError) throw new TargetRefusedError(ref('backup.serverRunning', { pid: err.pid }));
    throw err;
  }
  throw new TargetRefusedError(ref('backup.dataDirNotEmpty', { dir: path.resolve(dataDir) }));
}

/**
 * An empty PostgreSQL database: no other connection (a server would write meanwhile) and no row
 * in any table of schema public (a database migrated by an earlier start but never used is fine).
 */
export async function checkEmptyPostgres(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const others = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const count = Number(others.rows[0]?.n ?? 0);
    if (count > 0) throw new TargetRefusedError(ref('backup.databaseInUse', { count }));
    const tables = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    );
    for (const { name } of tables.rows) {
      const used = await client.query(`select 1 from public."${name.replace(/"/g, '""')}" limit 1`);
      if (used.rowCount) throw new TargetRefusedError(ref('backup.databaseNotEmpty', { table: name }));
    }
  } finally {
    await client.end();
  }
}

/**
 * The archive's migrations must be this code's first ones: an archive of a newer version names
 * columns this code lacks. An older archive loads (columns added since take their defaults).
 */
export function checkMigrations(archived: MigrationMark[]): void {
  const known = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  if (archived.length > known.length) throw new ArchiveRefusedError(ref('backup.newerArchive'));
  archived.forEach((m, i) => {
    if (known[i]!.hash !== m.hash) throw new ArchiveRefusedError(ref('backup.foreignSchema'));
  });
}

/**
 * A PostgreSQL target already migrated past the archive (a newer server started on it) cannot
 * take the archive's rows at their own schema (see archiveMigrations): it must be a new database.
 */
export async function checkPostgresSchema(url: string, archived: MigrationMark[]): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const journal = await client.query<{ found: string | null }>(
      `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
    );
    if (!journal.rows[0]?.found) return;
    const applied = await client.query<{ n: string }>(`select count(*) as n from drizzle.__drizzle_migrations`);
    if (Number(applied.rows[0]?.n ?? 0) > archived.length) {
      throw new TargetRefusedError(ref('backup.databaseNewerSchema'));
    }
  } finally {
    await client.end();
  }
}

/**
 * For an archive of an older version: a temporary migrations folder holding only the archive's
 * migrations. The restore brings the new database to the archive's schema, loads the rows, then
 * runs the migrations the archive lacks, as an upgrade in place would have run them on these rows
 * (a data migration fills a new column from older ones: 0029 dates past hand-overs). Null when
 * the archive has every migration. The caller removes the folder.
 */
export function archiveMigrations(archived: MigrationMark[]): string | null {
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  if (archived.length >= journal.entries.length) return null;
  const staged = mkdtempSync(path.join(os.tmpdir(), 'restore-migrations-'));
  mkdirSync(path.join(staged, 'meta'));
  const entries = journal.entries.slice(0, archived.length);
  writeFileSync(path.join(staged, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(path.join(folder, `${tag}.sql`), path.join(staged, `${tag}.sql`));
  return staged;
}
