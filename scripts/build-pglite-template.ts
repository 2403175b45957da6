// Part of `npm run build` (issue 15, decision 035): a migrated and seeded PGlite data folder in
// dist/pglite-template, copied into a fresh DATA_DIR at the first `npm start` instead of running
// initdb, the migrations and the first start's seeds (server/db/pglite-template.ts).
// Run with tsx: the seeds are the server's own functions, so the template holds exactly what a
// first start would have written.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedArticles } from '../server/blog/seed';
import { seedCatalogue } from '../server/catalogue/seed';
import { openDatabase } from '../server/db/client';
import { seedFaq } from '../server/faq/seed';

const folder = path.resolve('dist/pglite-template');
const started = performance.now();
rmSync(folder, { recursive: true, force: true });
// openDatabase makes <dataDir>/pglite, locked like any data folder, then runs the migrations.
// Inside dist/, so the finished folder is renamed into place on the same file system.
const dataDir = path.resolve('dist/.pglite-template-build');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ dataDir });
await seedCatalogue(database.db);
await seedFaq(database.db);
await seedArticles(database.db);
// A clean shutdown: the copy opens without recovery.
await database.close();
renameSync(path.join(dataDir, 'pglite'), folder);
rmSync(dataDir, { recursive: true, force: true });
const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] };
const lastMigration = journal.entries.at(-1)?.tag;
// Last: server/db/pglite-template.ts trusts a template only with this file.
writeFileSync(path.join(folder, 'template.json'), JSON.stringify({ lastMigration, madeAt: new Date().toISOString() }));
console.log(
  `PGlite template (${lastMigration}, seeded) made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
