import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { throwawayDatabase } from '../test/child-server';
import { PASSPHRASE, storeRandomDocuments, tempDir } from './drill-kit';
import { checkArchive } from './reader';

/**
 * `npm run backup` killed with SIGKILL while it writes (issue 28): no half archive under a final
 * name, and the next backup works. PostgreSQL only (set DATABASE_URL): the killed command and the
 * test share the database, which PGlite cannot.
 */
const ADMIN_URL = process.env.DATABASE_URL;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCUMENTS = 150;

describe.skipIf(!ADMIN_URL)('backup under SIGKILL (PostgreSQL only)', () => {
  const dataDir = tempDir('tr-kill-data-');
  const backupDir = tempDir('tr-kill-out-');
  let url = '';
  let drop: (() => Promise<void>) | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  beforeAll(async () => {
    ({ url, drop } = await throwawayDatabase(ADMIN_URL!, 'backupkill'));
    const database = await openDatabase({ databaseUrl: url, dataDir });
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: url };
    app = await buildApp({
      config: loadConfig({ ...env, BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: PASSPHRASE }),
      database,
      jobs: false,
    });
    await app.ready();
    // 30 MB of documents: long enough to be caught writing.
    await storeRandomDocuments(app, database.db, DOCUMENTS);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('leaves only a dotted partial file when killed, and the next backup works', { timeout: 180_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        BACKUP_DIR: backupDir,
        BACKUP_PASSPHRASE: PASSPHRASE,
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Killed as soon as a megabyte of the archive is on disk.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const partial = readdirSync(backupDir).find((n) => n.endsWith('.partial'));
      if (partial && statSync(path.join(backupDir, partial)).size > 1024 * 1024) break;
      expect(
        readdirSync(backupDir).filter((n) => n.endsWith('.tbk')),
        'finished before it could be killed',
      ).toEqual([]);
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 10));
    }
    child.kill('SIGKILL');
    await exited;
    const left = readdirSync(backupDir);
    expect(left.filter((n) => !n.startsWith('.'))).toEqual([]);
    expect(left.filter((n) => n.endsWith('.partial'))).toHaveLength(1);

    // PostgreSQL ends the killed process's session, and the advisory lock its transaction held,
    // once it notices the closed connection: on a loaded machine that took a moment (the run then
    // answers null, « another instance holds the backup »). The next backup waits for that.
    let result = await app!.backup.run();
    for (const deadline = Date.now() + 60_000; result === null && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, 250));
      result = await app!.backup.run();
    }
    expect(result, 'the killed backup’s lock was never released').not.toBeNull();
    const archives = readdirSync(backupDir).filter((n) => n.endsWith('.tbk'));
    expect(archives).toEqual([`${result!.name}.tbk`]);
    const { manifest } = await checkArchive(path.join(backupDir, archives[0]!), PASSPHRASE);
    expect(manifest.documents).toHaveLength(DOCUMENTS);
  });
});
