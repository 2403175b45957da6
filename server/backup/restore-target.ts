import { readdirSync } from 'node:fs';
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
