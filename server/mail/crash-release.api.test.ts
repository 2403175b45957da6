import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import { freshDatabase } from '../test/database';
import { DEFAULT_MAIL_FROM } from './address';
import { enqueueMail } from './outbox';
import { mailOutbox } from './schema';
import { testMessage } from './templates';

/**
 * Issue 29, item 13: a process killed in the middle of a send leaves its claimed e-mails in
 * `sending`, with a lease of 5 minutes. With the embedded database no other process can be
 * sending them (the data folder is locked to one process), so the next start sends them at once;
 * on PostgreSQL another instance may hold them, so the lease is kept.
 */
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const LEASE_MS = 5 * 60_000;

/** What a worker killed mid-send leaves: claimed (attempt counted), leased for 5 minutes. */
async function leftSending(database: DatabaseHandle, to: string) {
  const row = await enqueueMail(
    database.db,
    { kind: 'test', to, ...testMessage({ name: 'Avant', message: 'Envoi coupé.' }) },
    { from: DEFAULT_MAIL_FROM },
  );
  const leaseEnd = new Date(Date.now() + LEASE_MS);
  await database.db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: 1, nextAttemptAt: leaseEnd })
    .where(eq(mailOutbox.id, row.id));
  return { id: row.id, leaseEnd };
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('e-mails a crashed process left in « sending » go out at the next start (embedded database); PostgreSQL keeps the lease', async () => {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mail-crash-'));
  const orphans = [await leftSending(database, 'coupe1@exemple.fr'), await leftSending(database, 'coupe2@exemple.fr')];
  // Queued normally: once it is sent, the worker's first pass is over.
  const marker = await enqueueMail(
    database.db,
    { kind: 'test', to: 'file@exemple.fr', ...testMessage({ name: 'File', message: 'En file.' }) },
    { from: DEFAULT_MAIL_FROM },
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
  });
  const started = Date.now();
  // The whole server with its jobs, as `npm start` runs it (no SMTP_URL: .eml files in DATA_DIR/mail).
  app = await buildApp({ config, database, jobs: true });
  await app.ready();

  const statuses = () =>
    database.db
      .select({
        id: mailOutbox.id,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        next: mailOutbox.nextAttemptAt,
      })
      .from(mailOutbox);
  const embedded = database.driver === 'pglite';
  // PGlite: everything goes out; PostgreSQL: the marker goes out and the others stay claimed.
  const rows = await until(
    statuses,
    (r) => r.every((m) => m.status === 'sent' || (!embedded && m.id !== marker.id)),
    10_000,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  expect(byId.get(marker.id)!.status).toBe('sent');

  if (embedded) {
    // Sent within seconds of the start, not after the 5-minute lease.
    for (const o of orphans) expect(byId.get(o.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(Date.now() - started).toBeLessThan(LEASE_MS / 10);
    expect(readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'))).toHaveLength(3);
  } else {
    // Another instance may be sending them: they wait for their lease.
    for (const o of orphans) expect(byId.get(o.id)).toMatchObject({ status: 'sending', attempts: 1, next: o.leaseEnd });
  }
});
