import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { SOCKETS_PER_VISITOR } from './realtime';
import { ALWAYS_OPEN, call, closeSockets, eventually, guestCookie, listen, mailsOfKind, open } from './test-helpers';

afterEach(() => closeSockets());

describe('chat limits per address and per visitor', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    // Behind one trusted proxy: addresses come from X-Forwarded-For, for HTTP and sockets alike.
    t = await createTestApp({ ...ALWAYS_OPEN, CHAT_GUESTS_PER_HOUR: '3', TRUST_PROXY: 'true' });
    url = await listen(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    await t.app.rateLimit.clear();
  });

  it('one address mints a few guest ids an hour, then gets 429 with the French message; another address is not affected', async () => {
    for (let i = 0; i < 3; i++) await guestCookie(t, '203.0.113.7');
    const refused = await t.app.inject({ method: 'POST', url: '/api/chat/session', remoteAddress: '203.0.113.7' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.cookies.find((c) => c.name === 'guestId')).toBeUndefined();
    await guestCookie(t, '198.51.100.9');
    // A visitor who already has a guest id is not counted again, and reading the session never is.
    const existing = await guestCookie(t, '198.51.100.10');
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/chat/session',
            remoteAddress: '198.51.100.10',
            headers: { cookie: existing },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/chat/session', remoteAddress: '203.0.113.7' })).statusCode,
      ).toBe(200);
    }
  });

  it('first-message e-mails to the translator are limited per address (the socket’s, through the proxy), messages are still delivered', async () => {
    // Guests minted from several addresses, all writing from one: forty guests no longer mean forty e-mails.
    const cookies = [];
    for (let i = 0; i < 5; i++) cookies.push(await guestCookie(t, `192.0.2.${i + 1}`));
    for (const cookie of cookies) {
      const guest = await open(url, cookie, '', { 'x-forwarded-for': '203.0.113.50' });
      expect((await call(guest, 'visitor:send', { content: 'Bonjour' })).ok).toBe(true);
    }
    expect(await mailsOfKind(t, 'chat-first-message')).toBe(3);
    // From another address, the translator hears about the next one.
    const other = await open(url, await guestCookie(t, '192.0.2.99'), '', { 'x-forwarded-for': '203.0.113.51' });
    await call(other, 'visitor:send', { content: 'Bonjour' });
    expect(await mailsOfKind(t, 'chat-first-message')).toBe(4);
  });

  it(`one visitor holds at most ${SOCKETS_PER_VISITOR} sockets on an instance; the next is refused with a clear message, and a place frees up on disconnect`, async () => {
    const cookie = await guestCookie(t, '192.0.2.200');
    const held = [];
    for (let i = 0; i < SOCKETS_PER_VISITOR; i++) held.push(await open(url, cookie));
    await expect(open(url, cookie)).rejects.toThrow(
      'Le chat est déjà ouvert dans trop de fenêtres. Fermez-en une, puis rechargez cette page.',
    );
    // Another visitor is not affected.
    await open(url, await guestCookie(t, '192.0.2.201'));
    held[0]!.disconnect();
    const again = await eventually(() => open(url, cookie));
    expect((await call(again, 'chat:hello')).ok).toBe(true);
  });
});
