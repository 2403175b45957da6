import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, DbOrTx } from '../db/client';
import { freshDatabase } from '../test/database';
import { enqueueMail, InvalidMailError } from './outbox';
import { mailOutbox, type OutboxMessage } from './schema';
import { testMessage } from './templates';
import type { MailTransport, OutgoingMail } from './transport';
import { createMailWorker, type WorkerOptions } from './worker';

/** The outbox's guarantees, with a scripted transport: transactions, backoff, give-up, leases, concurrency. */

const FROM = '"Benali Traduction" <no-reply@benali-traduction.fr>';
const silent = { info() {}, warn() {}, error() {} };

let database: DatabaseHandle;
let clock = Date.now();
const now = () => new Date(clock);

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  clock = Date.now();
});

/** Records what it sends; `fail` decides per call whether the server "refuses". */
function scriptedTransport(fail: (mail: OutgoingMail, call: number) => boolean = () => false, delayMs = 0) {
  const sent: OutgoingMail[] = [];
  let calls = 0;
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      const call = ++calls;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (fail(mail, call)) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ESOCKET' });
      sent.push(mail);
    },
    async verify() {},
    close() {},
  };
  return { transport, sent, calls: () => calls };
}

function worker(transport: MailTransport, extra: Partial<WorkerOptions> = {}) {
  return createMailWorker({ db: database.db, transport, from: FROM, log: silent, now, random: () => 0.5, ...extra });
}

const enqueue = (db: DbOrTx = database.db, to = 'client@exemple.fr') =>
  enqueueMail(
    db,
    { kind: 'order-confirmation', relatedId: 'CMD-1', to, ...testMessage({ name: 'Client', message: 'Merci.' }) },
    { from: FROM, now: now() },
  );
const row = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const allRows = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));

describe('enqueue', () => {
  it('stores a queued message, due now, with a stable Message-ID at the sender domain', async () => {
    const r = await enqueue();
    expect(r).toMatchObject({
      status: 'queued',
      attempts: 0,
      kind: 'order-confirmation',
      relatedId: 'CMD-1',
      lastError: null,
      sentAt: null,
    });
    expect(r.messageId).toBe(`<${r.id}@benali-traduction.fr>`);
    expect(r.nextAttemptAt.getTime()).toBe(clock);
    expect(r.subject).toBe('Message de test pour Client');
  });

  it('belongs to the caller’s transaction: rolled back with it, committed with it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx);
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await allRows()).toHaveLength(0);

    await database.db.transaction(async (tx) => {
      await enqueue(tx);
    });
    expect(await allRows()).toHaveLength(1);
  });

  it('refuses a recipient with line breaks or several addresses', async () => {
    await expect(enqueue(database.db, 'a@b.fr\r\nBcc: x@y.z')).rejects.toBeInstanceOf(InvalidMailError);
    await expect(enqueue(database.db, 'a@b.fr, c@d.fr')).rejects.toBeInstanceOf(InvalidMailError);
    expect(await allRows()).toHaveLength(0);
  });
});

describe('attachments', () => {
  const withAttachment = () =>
    enqueueMail(
      database.db,
      {
        kind: 'order-confirmation',
        to: 'client@exemple.fr',
        ...testMessage({ name: 'Client', message: 'Votre facture.' }),
        attachments: [{ kind: 'invoice', id: 'inv-1' }],
      },
      { from: FROM, now: now() },
    );

  it('stores the reference only, and reads the file when the message leaves', async () => {
    const r = await withAttachment();
    expect(r.attachments).toEqual([{ kind: 'invoice', id: 'inv-1' }]);
    const t = scriptedTransport();
    const asked: string[] = [];
    const w = worker(t.transport, {
      async loadAttachment(ref) {
        asked.push(`${ref.kind}:${ref.id}`);
        return {
          filename: 'facture-F-2026-000001.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1'),
        };
      },
    });
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(asked).toEqual(['invoice:inv-1']);
    expect(t.sent[0]!.attachments).toEqual([
      { filename: 'facture-F-2026-000001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1') },
    ]);
  });

  it('a file that cannot be read is a failed attempt, retried later, never a message sent without it', async () => {
    const r = await withAttachment();
    const t = scriptedTransport();
    let available = false;
    const w = worker(t.transport, {
      async loadAttachment() {
        if (!available) throw new Error('invoice inv-1 not found');
        return { filename: 'f.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1') };
      },
    });
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(t.calls()).toBe(0);
    const after = await row(r.id);
    expect(after).toMatchObject({ status: 'queued', attempts: 1, lastError: 'invoice inv-1 not found' });
    available = true;
    clock = after.nextAttemptAt.getTime();
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(t.sent[0]!.attachments).toHaveLength(1);
  });
});

