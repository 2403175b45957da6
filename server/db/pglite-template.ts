import { constants, cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The embedded database's first start without initdb (issue 15). `npm run build` makes a migrated
 * and seeded PGlite data folder once (dist/pglite-template, scripts/build-pglite-template.ts); a fresh data
 * folder is then a copy of it, opened like any existing one: about half a second instead of
 * initdb's seconds, and without the memory initdb leaves behind in the process.
 */

/** PGlite's own start parameters, plus memory settings sized for a one-person office (decision 033). */
export const PGLITE_START_PARAMS = [
  // PGlite's defaults (@electric-sql/pglite 0.5: single user, no background workers)…
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  // …and smaller buffers: the whole database of the office is a few MB, and the WebAssembly
  // memory PostgreSQL claims is never given back to the system.
  '-c',
  'shared_buffers=16MB',
  '-c',
  'temp_buffers=2MB',
  '-c',
  'work_mem=4MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'wal_buffers=1MB',
];

/** Written last into the template: a copy is only trusted when the build finished making it. */
const MARKER = 'template.json';

const here = path.dirname(fileURLToPath(import.meta.url));

/** dist/pglite-template next to the bundled server (dist/server.js), or from the source tree. */
function templateFolder(): string | null {
  for (const candidate of [path.resolve(here, 'pglite-template'), path.resolve(here, '../../dist/pglite-template')]) {
    if (existsSync(path.join(candidate, MARKER))) return candidate;
  }
  return null;
}

/** Whether PGlite has never written to this folder (no PG_VERSION): a fresh data folder. */
function isEmptyPgliteFolder(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Fills an empty PGlite folder from the template; returns whether it did. Migrations newer than
 * the template are applied afterwards by the migrator as on any existing folder. A copy cut short
 * (a crash) leaves no PG_VERSION-less half: the folder is emptied first and PG_VERSION copied last.
 */
export function restoreTemplate(dataDir: string, folder = templateFolder()): boolean {
  if (!folder || !isEmptyPgliteFolder(dataDir)) return false;
  for (const name of readdirSync(dataDir)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
  // Copy-on-write clones where the file system has them (btrfs, XFS, APFS); plain copies elsewhere.
  const mode = constants.COPYFILE_FICLONE;
  cpSync(folder, dataDir, {
    recursive: true,
    mode,
    filter: (source) => {
      const name = path.relative(folder, source);
      return name !== MARKER && name !== 'PG_VERSION';
    },
  });
  cpSync(path.join(folder, 'PG_VERSION'), path.join(dataDir, 'PG_VERSION'), { mode });
  return true;
}
