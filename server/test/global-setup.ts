import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client';

/**
 * PGlite's initdb takes seconds, so it runs once: a migrated database is
 * dumped to a tarball that every test file loads into its own in-memory copy.
 * Against PostgreSQL, one database is migrated here and each file's database is
 * created as a copy of it (server/test/database.ts), instead of migrating 98 times.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const { EMBEDDED_ONLY_FILES, DRIVER_AGNOSTIC_FILES } = await import('../../vitest.config');
    console.log(
      `Not repeated on PostgreSQL (their server runs on PGlite either way): ${EMBEDDED_ONLY_FILES.join(', ')}`,
    );
    console.log(`Not repeated on PostgreSQL (driver-agnostic, run on PGlite): ${DRIVER_AGNOSTIC_FILES.join(', ')}`);
    return postgresTemplate(project, process.env.DATABASE_URL);
  }
  const { POSTGRES_ONLY_FILES } = await import('../../vitest.config');
  console.log(`Left to the PostgreSQL run (DATABASE_URL): ${POSTGRES_ONLY_FILES.join(', ')}`);
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = path.join(os.tmpdir(), `pglite-template-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

/** Migrates a database of this run's own, which every file copies; dropped when the run ends. */
async function postgresTemplate(project: TestProject, adminUrl: string) {
  const { default: pg } = await import('pg');
  const name = `test_template_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrated, then closed: PostgreSQL copies a database only while nobody is connected to it.
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 1 });
  await handle.close();
  project.provide('postgresTemplate', name);
  return async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
