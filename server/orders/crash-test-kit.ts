import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { expect } from 'vitest';
import { computePrice, type PriceCatalogue } from '../../core/pricing';
import { CATALOGUE_SEED } from '../catalogue/seed';
import { hashSession } from '../files/upload-session';
import type { RunningServer } from '../test/child-server';
import { FIXTURES, multipart } from '../test/multipart';
import { CHECKOUT_IDENTITY } from '../test/orders';

/**
 * The browsers of the checkout crash test (crash.api.test.ts) and what they do before the kill:
 * upload their documents, then check out all at once. Moved out of the test for issue 26 (one
 * test function of 250 lines); the checks after the restart are in crash-checks.ts.
 */
export const BROWSERS = 50;
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

export interface Browser {
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

export const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

/** 50 browsers, each with its own cart and 1 or 2 documents to upload. */
export function makeBrowsers(): Browser[] {
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
  return browsers;
}

/** Each browser uploads its documents in its own upload session. */
export async function uploadDocuments(first: RunningServer, browsers: Browser[]): Promise<void> {
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
}

/** « International » posts abroad only (issue 27): its browsers live in Tunis. */
const ABROAD = { line1: '5 avenue Habib Bourguiba', postalCode: '1000', city: 'Tunis', country: 'TN' } as const;

export const checkoutBody = (b: Browser) =>
  JSON.stringify({
    ...b.cart,
    ...CHECKOUT_IDENTITY,
    ...(b.cart.deliveryMethod === 'international' ? { shippingAddress: ABROAD } : {}),
    email: b.email,
    fileIds: b.files.map((f) => f.id),
    idempotencyKey: b.key,
  });

/** All checkouts at once; SIGKILL after the first answers. Answers how many had answered at the kill. */
export async function checkoutThenKill(first: RunningServer, browsers: Browser[]): Promise<number> {
  let answered = 0;
  let killedAt = -1;
  const kill = () => {
    if (killedAt >= 0) return;
    killedAt = answered;
    first.child.kill('SIGKILL');
  };
  const deadline = setTimeout(kill, KILL_DEADLINE_MS);
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
  return killedAt;
}

/** The browsers that got an answer; a crash cuts requests off, it never turns into an error answer. */
export function answeredBeforeKill(browsers: Browser[]): Browser[] {
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
  return ok;
}
