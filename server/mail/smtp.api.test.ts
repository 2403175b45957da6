import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { freshDatabase } from '../test/database';
import { enqueueMail } from './outbox';
import { mailOutbox } from './schema';
import { testMessage } from './templates';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './test-peer';
import { createMailTransport, type MailTransport } from './transport';
import { createMailWorker, type MailWorker } from './worker';

/**
 * The outbox against a real SMTP server (smtp-server on loopback): delivery with
 * escaped content, then an outage during which nothing is lost or sent twice.
 */

const FROM = '"Benali Traduction" <no-reply@benali-traduction.fr>';
const HOSTILE = '<script>alert("x")</script> & "quotes"';
const HOSTILE_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;';
const silent = { info() {}, warn() {}, error() {} };

let database: DatabaseHandle;
let peer: SmtpPeer;
let clock = Date.now();
const now = () => new Date(clock);

/** One process: a transport and a worker, as the plugin builds them. */
function startProcess(): { transport: MailTransport; worker: MailWorker } {
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${peer.port}`,
    dataDir: '/nonexistent',
    log: silent,
    timeouts: { connection: 2_000, greeting: 2_000, socket: 5_000 },
  });
  const worker = createMailWorker({ db: database.db, transport, from: FROM, log: silent, now, random: () => 0.5 });
  return { transport, worker };
}

async function enqueue(to: string, name: string, message = 'Votre commande est confirmée.') {
  return enqueueMail(database.db, { kind: 'test', to, ...testMessage({ name, message }) }, { from: FROM, now: now() });
}

const rows = () => database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
function countById(received: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of received) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
  return counts;
}

beforeAll(async () => {
  database = await freshDatabase();
  peer = await startSmtpPeer({
    rejectRecipient: (address) =>
      address.startsWith('inconnu@') ? { code: 550, message: '5.1.1 No such user here' } : undefined,
  });
});
afterAll(async () => {
  await peer.stop();
  await database.close();
});

describe('delivery through SMTP', () => {
  it('delivers every queued message exactly once, with the values escaped in the HTML part', async () => {
    const { transport, worker } = startProcess();
    const a = await enqueue('alice@exemple.fr', 'Alice');
    const hostile = await enqueue('bob@exemple.fr', HOSTILE, `Message : ${HOSTILE}`);
    const c = await enqueue('Chloé Martin <chloe@exemple.fr>', 'Chloé');

    expect(await worker.runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    transport.close();

    expect(peer.received).toHaveLength(3);
    expect([...countById(peer.received).entries()].sort()).toEqual(
      [a, hostile, c].map((r) => [r.messageId, 1] as [string, number]).sort(),
    );
    const got = peer.received.find((m) => m.messageId === hostile.messageId)!;
    expect(got.envelopeTo).toEqual(['bob@exemple.fr']);
    expect(got.subject).toBe(`Message de test pour ${HOSTILE}`);
    expect(got.headers.get('from')).toBe('Benali Traduction <no-reply@benali-traduction.fr>');
    expect(got.headers.get('auto-submitted')).toBe('auto-generated');
    // The HTML part carries the value escaped (never as markup), the text part as typed.
    expect(got.html).toContain(`Bonjour ${HOSTILE_ESCAPED},`);
    expect(got.html).toContain(`Message : ${HOSTILE_ESCAPED}`);
    expect(got.html).toContain(`<title>Message de test pour ${HOSTILE_ESCAPED}</title>`);
    expect(got.html).not.toContain('<script>');
    expect(got.html).not.toContain('"quotes"');
    expect(got.text).toContain(`Bonjour ${HOSTILE},`);
    expect(peer.received.find((m) => m.messageId === c.messageId)!.envelopeTo).toEqual(['chloe@exemple.fr']);

    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
  });

  it('gives up at once on a recipient the server refuses for good', async () => {
    const { transport, worker } = startProcess();
    const row = await enqueue('inconnu@exemple.fr', 'Personne');
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    transport.close();
    const [after] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after).toMatchObject({ status: 'failed', attempts: 1 });
    expect(after!.lastError).toMatch(/^EENVELOPE 550 \(RCPT TO\): .*No such user/);
  });

  it('keeps messages in the outbox while the server is down and delivers each once when it is back, across a restart', async () => {
    const before = peer.received.length;
    await peer.stop();

    // First process: the server refuses connections, every attempt fails.
    const first = startProcess();
    const queued = [
      await enqueue('d@exemple.fr', 'D'),
      await enqueue('e@exemple.fr', HOSTILE),
      await enqueue('f@exemple.fr', 'F'),
    ];
    expect(await first.worker.runOnce()).toEqual({ sent: 0, retried: 3, failed: 0 });
    const ids = new Set(queued.map((r) => r.id));
    let pending = (await rows()).filter((r) => ids.has(r.id));
    for (const row of pending) {
      expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
      expect(row.nextAttemptAt.getTime()).toBe(clock + 30_000);
    }
    // Not due yet: nothing is attempted.
    clock += 10_000;
    expect(await first.worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    // Second failure at +30 s: the wait doubles.
    clock += 20_000;
    expect(await first.worker.runOnce()).toEqual({ sent: 0, retried: 3, failed: 0 });
    pending = (await rows()).filter((r) => ids.has(r.id));
    for (const row of pending) {
      expect(row).toMatchObject({ status: 'queued', attempts: 2 });
      expect(row.nextAttemptAt.getTime()).toBe(clock + 60_000);
    }
    await first.worker.stop();
    first.transport.close();
    expect(peer.received.length).toBe(before);

    // The server comes back on the same port; a new process (restart) picks the messages up when due.
    await peer.start();
    const second = startProcess();
    clock += 59_000;
    expect(await second.worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock += 1_000;
    expect(await second.worker.runOnce()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(await second.worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    second.transport.close();

    const delivered = peer.received.slice(before);
    expect(delivered).toHaveLength(3);
    expect([...countById(delivered).keys()].sort()).toEqual(queued.map((r) => r.messageId).sort());
    // Over the whole file: every Message-ID arrived exactly once.
    expect([...countById(peer.received).values()].every((n) => n === 1)).toBe(true);
    const hostile = delivered.find((m) => m.messageId === queued[1]!.messageId)!;
    expect(hostile.html).toContain(`Bonjour ${HOSTILE_ESCAPED},`);
    expect(hostile.html).not.toContain('<script>');
    for (const row of (await rows()).filter((r) => ids.has(r.id))) {
      expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    }
  });
});
