import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { insertOrderRow } from '../test/orders';
import { accountsPerFile, resetTokenFrom } from './accounts-test-kit';
import { nextIp } from './test-app';

// Issue 29, item 4: anyone could block another person's password reset and guest link for an hour
// (5 requests per address) and fill their mailbox. The owner is never refused; repeats send nothing
// and the link already sent keeps working; the answer does not show whether the address is known.
const { t, post, register, outbox } = accountsPerFile();

const RESET_SENT = { message: 'Un e-mail a été envoyé avec un lien pour réinitialiser votre mot de passe.' };
const LINK_SENT = {
  message: 'Si des commandes existent pour cette adresse, un lien d’accès vient de vous être envoyé.',
};
const linkTokenFrom = (text: string) => /acces-commandes\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/**
 * Times answers as a visitor sees them: over HTTP, from a worker thread. (Inside this thread the
 * embedded database's work after the answer, done in WebAssembly on the same thread, would delay
 * the client's reading of an answer already sent, and show a difference no visitor sees.)
 */
const TIMER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ url, email }) => {
  const start = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  await res.text();
  parentPort.postMessage({ ms: performance.now() - start, status: res.status });
});`;

let address: string | undefined;

/**
 * Median answer times, in ms, of requests for a known and for unknown addresses, in the order
 * K K U U K K U U…: each kind follows each kind as often, so a change of the machine's load and
 * the after-effects of one request's work (the garbage it leaves) weigh the same on both.
 * Only the answer is timed; the work after it (lookup, link, e-mail) and `clear` (removing links,
 * so that each known request takes the full path, and the per-address limit, since every request
 * comes from 127.0.0.1) happen outside it.
 */
async function knownAndUnknown(path: string, known: string, clear: () => Promise<unknown>) {
  address ??= await t.app.listen({ host: '127.0.0.1', port: 0 });
  const worker = new Worker(TIMER, { eval: true });
  const times = { known: [] as number[], unknown: [] as number[] };
  try {
    for (let i = 0; i < 68; i++) {
      const which = Math.floor(i / 2) % 2 === 0 ? 'known' : 'unknown';
      await clear();
      await t.app.rateLimit.clear();
      worker.postMessage({ url: `${address}${path}`, email: which === 'known' ? known : `inconnu${i}@example.fr` });
      const [answer] = (await once(worker, 'message')) as [{ ms: number; status: number }];
      expect(answer.status).toBe(200);
      // The first rounds warm both paths up.
      if (i >= 8) times[which].push(answer.ms);
      await t.app.afterResponse.idle();
    }
  } finally {
    await worker.terminate();
  }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  return { known: median(times.known), unknown: median(times.unknown) };
}

/**
 * The medians of known and unknown answers differ by less than 3 ms or half the faster one. A
 * machine busy with other work (CI runs the browser suite beside these tests, decision 076) can
 * make one series of answers slower by chance; a leak makes the known answers slower every time.
 * So a difference must show in two series in a row to fail: the second series is taken only when
 * the first differs, and a real leak fails both.
 */
async function expectSameAnswerTime(path: string, known: string, clear: () => Promise<unknown>) {
  const differs = ({ known: k, unknown: u }: { known: number; unknown: number }) =>
    Math.abs(k - u) >= Math.max(3, 0.5 * Math.min(k, u));
  const first = await knownAndUnknown(path, known, clear);
  if (!differs(first)) return;
  const second = await knownAndUnknown(path, known, clear);
  expect(differs(second), `two series differ: ${JSON.stringify([first, second])}`).toBe(false);
}

describe('password reset requests for one address', () => {
  it('are never refused, send one e-mail, and that link still works after the flood', async () => {
    await register('victime@example.fr');
    // Someone else asks twelve times, from as many addresses.
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/auth/forgot-password', { email: 'victime@example.fr' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(RESET_SENT);
    }
    // The owner asks too: the same answer, no new e-mail.
    const own = await post('/api/auth/forgot-password', { email: 'Victime@example.fr' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(RESET_SENT);
    const mails = (await outbox()).filter((m) => m.kind === 'password-reset');
    expect(mails).toHaveLength(1);
    const token = resetTokenFrom(mails[0]!.text)!;
    const done = await post(`/api/auth/reset-password/${token}`, { newPassword: 'Nouveau2@pass' });
    expect(done.statusCode).toBe(200);
  });

  it('send a new link once the one sent has expired or been used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-02T10:00:00Z');
    vi.setSystemTime(start);
    await register('client@example.fr');
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    vi.setSystemTime(new Date(start.getTime() + 59 * 60_000));
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    expect(await outbox()).toHaveLength(1);
    vi.setSystemTime(new Date(start.getTime() + 61 * 60_000));
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    expect(await outbox()).toHaveLength(2);
    const token = resetTokenFrom((await outbox()).at(-1)!.text)!;
    expect((await post(`/api/auth/reset-password/${token}`, { newPassword: 'Nouveau2@pass' })).statusCode).toBe(200);
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    expect(await outbox()).toHaveLength(3);
  });

  it('still stop one client address asking for many addresses (5 an hour)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/forgot-password', { email: `a${i}@example.fr` }, {}, ip)).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: 'z@example.fr' }, {}, ip)).statusCode).toBe(429);
  });

  it('take as long to answer for a known address as for an unknown one', async () => {
    await register('connu@example.fr');
    await expectSameAnswerTime('/api/auth/forgot-password', 'connu@example.fr', () =>
      t.database.db.execute('delete from password_resets'),
    );
  });
});

describe('guest link requests for one address', () => {
  it('are never refused, send one e-mail, and that link still opens the orders', async () => {
    await insertOrderRow(t.database.db, { customerEmail: 'victime@example.fr' });
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/auth/guest-link', { email: 'victime@example.fr' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(LINK_SENT);
    }
    const mails = (await outbox()).filter((m) => m.kind === 'guest-access');
    expect(mails).toHaveLength(1);
    const token = linkTokenFrom(mails[0]!.text)!;
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/auth/guest-access/${token}`,
      headers: { accept: 'application/json' },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().email).toBe('victime@example.fr');
  });

  it('send a new link once the one sent has expired, and an order confirmation link does not hold one back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-02T10:00:00Z');
    vi.setSystemTime(start);
    await insertOrderRow(t.database.db, { customerEmail: 'client@example.fr' });
    // A confirmation e-mail's link (7 days) is live: a request still sends its own link.
    await t.database.db.execute(
      `insert into guest_access_tokens (token_hash, email, created_at, expires_at) values ('h', 'client@example.fr', now(), now() + interval '7 days')`,
    );
    await post('/api/auth/guest-link', { email: 'client@example.fr' });
    expect(await outbox()).toHaveLength(1);
    vi.setSystemTime(new Date(start.getTime() + 29 * 60_000));
    await post('/api/auth/guest-link', { email: 'client@example.fr' });
    expect(await outbox()).toHaveLength(1);
    vi.setSystemTime(new Date(start.getTime() + 31 * 60_000));
    await post('/api/auth/guest-link', { email: 'client@example.fr' });
    expect(await outbox()).toHaveLength(2);
  });

  it('take as long to answer for an address with orders as for one without', async () => {
    await insertOrderRow(t.database.db, { customerEmail: 'connu@example.fr' });
    await expectSameAnswerTime('/api/auth/guest-link', 'connu@example.fr', () =>
      t.database.db.execute('delete from guest_access_tokens'),
    );
  });
});
