import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir, type DataDirLock } from '../data-dir/lock';
import { PGLITE_START_PARAMS, restoreTemplate } from './pglite-template';

type Schema = typeof import('./schema');
/** Both drivers expose the same query builder; domain code only sees this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle `db.transaction(async (tx) => ...)` passes to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database itself, or the caller's own transaction: queries run in either. */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `fn` while no other holder of `lockId` runs: instances starting together on one
   * PostgreSQL database take turns (a session advisory lock on a connection of its own), and
   * callers in one process queue up. The first start's seeds run so: two instances seeding an
   * empty database at once inserted the FAQ twice, or stopped on the Arabic seed's refusal.
   */
  exclusive<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
}

/** The advisory lock the first start's seeds hold (server/faq, server/blog). */
export const SEED_LOCK_ID = 727_002;

/** One caller at a time in this process, whatever the lock (PGlite has one process per data folder). */
function queue(): DatabaseHandle['exclusive'] {
  let last: Promise<unknown> = Promise.resolve();
  return (_lockId, fn) => {
    const run = last.then(fn, fn);
    last = run.catch(() => {});
    return run;
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Works from the source tree (server/db) and from the bundled server (dist/). */
export function migrationsFolder(): string {
  for (const candidate of [
    path.resolve(here, '../../drizzle'),
    path.resolve(here, '../drizzle'),
    path.resolve('drizzle'),
  ]) {
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error('Migrations folder "drizzle" not found');
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Skip applying migrations (tests that load a pre-migrated template). */
  migrate?: boolean;
  /** PGlite only: load this data-dir dump instead of running initdb. */
  loadDataDir?: Blob;
  /** PGlite only: keep everything in memory. */
  inMemory?: boolean;
  poolSize?: number;
  /**
   * Migrate with this folder instead of the code's (a restore first brings a new database to the
   * archive's migrations, loads it, then migrates the rest). PGlite then starts from initdb, not
   * from the build's template, which has every migration.
   */
  migrationsFolder?: string;
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  const folder = opts.migrationsFolder ?? migrationsFolder();
  if (opts.databaseUrl) {
    if (opts.migrate !== false) await migratePostgres(opts.databaseUrl, folder);
    return openPostgres(opts.databaseUrl, opts.poolSize);
  }
  const handle = await openPglite(opts);
  if (opts.migrate !== false) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
  return handle;
}

/** Arbitrary constant: instances starting together take turns migrating. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Runs on one dedicated connection holding an advisory lock, so several
 * instances started at once never apply the same migration twice.
 */
async function migratePostgres(url: string, folder: string): Promise<void> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const schema = await import('./schema');
  const db = drizzle(pool, { schema }) as unknown as Database;
  const inProcess = queue();
  return {
    db,
    driver: 'postgres',
    exclusive: (lockId, fn) =>
      inProcess(lockId, async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [lockId]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [lockId]);
          }
        } finally {
          client.release();
        }
      }),
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(opts: OpenOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  let dataDir: string | undefined;
  let lock: DataDirLock | undefined;
  if (!opts.inMemory) {
    // Before anything is written: a second process on this folder stops here (DataDirInUseError).
    lock = lockDataDir(opts.dataDir);
    dataDir = path.join(opts.dataDir, 'pglite');
    // PGlite does not create parent folders itself.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // A fresh folder starts as a copy of the build's migrated template: no initdb (issue 15).
    if (!opts.loadDataDir && !opts.migrationsFolder) restoreTemplate(dataDir);
  }
  // PGlite starts first; Drizzle and the tables' module (with the rules and messages it imports)
  // load while its WebAssembly compiles and its files are read (issue 15: start-up time).
  const starting = PGlite.create({ dataDir, loadDataDir: opts.loadDataDir, startParams: PGLITE_START_PARAMS });
  const [{ drizzle }, schema] = await Promise.all([import('drizzle-orm/pglite'), import('./schema')]);
  let client;
  try {
    client = await starting;
  } catch (err) {
    lock?.release();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    exclusive: queue(),
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}
