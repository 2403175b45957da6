import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computePrice, type PriceCatalogue } from '../../core/pricing';
import { CATALOGUE_SEED } from '../catalogue/seed';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { uploads, type Upload } from '../files/schema';
import { hashSession } from '../files/upload-session';
import { openStorage } from '../storage';
import { startServer, stopServer, throwawayDatabase, type RunningServer } from '../test/child-server';
import { FIXTURES, multipart } from '../test/multipart';
import { orders, type Order } from './schema';

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
const BROWSERS = 50;
/** SIGKILL once this many checkouts have answered (or after KILL_DEADLINE_MS, whichever comes first). */
const KILL_AFTER_ANSWERS = 20;
const KILL_DEADLINE_MS = 8_000;

const DELIVERIES = ['email', 'standard', 'priority', 'international'] as const;
const LEGALIZATIONS = ['none', 'mairie', 'consulate'] as const;

const catalogue: PriceCatalogue = {
  pricePerPageCents: CATALOGUE_SEED.find((i) => i.kind === 'page')!.priceCents,
  deliveryMethods: CATALOGUE_SEED.filter((i) => i.kind === 'delivery').map((i) => ({
    id: i.id,
    name: i.name,
    priceCents: i.priceCents,
  })),
  legalizationTypes: CATALOGUE_SEED.filter((i) => i.kind === 'legalization').map((i) => ({
    id: i.id,
    name: i.name,
    priceCents: i.priceCents,
  })),
};

