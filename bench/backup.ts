/**
 * `npm run bench:backup` (by hand, not a timed test; issue 28): backup and restore of a site with
 * 1 000 orders and 2 000 documents of 200 KB on the embedded database. The backup runs inside the
 * process holding the database, as the server does it; memory is the process's RSS sampled every
 * 50 ms, minus its idle RSS with the database open. The restore runs as `npm run restore` would,
 * in a child process, whose peak RSS (VmHWM) is read from /proc.
 * Goals: backup under 60 s, with peak memory under 200 MB above idle.
 * BENCH_ORDERS, BENCH_DOCUMENTS and BENCH_DOCUMENT_KB change the size.
 */
import '../core/messages/server';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { backupNow } from '../server/backup/job';
import { loadConfig } from '../server/config/config';
import { openDatabase } from '../server/db/client';
import { uploads } from '../server/files/schema';
import { openStorage } from '../server/storage';
import { insertOrderRow } from '../server/test/orders';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 2000);
const DOCUMENT_KB = Number(process.env.BENCH_DOCUMENT_KB ?? 200);
const PASSPHRASE = 'bench: correct horse battery staple';
const MB = 1024 * 1024;

const root = mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
const dataDir = path.join(root, 'data');
const backupDir = path.join(root, 'backups');
const env = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo', LOG_LEVEL: 'silent', DATA_DIR: dataDir };

async function fill() {
  const config = loadConfig({ ...env, BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: PASSPHRASE });
  const database = await openDatabase({ dataDir });
  const files = await openStorage(config);
  const started = performance.now();
  const orderIds: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    orderIds.push(
      await insertOrderRow(database.db, {
        id: `TR-${String(i + 1).padStart(8, '0')}`,
        customerEmail: `client${i}@example.fr`,
      }),
    );
  }
  for (let i = 0; i < DOCUMENTS; i++) {
    const key = `uploads/${randomUUID()}`;
    const stored = await files.write(key, Readable.from([randomBytes(DOCUMENT_KB * 1024)]));
    await database.db.insert(uploads).values({
      id: randomUUID(),
      storageKey: key,
      originalName: `piece-${i}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: stored.size,
      sha256: stored.sha256,
      status: 'attached',
      orderId: orderIds[i % ORDERS],
    });
  }
  console.log(
    `data: ${ORDERS} orders, ${DOCUMENTS} documents of ${DOCUMENT_KB} KB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { config, database, files };
}

async function measureBackup({ config, database, files }: Awaited<ReturnType<typeof fill>>) {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const result = await backupNow({
    database,
    blobs: files.blobs,
    settings: config,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    enqueue: async () => {},
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const archive = result!.locations[0]!;
  console.log(
    `backup: ${seconds.toFixed(1)} s, archive ${(statSync(archive).size / MB).toFixed(0)} MB, idle RSS ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, above idle ${((peak - idle) / MB).toFixed(0)} MB`,
  );
  return archive;
}

/** `npm run restore` in a child process; its peak RSS read from /proc while it runs. */
function measureRestore(archive: string): Promise<void> {
  const target = path.join(root, 'restored');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/restore-cli.ts', archive], {
    env: { ...process.env, ...env, DATA_DIR: target, BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: PASSPHRASE },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let peakKb = 0;
  const sampler = setInterval(() => {
    try {
      const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (hwm) peakKb = Math.max(peakKb, Number(hwm[1]));
    } catch {
      // Exited.
    }
  }, 50);
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`restore exited with ${code}`));
      console.log(
        `restore: ${((performance.now() - started) / 1000).toFixed(1)} s (a new process, module loading included), peak RSS ${(peakKb / 1024).toFixed(0)} MB`,
      );
      resolve();
    }),
  );
}

try {
  const filled = await fill();
  const archive = await measureBackup(filled);
  await filled.database.close();
  await measureRestore(archive);
} finally {
  rmSync(root, { recursive: true, force: true });
}
