// Part of `npm run build` (issue 15): a migrated PGlite data folder in dist/pglite-template, copied
// into a fresh DATA_DIR at the first `npm start` instead of running initdb (server/db/pglite-template.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const folder = 'dist/pglite-template';
const started = performance.now();
rmSync(folder, { recursive: true, force: true });
const client = await PGlite.create({ dataDir: folder });
await migrate(drizzle(client), { migrationsFolder: 'drizzle' });
// A clean shutdown: the copy opens without recovery.
await client.close();
const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8'));
const lastMigration = journal.entries.at(-1).tag;
// Last: server/db/pglite-template.ts trusts a template only with this file.
writeFileSync(`${folder}/template.json`, JSON.stringify({ lastMigration, madeAt: new Date().toISOString() }));
console.log(`PGlite template (${lastMigration}) made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
