import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ownRedis } from '../../tests/support/redis-server';
import { signIn } from '../requests/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { ALWAYS_OPEN, call, closeSockets, eventually, guestCookie, listen, next, open } from './test-helpers';

const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasRedisServer && process.env.CI) throw new Error('redis-server is needed by the Redis outage test in CI');

afterEach(() => closeSockets());

describe.skipIf(!hasRedisServer)('a Redis outage degrades the chat, not the site', () => {
  const redis = ownRedis(6392);
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps.reverse()) await t.close();
    await redis.stop();
  });

  it('starts without Redis, keeps each instance’s chat during the outage, and joins up again without a restart, losing nothing acknowledged', async () => {
    const env = {
      ...ALWAYS_OPEN,
      REDIS_URL: redis.url,
      REDIS_CHAT_CHANNEL: `test:outage:${randomBytes(6).toString('hex')}`,
    };
    // Redis is down at start: the instances start anyway and say so.
    const a = await createTestApp(env);
    apps.push(a);
    const b = await createTestApp(env, { database: a.database });
    apps.push(b);
    const [urlA, urlB] = [await listen(a), await listen(b)];
    const ready = await a.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      redis: 'unavailable',
      warnings: [expect.stringMatching(/Redis injoignable/)],
    });

    await redis.start();
    await eventually(
      () => expect([a.app.chat.redisState(), b.app.chat.redisState()]).toEqual(['connected', 'connected']),
      10_000,
    );
    expect((await a.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      redis: 'connected',
    });

    const adminCookie = (await signIn(a.app, 'admin@example.fr', 'admin')).headers.cookie;
    const guest = await open(urlA, await guestCookie(a));
    const adminB = await open(urlB, adminCookie, '/admin');
    const adminA = await open(urlA, adminCookie, '/admin');
    const live = next<{ content: string }>(adminB, 'message:new');
    expect((await call(guest, 'visitor:send', { content: 'Avant la panne' })).ok).toBe(true);
    expect((await live).content).toBe('Avant la panne');

    await redis.stop();
    await eventually(
      () => expect([a.app.chat.redisState(), b.app.chat.redisState()]).toEqual(['unavailable', 'unavailable']),
      10_000,
    );
    // Within instance A: the guest's messages are acknowledged and reach A's admin; pages and API answer.
    const seenB: string[] = [];
    adminB.on('message:new', (m: { content: string }) => seenB.push(m.content));
    const sent: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const local = next<{ content: string }>(adminA, 'message:new');
      const answer = await call(guest, 'visitor:send', { content: `Pendant la panne ${i}` });
      expect(answer.ok).toBe(true);
      sent.push(`Pendant la panne ${i}`);
      expect((await local).content).toBe(`Pendant la panne ${i}`);
    }
    expect((await b.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: '/api/chat/session' })).statusCode).toBe(200);

    // Redis is back: B's admin is told to resync, and what A acknowledged meanwhile is all there.
    const resync = next<void>(adminB, 'chat:resync');
    const restarted = Date.now();
    await redis.start();
    await resync;
    const rejoinMs = Date.now() - restarted;
    expect(rejoinMs).toBeLessThan(5000);
    const [conversation] = (await call<{ conversations: { id: string }[] }>(adminB, 'conversations:list'))
      .conversations;
    const history = await call<{ messages: { content: string }[] }>(adminB, 'messages:list', { id: conversation!.id });
    const lost = sent.filter((text) => !history.messages.some((m) => m.content === text));
    expect(lost).toEqual([]);
    // Live across instances again.
    const after = next<{ content: string }>(adminB, 'message:new');
    await call(guest, 'visitor:send', { content: 'Après la panne' });
    expect((await after).content).toBe('Après la panne');
    expect(seenB.filter((c) => c.startsWith('Pendant'))).toEqual([]);
  });
});
