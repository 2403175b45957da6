import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../accounts/schema';
import { signIn } from '../requests/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { ALWAYS_OPEN, call, closeSockets, guestCookie, listen, open } from './test-helpers';

afterEach(() => closeSockets());

/** Resolves with the delay until the socket is dropped by the server. */
function dropped(socket: { once(event: 'disconnect', cb: (reason: string) => void): unknown }) {
  const since = Date.now();
  return new Promise<{ reason: string; ms: number }>((resolve) =>
    socket.once('disconnect', (reason) => resolve({ reason, ms: Date.now() - since })),
  );
}

describe('admin sockets end when their session or role does, without waiting for them to speak', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp(ALWAYS_OPEN, { chat: { sessionCheckMs: 300 } });
    url = await listen(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    await t.app.rateLimit.clear();
  });

  it('a demoted admin’s socket is ended at once and receives no further visitor message', async () => {
    const boss = await signIn(t.app, 'boss@example.fr', 'admin');
    const helper = await signIn(t.app, 'helper@example.fr', 'admin');
    const inbox = await open(url, helper.headers.cookie, '/admin');
    const received: string[] = [];
    inbox.on('message:new', (m: { content: string }) => received.push(m.content));
    const guest = await open(url, await guestCookie(t));
    await call(guest, 'visitor:send', { content: 'Avant' });

    const ended = dropped(inbox);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${helper.user.id}`,
      headers: boss.headers,
      payload: { role: 'user' },
    });
    expect(res.statusCode).toBe(200);
    const { reason, ms } = await ended;
    expect(reason).toBe('io server disconnect');
    expect(ms).toBeLessThan(1000);
    await call(guest, 'visitor:send', { content: 'Après' });
    expect(received).toEqual(['Avant']);
    // And it cannot come back.
    await expect(open(url, helper.headers.cookie, '/admin')).rejects.toThrow(/Accès refusé/);
  });

  it('logging out ends that session’s admin inbox and its visitor chat, not the other sessions of the account', async () => {
    const admin = await signIn(t.app, 'admin@example.fr', 'admin');
    const { token: other } = await t.app.accounts.login('admin@example.fr', 'Secret1!pw');
    const inbox = await open(url, admin.headers.cookie, '/admin');
    const visitorSide = await open(url, admin.headers.cookie);
    const otherInbox = await open(url, `token=${other}`, '/admin');
    const ended = [dropped(inbox), dropped(visitorSide)];
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    for (const { reason, ms } of await Promise.all(ended)) {
      expect(reason).toBe('io server disconnect');
      expect(ms).toBeLessThan(1000);
    }
    expect(otherInbox.connected).toBe(true);
    expect((await call(otherInbox, 'conversations:list')).ok).toBe(true);
  });

  it('a session revoked or a role changed behind the server’s back (another process, the database) is caught by the periodic check', async () => {
    const admin = await signIn(t.app, 'admin@example.fr', 'admin');
    const customer = await signIn(t.app, 'client@example.fr');
    const inbox = await open(url, admin.headers.cookie, '/admin');
    const chat = await open(url, customer.headers.cookie);
    const ends = [dropped(inbox), dropped(chat)];
    // Straight in the database: no route ran, no room was told.
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'admin@example.fr'));
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, customer.user.id));
    for (const { reason, ms } of await Promise.all(ends)) {
      expect(reason).toBe('io server disconnect');
      expect(ms).toBeLessThan(3000);
    }
  });

  it('guests are never disconnected by the check, and a visitor stays connected while their session lives', async () => {
    const customer = await signIn(t.app, 'client@example.fr');
    const guest = await open(url, await guestCookie(t));
    const chat = await open(url, customer.headers.cookie);
    let drops = 0;
    guest.on('disconnect', () => drops++);
    chat.on('disconnect', () => drops++);
    await new Promise((r) => setTimeout(r, 1000));
    expect(drops).toBe(0);
    expect((await call(chat, 'chat:hello')).ok).toBe(true);
    expect((await call(guest, 'chat:hello')).ok).toBe(true);
  });
});