describe('worker', () => {
  it('retries every minute at most, keeps the same Message-ID, and marks the message failed after 3 days', async () => {
    const t = scriptedTransport(() => true);
    const w = worker(t.transport);
    const r = await enqueue();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const after = await row(r.id);
      expect(after).toMatchObject({ status: 'queued', attempts: attempt });
      expect(after.lastError).toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:2525');
      waits.push(after.nextAttemptAt.getTime() - clock);
      // One millisecond early: not due.
      clock = after.nextAttemptAt.getTime() - 1;
      expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      clock += 1;
    }
    // An outage: once SMTP is back, the message leaves within a minute.
    expect(waits).toEqual([30_000, 60_000, 60_000, 60_000]);
    // Still retried just before its third day ends…
    clock = r.createdAt.getTime() + 3 * 24 * 3_600_000 - 1;
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    // …and failed for good once it is three days old.
    clock = (await row(r.id)).nextAttemptAt.getTime();
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await row(r.id)).status).toBe('failed');
    // Failed is final.
    clock += 24 * 3_600_000;
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(t.calls()).toBe(6);
  });

  it('delivers after transient failures, with the Message-ID and Date chosen at enqueue', async () => {
    const t = scriptedTransport((_m, call) => call <= 2);
    const w = worker(t.transport);
    const r = await enqueue();
    await w.runOnce();
    clock += 30_000;
    await w.runOnce();
    clock += 60_000;
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]).toMatchObject({
      id: r.id,
      messageId: r.messageId,
      from: FROM,
      to: 'client@exemple.fr',
      subject: r.subject,
    });
    expect(t.sent[0]!.date.getTime()).toBe(r.createdAt.getTime());
    expect(await row(r.id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null, sentAt: now() });
  });

  it('retries a message left in "sending" by a crashed worker once its lease expires, and ignores the late outcome', async () => {
    // Worker A claims the message, then hangs (the process dies mid-send).
    let finishA: (ok: boolean) => void = () => {};
    const a: MailTransport = {
      kind: 'smtp',
      send: () =>
        new Promise<void>((resolve, reject) => {
          finishA = (ok) => (ok ? resolve() : reject(Object.assign(new Error('late failure'), { code: 'ETIMEDOUT' })));
        }),
      async verify() {},
      close() {},
    };
    const r = await enqueue();
    const runA = worker(a, { leaseMs: 60_000 }).runOnce();
    await expect.poll(async () => (await row(r.id)).status).toBe('sending');
    expect((await row(r.id)).nextAttemptAt.getTime()).toBe(clock + 60_000);

    const b = scriptedTransport();
    const wb = worker(b.transport, { leaseMs: 60_000 });
    clock += 59_999;
    expect(await wb.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock += 1;
    expect(await wb.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(b.sent.map((m) => m.messageId)).toEqual([r.messageId]);
    expect(await row(r.id)).toMatchObject({ status: 'sent', attempts: 2 });

    // A's late failure does not reopen a message B delivered.
    finishA(false);
    await runA;
    expect(await row(r.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('marks failed, without sending, a message past its 3 days whose last attempt was interrupted', async () => {
    const r = await enqueue();
    // One millisecond past: PostgreSQL keeps microseconds that the Date read back has lost.
    clock = r.createdAt.getTime() + 3 * 24 * 3_600_000 + 1;
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 8, nextAttemptAt: new Date(clock - 1) })
      .where(eq(mailOutbox.id, r.id));
    const t = scriptedTransport();
    expect(await worker(t.transport).runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(t.calls()).toBe(0);
    expect(await row(r.id)).toMatchObject({ status: 'failed', attempts: 8 });
    expect((await row(r.id)).lastError).toMatch(/^Interrupted/);
  });
});

describe('worker: several workers, shutdown and polling', () => {
  it('never sends a message twice when several workers run at once', async () => {
    const queued: OutboxMessage[] = [];
    for (let i = 0; i < 24; i++) queued.push(await enqueue(database.db, `c${i}@exemple.fr`));
    const t = scriptedTransport(() => false, 2);
    const results = await Promise.all([1, 2, 3].map(() => worker(t.transport, { batchSize: 4 }).runOnce()));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(24);
    const counts = new Map<string, number>();
    for (const m of t.sent) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(queued.map((r) => r.messageId).sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect((await allRows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('on stop, finishes the message being sent and hands the rest of its batch back untouched', async () => {
    for (let i = 0; i < 5; i++) await enqueue(database.db, `s${i}@exemple.fr`);
    const sent: string[] = [];
    let stopping: Promise<void> | undefined;
    const w = worker(
      {
        kind: 'smtp',
        async send(mail) {
          stopping ??= w.stop();
          sent.push(mail.to);
        },
        async verify() {},
        close() {},
      },
      { batchSize: 5 },
    );
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    await stopping;
    const rows = await allRows();
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);
    const rest = rows.filter((r) => r.status !== 'sent');
    expect(rest).toHaveLength(4);
    for (const r of rest) expect(r).toMatchObject({ status: 'queued', attempts: 0 });
    expect(rest.every((r) => r.nextAttemptAt.getTime() <= clock)).toBe(true);
  });

  it('does not hold the shutdown on a stuck server: the claim stays and is retried after the lease', async () => {
    let finish: () => void = () => {};
    const stuck: MailTransport = {
      kind: 'smtp',
      send: () => new Promise<void>((resolve) => (finish = resolve)),
      async verify() {},
      close() {},
    };
    const r = await enqueue();
    const w = worker(stuck, { stopGraceMs: 50, now: () => new Date() });
    w.start();
    await expect.poll(async () => (await row(r.id)).status, { timeout: 2_000, interval: 10 }).toBe('sending');
    const started = Date.now();
    await w.stop();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await row(r.id)).status).toBe('sending');
    finish();
    await expect.poll(async () => (await row(r.id)).status).toBe('sent');
  });

  it('polls on its own once started, wakes on demand and stops cleanly', async () => {
    const t = scriptedTransport();
    const w = worker(t.transport, { pollMs: 60_000, wakeDelayMs: 5, now: () => new Date() });
    await enqueueMail(
      database.db,
      { kind: 'test', to: 'a@exemple.fr', ...testMessage({ name: 'A', message: '' }) },
      { from: FROM },
    );
    w.start();
    // Started: the first run is immediate (messages left by a previous process).
    await expect.poll(() => t.sent.length, { timeout: 2_000, interval: 10 }).toBe(1);
    await enqueueMail(
      database.db,
      { kind: 'test', to: 'b@exemple.fr', ...testMessage({ name: 'B', message: '' }) },
      { from: FROM },
    );
    w.wake();
    await expect.poll(() => t.sent.length, { timeout: 2_000, interval: 10 }).toBe(2);
    await w.stop();
    await enqueueMail(
      database.db,
      { kind: 'test', to: 'c@exemple.fr', ...testMessage({ name: 'C', message: '' }) },
      { from: FROM },
    );
    w.wake();
    await new Promise((r) => setTimeout(r, 100));
    expect(t.sent).toHaveLength(2);
  });
});
