import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { startServer, stopServer, throwawayDatabase, type RunningServer } from '../test/child-server';
import { checkFiles, checkOrders, checkStoredFiles, retryAll } from './crash-checks';
import { answeredBeforeKill, checkoutThenKill, makeBrowsers, uploadDocuments } from './crash-test-kit';

/**
 * Crash safety of the checkout: the real server (a child process on a real
 * port) is killed with SIGKILL while 50 browsers check out at once, then
 * restarted on the same database and data folder. Whatever had been answered
 * must be there, whole; whatever was cut off must be either whole or not at all.
 *
 * PostgreSQL only: PGlite lives inside one process with one connection, so a
 * second process cannot share it and killing the server would take the test with it.
 */
const ADMIN_URL = process.env.DATABASE_URL;

describe.skipIf(!ADMIN_URL)(
  'checkout crash safety (PostgreSQL only: set DATABASE_URL; PGlite cannot be shared by a killed child process)',
  () => {
    let dataDir = '';
    let testUrl = '';
    let dropDatabase: (() => Promise<void>) | undefined;
    let server: RunningServer | undefined;
    let verify: DatabaseHandle | undefined;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'tr-crash-'));
      const database = await throwawayDatabase(ADMIN_URL!, 'crash');
      testUrl = database.url;
      dropDatabase = database.drop;
    });

    afterAll(async () => {
      await stopServer(server);
      await verify?.close();
      await dropDatabase?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'keeps every answered order whole and never half-attaches files when the server is killed mid-checkout',
      { timeout: 150_000 },
      async () => {
        const started = Date.now();
        const phases: Record<string, number> = {};
        let mark = started;
        const phase = (name: string) => {
          phases[name] = Date.now() - mark;
          mark = Date.now();
        };
        server = await startServer(testUrl, dataDir, { UPLOAD_MAX_PENDING_FILES: '200' });
        const first = server;
        phase('start');

        const browsers = makeBrowsers();
        await uploadDocuments(first, browsers);
        phase('uploads');

        const killedAt = await checkoutThenKill(first, browsers);
        const ok = answeredBeforeKill(browsers);
        phase('checkouts');

        // Restart on the same database and data folder.
        server = await startServer(testUrl, dataDir, { UPLOAD_MAX_PENDING_FILES: '200' });
        const second = server;
        phase('restart');
        verify = await openDatabase({ databaseUrl: testUrl, dataDir: '', migrate: false, poolSize: 2 });
        const db = verify.db;
        const found = await checkOrders(db, browsers, ok);
        const committedUnanswered = checkFiles(found, browsers, ok);
        await checkStoredFiles(dataDir, second, found.allUploads, browsers);

        phase('checks');
        const figures = {
          answeredBeforeKill: ok.length,
          killedAfterAnswers: killedAt,
          cutOff: browsers.length - ok.length,
          ordersAfterRestart: found.allOrders.length,
          committedButUnanswered: committedUnanswered,
        };

        await retryAll(db, second, browsers, found);

        phase('retries');
        console.info(
          `crash test: ${JSON.stringify(figures)} in ${((Date.now() - started) / 1000).toFixed(1)} s, phases (ms) ${JSON.stringify(phases)}`,
        );
        expect(figures.answeredBeforeKill).toBeGreaterThan(0);
      },
    );
  },
);
