import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS } from '../../core/business';
import type { DatabaseHandle } from '../db/client';
import { freshDatabase } from '../test/database';
import { DEFAULT_MAIL_FROM } from './address';
import { enqueueMail } from './outbox';
import mailPlugin, { mailSettings } from './plugin';
import { mailOutbox } from './schema';
import { testMessage } from './templates';
import { parseMessage } from './test-peer';

/**
 * app.mail as the server uses it: no SMTP_URL, so messages become .eml files in
 * DATA_DIR/mail; the worker starts with the app, wakes on enqueue, stops on close.
 * (A bare Fastify instance, so this file does not depend on how app.ts wires the plugin.)
 */

let database: DatabaseHandle;
let dataDir: string;
let app: FastifyInstance;
const logLines: string[] = [];

const mailFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};
const readMail = (file: string) => parseMessage(readFileSync(path.join(dataDir, 'mail', file), 'utf8'));

beforeAll(async () => {
  database = await freshDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'mail-plugin-'));
  const stream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  // Left by a "previous process": sent as soon as the app is ready.
  await enqueueMail(
    database.db,
    { kind: 'test', to: 'avant@exemple.fr', ...testMessage({ name: 'Avant', message: 'Déjà en file.' }) },
    { from: DEFAULT_MAIL_FROM },
  );
  await app.register(mailPlugin, {
    ...mailSettings({ DATA_DIR: dataDir }),
    db: database.db,
    worker: { pollMs: 60_000 },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('mail plugin', () => {
  it('reads its settings with defaults from the business identity', () => {
    expect(mailSettings({ DATA_DIR: '/d' })).toEqual({
      smtpUrl: undefined,
      from: DEFAULT_MAIL_FROM,
      businessEmail: BUSINESS.email,
      dataDir: '/d',
    });
    const config = { DATA_DIR: '/d', SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'x@y.fr', BUSINESS_EMAIL: 'b@y.fr' };
    expect(mailSettings(config)).toEqual({
      smtpUrl: 'smtp://127.0.0.1:25',
      from: 'x@y.fr',
      businessEmail: 'b@y.fr',
      dataDir: '/d',
    });
    expect(app.mail.transport.kind).toBe('file');
  });

  it('sends at start what a previous process left in the outbox', async () => {
    await expect.poll(() => mailFiles().length, { timeout: 3_000, interval: 20 }).toBe(1);
    expect(readMail(mailFiles()[0]!).headers.get('to')).toBe('avant@exemple.fr');
  });

  it('wakes the worker on enqueue: the message is written as .eml at once, replies going to the business address', async () => {
    const before = mailFiles().length;
    const row = await app.mail.enqueue(database.db, {
      kind: 'test',
      to: 'Jeanne Client <jeanne@exemple.fr>',
      relatedId: 'CMD-42',
      ...testMessage({ name: 'Jeanne <i>', message: 'CORPS-CONFIDENTIEL' }),
    });
    await expect.poll(() => mailFiles().length, { timeout: 2_000, interval: 10 }).toBe(before + 1);
    const file = mailFiles().find((f) => f.endsWith(`-${row.id}.eml`))!;
    const mail = readMail(file);
    expect(mail.messageId).toBe(row.messageId);
    expect(mail.messageId).toBe(`<${row.id}@benali-traduction.fr>`);
    expect(mail.headers.get('from')).toBe('Benali Traduction <no-reply@benali-traduction.fr>');
    expect(mail.headers.get('reply-to')).toBe(BUSINESS.email);
    expect(mail.html).toContain('Bonjour Jeanne &lt;i&gt;,');
    await expect
      .poll(async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id)))[0]!.status)
      .toBe('sent');

    // The log names the subject and the recipient, never the body.
    const logged = logLines.join('');
    expect(logged).toContain('Message de test pour Jeanne <i>');
    expect(logged).toContain('jeanne@exemple.fr');
    expect(logged).not.toContain('CORPS-CONFIDENTIEL');
  });

  it('sets no Reply-To on a message to the business itself, and keeps an explicit one', async () => {
    const before = mailFiles().length;
    const own = await app.mail.enqueue(database.db, {
      kind: 'new-order',
      to: BUSINESS.email,
      ...testMessage({ name: 'Samia', message: '' }),
    });
    const explicit = await app.mail.enqueue(database.db, {
      kind: 'new-order',
      to: BUSINESS.email,
      replyTo: 'client@exemple.fr',
      ...testMessage({ name: 'Samia', message: '' }),
    });
    await expect.poll(() => mailFiles().length, { timeout: 2_000, interval: 10 }).toBe(before + 2);
    expect(readMail(mailFiles().find((f) => f.includes(own.id))!).headers.has('reply-to')).toBe(false);
    expect(readMail(mailFiles().find((f) => f.includes(explicit.id))!).headers.get('reply-to')).toBe(
      'client@exemple.fr',
    );
  });

  it('stops the worker when the app closes', async () => {
    await app.close();
    const before = mailFiles().length;
    await enqueueMail(
      database.db,
      { kind: 'test', to: 'apres@exemple.fr', ...testMessage({ name: 'Après', message: '' }) },
      { from: DEFAULT_MAIL_FROM },
    );
    app.mail.worker.wake();
    await new Promise((r) => setTimeout(r, 150));
    expect(mailFiles().length).toBe(before);
  });
});
