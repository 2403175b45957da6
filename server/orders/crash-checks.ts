import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { uploads, type Upload } from '../files/schema';
import { openStorage } from '../storage';
import type { RunningServer } from '../test/child-server';
import { BROWSERS, byId, checkoutBody, pool, streamToBuffer, type Browser } from './crash-test-kit';
import { orders, type Order } from './schema';

/**
 * What the checkout crash test (crash.api.test.ts) checks once the server is back: the orders and
 * files the killed server left, then every browser retrying. Moved out of the test for issue 26.
 */

/** Every order belongs to one browser, with exactly that browser's files, whole; every answered one is there. */
export async function checkOrders(db: Database, browsers: Browser[], ok: Browser[]) {
  const allOrders = await db.select().from(orders);
  const allUploads = await db.select().from(uploads);
  const byKey = new Map(allOrders.map((o) => [o.idempotencyKey!, o]));
  const filesOf = (orderId: string) => allUploads.filter((u) => u.orderId === orderId);

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
  return { allOrders, allUploads, byKey, browserByKey };
}

type Found = Awaited<ReturnType<typeof checkOrders>>;

/** Files: attached to an existing order or to none, a browser's all or nothing. Answers how many unanswered checkouts were committed. */
export function checkFiles({ allOrders, allUploads, byKey }: Found, browsers: Browser[], ok: Browser[]): number {
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
    const rows = b.files.map((f) => allUploads.find((u) => u.id === f.id)).filter((u): u is Upload => u !== undefined);
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
  return committedUnanswered;
}

/** Stored documents survived the kill, byte for byte, and only their own browser reads the pending ones. */
export async function checkStoredFiles(
  dataDir: string,
  second: RunningServer,
  allUploads: Upload[],
  browsers: Browser[],
) {
  const store = await openStorage({ DATA_DIR: dataDir });

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
        expect(Buffer.from(await own.arrayBuffer()).equals(f.content), `pending file ${f.id} read by its browser`).toBe(
          true,
        );
      }
    }
  });
}

/** Every browser retries with its key: the same order when it exists, a new whole one otherwise. */
export async function retryAll(
  db: Database,
  second: RunningServer,
  browsers: Browser[],
  { byKey, browserByKey }: Found,
) {
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
}