interface Browser {
  index: number;
  cookie: string;
  owner: string;
  email: string;
  key: string;
  cart: { numberOfPages: number; numberOfDocuments: number; deliveryMethod: string; legalization: string };
  expectedTotal: number;
  files: { id: string; content: Buffer }[];
  /** Clicks sent at once (a double click sends the same key twice). */
  clicks: number;
  answers: { status: number | 'cut'; orderId?: string; url?: string }[];
}

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

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

        // 50 browsers, each with its own upload session and 1 or 2 documents.
        const browsers: Browser[] = [];
        for (let i = 0; i < BROWSERS; i++) {
          const cart = {
            numberOfPages: 1 + (i % 5),
            numberOfDocuments: 1,
            deliveryMethod: DELIVERIES[i % DELIVERIES.length]!,
            legalization: LEGALIZATIONS[i % LEGALIZATIONS.length]!,
          };
          browsers.push({
            index: i,
            cookie: '',
            owner: '',
            email: `client${i}@example.fr`,
            key: `crash-${i}-${randomBytes(12).toString('hex')}`,
            cart,
            expectedTotal: computePrice(catalogue, cart).totalCents,
            files: [],
            clicks: i % 5 === 0 ? 2 : 1,
            answers: [],
          });
        }
        await pool(browsers, 8, async (b) => {
          const contents = Array.from({ length: 1 + (b.index % 2) }, (_, j) =>
            FIXTURES.pdf(`NAVIGATEUR-${b.index}-DOCUMENT-${j}`),
          );
          const { payload, headers } = multipart(
            contents.map((content, j) => ({ filename: `acte-${b.index}-${j}.pdf`, content })),
          );
          const res = await fetch(`${first.base}/api/services/upload`, {
            method: 'POST',
            body: Uint8Array.from(payload),
            headers,
          });
          expect(res.status).toBe(200);
          const value = /uploadSession=([^;]+)/.exec(res.headers.getSetCookie().join('; '))![1]!;
          b.cookie = `uploadSession=${value}`;
          b.owner = hashSession(value);
          const { fileUrls } = (await res.json()) as { fileUrls: { id: string }[] };
          b.files = fileUrls.map((f, j) => ({ id: f.id, content: contents[j]! }));
        });

        phase('uploads');

        // All checkouts at once; SIGKILL after the first answers.
        let answered = 0;
        let killedAt = -1;
        const kill = () => {
          if (killedAt >= 0) return;
          killedAt = answered;
          first.child.kill('SIGKILL');
        };
        const deadline = setTimeout(kill, KILL_DEADLINE_MS);
        const checkoutBody = (b: Browser) =>
          JSON.stringify({ ...b.cart, email: b.email, fileIds: b.files.map((f) => f.id), idempotencyKey: b.key });
        await Promise.all(
          browsers.flatMap((b) =>
            Array.from({ length: b.clicks }, async () => {
              try {
                const res = await fetch(`${first.base}/api/services/checkout`, {
                  method: 'POST',
                  body: checkoutBody(b),
                  headers: { 'content-type': 'application/json', cookie: b.cookie },
                });
                const body = (await res.json()) as { orderId?: string; url?: string };
                b.answers.push({ status: res.status, orderId: body.orderId, url: body.url });
                if (res.status === 200 && ++answered >= KILL_AFTER_ANSWERS) kill();
              } catch {
                b.answers.push({ status: 'cut' });
              }
            }),
          ),
        );
        clearTimeout(deadline);
        kill();
        await first.exited;

        const ok = browsers.filter((b) => b.answers.some((a) => a.status === 200));
        const refused = browsers.flatMap((b) => b.answers).filter((a) => a.status !== 200 && a.status !== 'cut');
        // A crash cuts requests off; it never turns into an error answer.
        expect(refused).toEqual([]);
        for (const b of browsers) {
          const given = b.answers.filter((a) => a.status === 200);
          // Double clicks answered both: the same order and the same payment page.
          expect(new Set(given.map((a) => a.orderId)).size).toBeLessThanOrEqual(1);
          expect(new Set(given.map((a) => a.url)).size).toBeLessThanOrEqual(1);
        }

        phase('checkouts');

        // Restart on the same database and data folder.
        server = await startServer(testUrl, dataDir, { UPLOAD_MAX_PENDING_FILES: '200' });
        const second = server;
        phase('restart');
        verify = await openDatabase({ databaseUrl: testUrl, dataDir: '', migrate: false, poolSize: 2 });
        const db = verify.db;
        const allOrders = await db.select().from(orders);
        const allUploads = await db.select().from(uploads);
        const byKey = new Map(allOrders.map((o) => [o.idempotencyKey!, o]));
        const filesOf = (orderId: string) => allUploads.filter((u) => u.orderId === orderId);
        const store = await openStorage({ DATA_DIR: dataDir });

        // Every order belongs to one browser, with exactly that browser's files, whole.
        expect(allOrders.length).toBeLessThanOrEqual(BROWSERS);
        const browserByKey = new Map(browsers.map((b) => [b.key, b]));
        const checkOrder = (order: Order, b: Browser) => {
          expect(order).toMatchObject({
            status: 'pending_payment',
            paymentStatus: 'unpaid',
            totalCents: b.expectedTotal,
            customerEmail: b.email,
            numberOfPages: b.cart.numberOfPages,
            deliveryMethod: b.cart.deliveryMethod,
            legalization: b.cart.legalization,
          });
          const files = filesOf(order.id).map((f) => ({ id: f.id, status: f.status, owner: f.ownerSessionHash }));
          const expected = b.files.map((f) => ({ id: f.id, status: 'attached', owner: b.owner }));
          expect(files.sort(byId), `files of order ${order.id} (browser ${b.index})`).toEqual(expected.sort(byId));
        };
        for (const order of allOrders) {
          const b = browserByKey.get(order.idempotencyKey ?? '');
          expect(b, `order ${order.id} matches no browser`).toBeDefined();
          checkOrder(order, b!);
        }

        // Every order that was answered is there, with the page it was answered.
        for (const b of ok) {
          const given = b.answers.find((a) => a.status === 200)!;
          const order = byKey.get(b.key);
          expect(order?.id).toBe(given.orderId);
          expect(order!.providerSessionUrl).toBe(given.url);
        }

        // Files: attached ones to an existing order (one column: never two orders), pending ones to none.
        const orderIds = new Set(allOrders.map((o) => o.id));
        for (const u of allUploads) {
          if (u.status === 'attached') expect(orderIds.has(u.orderId!), `order of attached file ${u.id}`).toBe(true);
          else expect(u.orderId, `order of pending file ${u.id}`).toBeNull();
        }
        // A browser's files are all attached to its order or all still pending: never some of each.
        const unanswered = browsers.filter((b) => !ok.includes(b));
        let committedUnanswered = 0;
        for (const b of unanswered) {
          const rows = b.files
            .map((f) => allUploads.find((u) => u.id === f.id))
            .filter((u): u is Upload => u !== undefined);
          // Uploads finished before the checkouts started: none may be lost.
          expect(rows).toHaveLength(b.files.length);
          const order = byKey.get(b.key);
          if (order) committedUnanswered++;
          const state = rows.map((u) => ({ id: u.id, status: u.status, orderId: u.orderId }));
          const whole = rows.map((u) => ({
            id: u.id,
            status: order ? 'attached' : 'pending',
            orderId: order?.id ?? null,
          }));
          expect(state, `files of unanswered browser ${b.index}`).toEqual(whole);
        }

        // Stored documents survived the kill, byte for byte.
        for (const b of browsers) {
          for (const f of b.files) {
            const row = allUploads.find((u) => u.id === f.id)!;
            expect(row.sha256, `hash of file ${f.id}`).toBe(createHash('sha256').update(f.content).digest('hex'));
            expect(
              (await streamToBuffer(await store.read(row.storageKey))).equals(f.content),
              `content of file ${f.id}`,
            ).toBe(true);
          }
        }

        // Nobody else reads anyone's documents; pending ones stay readable by their own browser only.
        await pool(browsers, 8, async (b) => {
          const other = browsers[(b.index + 1) % BROWSERS]!;
          for (const f of b.files) {
            const row = allUploads.find((u) => u.id === f.id)!;
            const asOther = await fetch(`${second.base}/api/services/files/${f.id}`, {
              headers: { cookie: other.cookie },
            });
            const anonymous = await fetch(`${second.base}/api/services/files/${f.id}`);
            expect([asOther.status, anonymous.status], `file ${f.id} read by another browser / anonymously`).toEqual([
              404, 404,
            ]);
            if (row.status === 'pending') {
              const own = await fetch(`${second.base}/api/services/files/${f.id}`, { headers: { cookie: b.cookie } });
              expect(own.status).toBe(200);
              expect(
                Buffer.from(await own.arrayBuffer()).equals(f.content),
                `pending file ${f.id} read by its browser`,
              ).toBe(true);
            }
          }
        });

        phase('checks');
        const figures = {
          answeredBeforeKill: ok.length,
          killedAfterAnswers: killedAt,
          cutOff: browsers.length - ok.length,
          ordersAfterRestart: allOrders.length,
          committedButUnanswered: committedUnanswered,
        };

        // Every browser retries with its key: the same order when it exists, a new whole one otherwise.
        await pool(browsers, 10, async (b) => {
          const res = await fetch(`${second.base}/api/services/checkout`, {
            method: 'POST',
            body: checkoutBody(b),
            headers: { 'content-type': 'application/json', cookie: b.cookie },
          });
          expect(res.status).toBe(200);
          const { orderId, url } = (await res.json()) as { orderId: string; url: string };
          const before = byKey.get(b.key);
          if (before) {
            expect(orderId).toBe(before.id);
            if (before.providerSessionUrl) expect(url).toBe(before.providerSessionUrl);
          }
        });
        const finalOrders = await db.select().from(orders);
        const finalUploads = await db.select().from(uploads);
        expect(finalOrders).toHaveLength(BROWSERS);
        for (const order of finalOrders) {
          const b = browserByKey.get(order.idempotencyKey!)!;
          expect(order.totalCents).toBe(b.expectedTotal);
          expect(
            finalUploads
              .filter((u) => u.orderId === order.id)
              .map((u) => u.id)
              .sort(),
          ).toEqual(b.files.map((f) => f.id).sort());
        }
        expect(finalUploads.filter((u) => u.status !== 'attached')).toEqual([]);

        phase('retries');
        console.info(
          `crash test: ${JSON.stringify(figures)} in ${((Date.now() - started) / 1000).toFixed(1)} s, phases (ms) ${JSON.stringify(phases)}`,
        );
        expect(figures.answeredBeforeKill).toBeGreaterThan(0);
      },
    );
  },
);
