import { createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { persistentSecret } from '../config/config';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { openBlobStore, type StorageConfig } from '../storage';
import { applyArchive } from './apply';
import { applicationTables, quoteIdent } from './catalog';
import { backupBucket } from './destination';
import { readErasureLog, reapplyErasures } from './erasure-log';
import { totalRows } from './manifest';
import { checkArchive } from './reader';
import {
  archiveMigrations,
  checkEmptyDataDir,
  checkEmptyPostgres,
  checkMigrations,
  checkPostgresSchema,
} from './restore-target';
import type { BackupSettings } from './targets';

export type RestoreSettings = Partial<BackupSettings> &
  StorageConfig & { DATA_DIR: string; DATABASE_URL?: string; SESSION_SECRET?: string };

export interface RestoreResult {
  takenAt: string;
  rows: number;
  documents: number;
  erasures: number;
}

/**
 * `npm run restore`: refuses a non-empty or running target and a damaged archive before writing
 * anything (the archive is read and checked whole first), then loads it in one pass: rows in one
 * transaction, secrets into DATA_DIR/secrets, documents as their ciphertext into the configured
 * store (DATA_DIR/files or S3_BUCKET), the blog's images; then re-applies the erasures logged
 * since the archive was taken. Works from and to either database.
 */
export async function restoreArchive(
  file: string,
  passphrase: string,
  settings: RestoreSettings,
): Promise<RestoreResult> {
  const dataDir = path.resolve(settings.DATA_DIR);
  const databaseUrl = settings.DATABASE_URL;
  checkEmptyDataDir(dataDir);
  if (databaseUrl) await checkEmptyPostgres(databaseUrl);
  const { meta } = await checkArchive(file, passphrase);
  checkMigrations(meta.migrations);
  if (databaseUrl) await checkPostgresSchema(databaseUrl, meta.migrations);

  // An older archive's rows load at their own schema, then take the migrations they lack.
  const staged = archiveMigrations(meta.migrations);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let database: DatabaseHandle | null = await openDatabase({
    databaseUrl,
    dataDir,
    migrationsFolder: staged ?? undefined,
  });
  try {
    // A new embedded folder starts as a copy of the build's template, seeded (FAQ, articles):
    // the archive's rows replace them. (PostgreSQL was checked empty.)
    if (database.driver === 'pglite') await emptyTables(database.db);
    const blobs = await openBlobStore({ ...settings, DATA_DIR: dataDir });
    let documents = 0;
    const { manifest } = await applyArchive(database.db, file, passphrase, {
      async secret(name, bytes) {
        await mkdir(path.join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
        await writeFile(path.join(dataDir, 'secrets', path.basename(name)), bytes, { mode: 0o600, flag: 'wx' });
      },
      async document(key, ciphertext) {
        await blobs.put(key, ciphertext);
        documents++;
      },
      async blogImage(name, bytes) {
        const dir = path.join(dataDir, 'blog-images');
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await pipeline(bytes, createWriteStream(path.join(dir, path.basename(name)), { mode: 0o600 }));
      },
    });
    if (staged) {
      // Opened again with every migration: the rows are this version's before anything reads them.
      const loaded = database;
      database = null;
      await loaded.close();
      database = await openDatabase({ databaseUrl, dataDir });
    }
    const records = await readErasureLog(settings, await backupBucket(settings));
    // The restored site's session secret (the archive's generated one, unless set in the environment).
    const sessionSecret = settings.SESSION_SECRET ?? persistentSecret(dataDir, 'session-secret');
    const erasures = await reapplyErasures(database.db, sessionSecret, records, meta.takenAt, (key) =>
      blobs.delete(key),
    );
    return { takenAt: meta.takenAt, rows: totalRows(manifest), documents, erasures };
  } finally {
    await database?.close();
    if (staged) await rm(staged, { recursive: true, force: true });
  }
}

async function emptyTables(db: Database): Promise<void> {
  const tables = await applicationTables(db);
  if (tables.length === 0) return;
  const list = tables.map((t) => `public.${quoteIdent(t.name)}`).join(', ');
  await db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}
