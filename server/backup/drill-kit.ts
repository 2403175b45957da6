import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PASSWORD, signIn } from '../admin/test-fixtures';
import { buildApp } from '../app';
import { seedCatalogue } from '../catalogue/seed';
import { loadConfig } from '../config/config';
import { openDatabase, type Database } from '../db/client';
import { uploads } from '../files/schema';
import { invoices } from '../invoices/schema';
import { orders } from '../orders/schema';
import { attachDocument, seedConversation } from '../retention/test-fixtures';
import type { TestApp } from '../test/app';
import { FIXTURES } from '../test/multipart';
import { insertOrderRow } from '../test/orders';

/** What the restore drill (issue 28) sets up, keeps and compares: shared by its test files. */

export const PASSPHRASE = 'drill: correct horse battery staple';
const CUSTOMER = 'cliente.drill@example.fr';
const ADMIN = 'admin.drill@example.fr';
/** The client with an unpaid order, erased after the backup. */
export const OTHER = 'autre.drill@example.fr';

export const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

async function demoOrder(t: TestApp, values: Parameters<typeof insertOrderRow>[1]) {
  const sessionId = `demo_${randomBytes(16).toString('base64url')}`;
  const id = await insertOrderRow(t.database.db, { providerSessionId: sessionId, ...values });
  return { id, pay: () => t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` }) };
}

/**
 * Step 1: accounts, a paid order with its document, translation, invoice and a partial refund,
 * an unpaid order with a document, a chat; and an order ready to be paid during the backup.
 */
export async function drillData(t: TestApp) {
  await seedCatalogue(t.database.db);
  const customer = await signIn(t, CUSTOMER);
  const admin = await signIn(t, ADMIN, 'admin');
  const paid = await demoOrder(t, { customerEmail: CUSTOMER, userId: customer.user.id, totalCents: 9000 });
  const document = await attachDocument(t, paid.id, 'client', 'ACTE-DRILL-PAYE');
  await attachDocument(t, paid.id, 'translation', 'TRADUCTION-DRILL');
  expect((await paid.pay()).statusCode).toBe(303);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${paid.id}/refunds`,
    headers: admin.headers,
    payload: {
      amountCents: 2500,
      reason: 'Une page en moins',
      idempotencyKey: `drill-${randomBytes(6).toString('hex')}`,
    },
  });
  expect(refund.statusCode).toBe(200);
  const unpaid = await demoOrder(t, { customerEmail: OTHER });
  await attachDocument(t, unpaid.id, 'client', 'ACTE-DRILL-IMPAYE');
  await seedConversation(t, {
    key: `drill-${randomBytes(6).toString('hex')}`,
    email: CUSTOMER,
    userId: customer.user.id,
  });
  const inFlight = await demoOrder(t, { customerEmail: CUSTOMER, userId: customer.user.id, totalCents: 4500 });
  return { customer, admin, paid, document, inFlight };
}

export interface Facts {
  paidOrder: string;
  documentId: string;
  inFlightOrder: string;
  invoicePdf: Buffer;
  ledger: { entries: { orderId: string; amountCents: number; number: string }[] };
}

/** Step 5's expectations, read from the source after the backup. */
export async function sourceFacts(t: TestApp, data: Awaited<ReturnType<typeof drillData>>): Promise<Facts> {
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, data.paid.id));
  const ledger = await t.app.inject({ url: '/api/admin/ledger', headers: data.admin.headers });
  expect(ledger.statusCode).toBe(200);
  return {
    paidOrder: data.paid.id,
    documentId: data.document.id,
    inFlightOrder: data.inFlight.id,
    invoicePdf: invoice!.pdf,
    ledger: ledger.json(),
  };
}

/**
 * Steps 4 and 5: the server started on the restored place (the whole app, as `npm start` builds
 * it), the customer signs in with her password, downloads her invoice and her document, the
 * admin's ledger shows the same entries (the order paid during the backup is in it if and only
 * if the archive has it paid, with its invoice: never one without the other).
 */
export async function checkRestoredSite(dataDir: string, databaseUrl: string | undefined, facts: Facts): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, database, jobs: false });
  try {
    await app.ready();
    const { token } = await app.accounts.login(CUSTOMER, PASSWORD);
    const cookie = `token=${token}`;
    const invoice = await app.inject({ url: `/api/services/orders/${facts.paidOrder}/invoice`, headers: { cookie } });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.rawPayload.equals(facts.invoicePdf)).toBe(true);
    const file = await app.inject({ url: `/api/services/files/${facts.documentId}`, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(FIXTURES.pdf('ACTE-DRILL-PAYE'))).toBe(true);

    // The erasure made after the backup was applied again: the other client's unpaid order is gone.
    expect(await database.db.select().from(orders).where(eq(orders.customerEmail, OTHER))).toEqual([]);
    const [flight] = await database.db.select().from(orders).where(eq(orders.id, facts.inFlightOrder));
    const flightInvoices = await database.db.select().from(invoices).where(eq(invoices.orderId, facts.inFlightOrder));
    expect(flightInvoices.length).toBe(flight!.paidAt ? 1 : 0);
    const admin = await app.accounts.login(ADMIN, PASSWORD);
    const ledger = await app.inject({ url: '/api/admin/ledger', headers: { cookie: `token=${admin.token}` } });
    const expected = facts.ledger.entries.filter((e) => e.orderId !== facts.inFlightOrder || flight!.paidAt);
    expect(ledger.json().entries).toEqual(expected);
  } finally {
    await app.close(); // Closes the database too.
  }
}

/**
 * One of the operator's commands as `npm run` starts it (node --import tsx), with only the
 * environment given (nothing of the developer's leaks in): its exit code and output.
 */
export function runTool(
  script: 'cli' | 'verify-cli' | 'restore-cli',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/backup/${script}.ts`, ...args], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/**
 * `count` stored documents of 200 KB of random bytes (nothing compresses them), attached rows:
 * enough for a backup to be caught writing by a SIGKILL (the SIGKILL tests).
 */
export async function storeRandomDocuments(
  app: Awaited<ReturnType<typeof buildApp>>,
  db: Database,
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const key = `uploads/${randomUUID()}`;
    const stored = await app.files.write(key, Readable.from([randomBytes(200 * 1024)]));
    await db.insert(uploads).values({
      id: randomUUID(),
      storageKey: key,
      originalName: `piece-${i}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: stored.size,
      sha256: stored.sha256,
      status: 'attached',
    });
  }
}
