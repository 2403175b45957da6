import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../db/client';

/**
 * PGlite's initdb takes seconds, so it runs once: a migrated database is
 * dumped to a tarball that every test file loads into its own in-memory copy.
 * Against PostgreSQL nothing is prepared here (each file creates a database).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
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

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
