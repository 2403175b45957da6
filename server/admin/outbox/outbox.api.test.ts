import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, type MailStatus } from '../../mail/schema';
import { testMessage } from '../../mail/templates';
import { createTestApp, type TestApp } from '../../test/app';
import { truncateAll } from '../../test/database';
import { signIn, type SignedIn } from '../test-fixtures';
import { OUTBOX_PAGE_SIZE } from './queries';
import { tr } from '../../../core/messages';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await truncateAll(t.database);
  admin = await signIn(t, 'admin@example.fr', 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
const retry = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: admin.headers });

/** A message in the given state, created `minutesAgo` minutes ago. */
async function message(status: MailStatus, minutesAgo: number, to = `dest${minutesAgo}@example.fr`) {
  const row = await t.app.mail.enqueue(t.database.db, {
    kind: 'test',
    to,
    ...testMessage({ name: `N°${minutesAgo}`, message: 'Bonjour' }),
  });
  const failed = status === 'failed';
  await t.database.db
    .update(mailOutbox)
    .set({
      status,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      attempts: failed ? 8 : status === 'sent' ? 1 : 0,
      lastError: failed ? '550 5.1.1 Mailbox unavailable' : null,
      sentAt: status === 'sent' ? new Date() : null,
    })
    .where(eq(mailOutbox.id, row.id));
  return row.id;
}

describe('GET /api/admin/outbox', () => {
  it('lists newest first with recipient, subject, status, attempts and last error, and counts per status', async () => {
    const old = await message('sent', 30);
    const failed = await message('failed', 20);
    const recent = await message('queued', 10);
    const res = await get('/api/admin/outbox');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((m: { id: string }) => m.id)).toEqual([recent, failed, old]);
    expect(body.items[1]).toMatchObject({
      to: 'dest20@example.fr',
      subject: 'Message de test pour N°20',
      status: 'failed',
      attempts: 8,
      lastError: '550 5.1.1 Mailbox unavailable',
      kind: 'test',
      createdAt: expect.any(String),
    });
    expect(body.items[0]).not.toHaveProperty('html');
    expect(body).toMatchObject({ page: 1, pageSize: OUTBOX_PAGE_SIZE, total: 3, pages: 1, delivery: 'file' });
    expect(body.counts).toEqual({ all: 3, queued: 1, sending: 0, sent: 1, failed: 1 });
  });

  it('filters by status; an empty status means all', async () => {
    await message('sent', 3);
    const failed = await message('failed', 2);
    const res = await get('/api/admin/outbox?status=failed');
    expect(res.json().items.map((m: { id: string }) => m.id)).toEqual([failed]);
    expect(res.json().total).toBe(1);
    expect(res.json().counts.all).toBe(2);
    expect((await get('/api/admin/outbox?status=')).json().total).toBe(2);
  });

  it('pages by 50', async () => {
    for (let i = 0; i < OUTBOX_PAGE_SIZE + 2; i++) await message('sent', i + 1);
    const first = (await get('/api/admin/outbox?page=1')).json();
    const second = (await get('/api/admin/outbox?page=2')).json();
    expect(first.items).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(second.items).toHaveLength(2);
    expect(second).toMatchObject({ page: 2, pages: 2, total: OUTBOX_PAGE_SIZE + 2 });
    expect(second.items.at(-1).to).toBe(`dest${OUTBOX_PAGE_SIZE + 2}@example.fr`);
    expect((await get('/api/admin/outbox?page=9')).json().items).toEqual([]);
  });

  it.each([
    ['?status=lost', tr('adminOutbox.statusInvalid')],
    ['?page=0', tr('form.pageInvalid')],
    ['?page=abc', tr('form.pageInvalid')],
    ['?page=1.5', tr('form.pageInvalid')],
  ])('refuses %s with a French 400', async (query, message) => {
    const res = await get(`/api/admin/outbox${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('GET /api/admin/outbox/:id', () => {
  it('gives the whole message, text and HTML, to read what would have been sent', async () => {
    const id = await message('sent', 1, 'client@example.fr');
    const res = await get(`/api/admin/outbox/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      to: 'client@example.fr',
      status: 'sent',
      messageId: expect.stringMatching(/^<.+@.+>$/),
    });
    expect(body.text).toContain('Bonjour');
    expect(body.html).toMatch(/^<!doctype html>/);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'inconnu'])('answers 404 for %s', async (id) => {
    const res = await get(`/api/admin/outbox/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: tr('adminOutbox.notFound') });
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  it('queues a failed message again with fresh attempts; the worker then sends it with the same Message-ID', async () => {
    const id = await message('failed', 5);
    const [before] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    const res = await retry(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: tr('adminOutbox.retried'),
      item: { id, status: 'queued', attempts: 0 },
    });
    const [queued] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(queued!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    expect(await t.app.mail.worker.runOnce()).toMatchObject({ sent: 1 });
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, messageId: before!.messageId });
  });

  it.each(['queued', 'sending', 'sent'] as const)('refuses a %s message (409) and leaves it alone', async (status) => {
    const id = await message(status, 1);
    const res = await retry(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: tr('adminOutbox.onlyFailed') });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.status).toBe(status);
  });

  it('queues a message once when « Renvoyer » is clicked twice', async () => {
    const id = await message('failed', 1);
    const codes = (await Promise.all([retry(id), retry(id)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
  });

  it('answers 404 for an unknown message', async () => {
    const res = await retry('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/admin/mail-status', () => {
  it('says that without SMTP_URL e-mails are written to local files', async () => {
    const res = await get('/api/admin/mail-status');
    expect(res.json()).toMatchObject({ delivery: 'file', from: expect.stringContaining('@') });
  });
});
