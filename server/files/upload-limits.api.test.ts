import os from 'node:os';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { checkoutKit } from '../orders/checkout-test-kit';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { FIXTURES, multipart } from '../test/multipart';
import { formBody } from '../requests/test-helpers';
import { freeMegabytes } from './disk-floor';
import { uploads } from './schema';

/**
 * Issue 29, item 2: anonymous uploads could fill the disk. Files held by unpaid orders count in
 * the caps, checkout is rate-limited per browser and per address, and uploads stop with a 507
 * below a free-space floor. (Unpaid orders' documents going after UNPAID_DOCUMENT_HOURS: the
 * retention tests.)
 */
const ARABIC = { 'x-site-lang': 'ar' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_PENDING_FILES: '3', CHECKOUTS_PER_HOUR: '2' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  await seedCatalogue(t.database.db);
  await t.app.rateLimit.clear();
});

describe('upload caps and checkout limits', () => {
  it('counts the files of an unpaid order in the browser’s cap; paying gives the allowance back', async () => {
    const { uploadFiles, checkout, cart } = checkoutKit(t);
    const first = await uploadFiles(3);
    const order = await checkout(cart({ fileIds: first.ids }), first.cookie);
    expect(order.statusCode).toBe(200);
    // Before: the checkout freed the allowance, and 30 more followed, without end.
    const { payload, headers } = multipart([{ filename: 'encore.pdf', content: FIXTURES.pdf() }]);
    const more = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/upload',
        payload,
        headers: { ...headers, cookie: first.cookie },
      });
    const refused = await more();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^Vous avez atteint la limite de 3 fichiers en attente, ceux des commandes non payées compris/,
    );

    const sessionId = (order.json().url as string).split('/').pop();
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` })).statusCode).toBe(303);
    expect((await more()).statusCode).toBe(200);
  });

  it('limits checkouts per browser, and per address at three browsers’ worth, in the page’s language', async () => {
    const { checkout, cart } = checkoutKit(t);
    const first = await checkout(cart());
    expect(first.statusCode).toBe(200);
    const browser = `uploadSession=${first.cookies.find((c) => c.name === 'uploadSession')!.value}`;
    expect((await checkout(cart(), browser)).statusCode).toBe(200);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/services/checkout',
      payload: cart(),
      headers: { cookie: browser, ...ARABIC },
    });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json().message).toBe('محاولات كثيرة جدًا. يُرجى المحاولة بعد بضع دقائق.');
    // Other browsers behind the same address: 6 checkouts an hour in all (2 already counted, plus the refused one).
    const others = [];
    for (let i = 0; i < 4; i++) others.push((await checkout(cart())).statusCode);
    expect(others).toEqual([200, 200, 200, 429]);
  });
});

describe('free-space floor', () => {
  let low: TestApp;
  beforeAll(async () => {
    const free = await freeMegabytes(os.tmpdir());
    expect(free, 'free space of the test data folder').not.toBeNull();
    // A floor just above what this disk has free: every visitor's upload must be refused.
    low = await createTestApp({ MIN_FREE_DISK_MB: String(Math.ceil(free!) + 1024) });
  });
  afterAll(() => low.close());

  it('refuses uploads and a quote’s file with a 507 in the visitor’s language, and stores nothing', async () => {
    const { payload, headers } = multipart([{ filename: 'acte.pdf', content: FIXTURES.pdf() }]);
    const fr = await low.app.inject({ method: 'POST', url: '/api/services/upload', payload, headers });
    expect(fr.statusCode).toBe(507);
    expect(fr.json().message).toMatch(/^L’envoi de documents est momentanément indisponible/);
    const ar = await low.app.inject({
      method: 'POST',
      url: '/api/services/upload',
      payload,
      headers: { ...headers, ...ARABIC },
    });
    expect(ar.statusCode).toBe(507);
    expect(ar.json().message).toMatch(/^إرسال الوثائق غير متاح مؤقتًا/);

    const quote = await formBody(
      { name: 'Karim Haddad', email: 'karim@example.fr', message: 'Un acte de naissance à traduire.' },
      { name: 'acte.pdf', content: FIXTURES.pdf() },
    );
    const res = await low.app.inject({
      method: 'POST',
      url: '/api/services/request-quote',
      payload: quote.payload,
      headers: quote.headers,
    });
    expect(res.statusCode).toBe(507);
    expect(await low.database.db.select().from(uploads)).toEqual([]);
  });
});
