import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { startServer, stopServer, type RunningServer } from '../test/child-server';
import { PASSPHRASE, runTool, storeRandomDocuments, tempDir } from './drill-kit';
import { checkArchive } from './reader';

/**
 * The embedded database's server killed with SIGKILL while it makes the archive `npm run backup`
 * asked for through its control socket (issue 28): no half archive under a final name, and once
 * the server is started again the next backup works. PGlite only (the server runs on its own
 * data folder); sigkill.api.test.ts is the PostgreSQL case.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCUMENTS = 150;

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup by the embedded server under SIGKILL', () => {
  const dataDir = tempDir('tr-kill-pglite-data-');
  const backupDir = tempDir('tr-kill-pglite-out-');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: PASSPHRASE };
  let server: RunningServer | undefined;

  beforeAll(async () => {
    // 30 MB of documents, stored before the server starts (one process per data folder).
    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      database,
      jobs: false,
    });
    try {
      await app.ready();
      await storeRandomDocuments(app, database.db, DOCUMENTS);
    } finally {
      await app.close();
    }
  }, 120_000);
  afterAll(() => stopServer(server));

  it('leaves only a dotted partial file, and the restarted server backs up', { timeout: 240_000 }, async () => {
    server = await startServer('', dataDir, env);
    const command = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
      stdio: 'ignore',
    });
    const commandExited = new Promise<number | null>((resolve) => command.once('exit', resolve));
    // The server is killed as soon as a megabyte of the archive is on disk.
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
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await commandExited, 'the command reports the failure').not.toBe(0);
    const left = readdirSync(backupDir);
    expect(left.filter((n) => !n.startsWith('.'))).toEqual([]);
    expect(left.filter((n) => n.endsWith('.partial'))).toHaveLength(1);

    // Started again on the same folder (the dead server's lock is taken over): the next backup works.
    server = await startServer('', dataDir, env);
    const again = await runTool('cli', [], env);
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
    const archive = again.stdout.trim().split('\n').at(-1)!;
    expect(readdirSync(backupDir).filter((n) => n.endsWith('.tbk'))).toEqual([path.basename(archive)]);
    const { manifest } = await checkArchive(archive, PASSPHRASE);
    expect(manifest.documents).toHaveLength(DOCUMENTS);
  });
});
