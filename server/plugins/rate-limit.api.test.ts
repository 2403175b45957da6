import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorHandler from './error-handler';
import rateLimitPlugin, { memoryStore, redisStore, type RateLimitStore } from './rate-limit';
import { tr } from '../../core/messages';

/** Redis of the machine (node-svc starts one on 6379); CI must have it, a laptop may not. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
if (!redisReachable && process.env.CI)
  throw new Error(`Redis is not reachable at ${REDIS_URL} (needed by the rate-limit tests in CI)`);

/** The same behaviour is expected from both stores. */
function contract(name: string, make: () => Promise<{ store: RateLimitStore; advance(ms: number): Promise<void> }>) {
  describe(name, () => {
    let store: RateLimitStore;
    let advance: (ms: number) => Promise<void>;
    beforeAll(async () => {
      ({ store, advance } = await make());
    });
    afterAll(async () => {
      await store.clear();
      await store.close();
    });

    it('allows up to the limit, then refuses with the time left in the window', async () => {
      for (let i = 1; i <= 3; i++)
        expect(await store.hit('k1', 3, 60_000)).toEqual({ allowed: true, retryAfterMs: 0, count: i });
      const refused = await store.hit('k1', 3, 60_000);
      expect(refused.allowed).toBe(false);
      expect(refused.count).toBe(4);
      expect(refused.retryAfterMs).toBeGreaterThan(55_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
      // Other keys are counted apart.
      expect((await store.hit('k2', 3, 60_000)).allowed).toBe(true);
    });

    it('starts a new window once the old one has ended', async () => {
      expect((await store.hit('w', 1, 300)).allowed).toBe(true);
      expect((await store.hit('w', 1, 300)).allowed).toBe(false);
      await advance(350);
      expect(await store.hit('w', 1, 300)).toEqual({ allowed: true, retryAfterMs: 0, count: 1 });
    });

    it('forgets a key on reset, and everything on clear', async () => {
      await store.hit('r1', 1, 60_000);
      await store.hit('r2', 1, 60_000);
      await store.reset('r1');
      expect((await store.hit('r1', 1, 60_000)).count).toBe(1);
      expect((await store.hit('r2', 1, 60_000)).count).toBe(2);
      await store.clear();
      expect((await store.hit('r2', 1, 60_000)).count).toBe(1);
    });

    it('counts concurrent attempts exactly', async () => {
      const results = await Promise.all(Array.from({ length: 25 }, () => store.hit('burst', 10, 60_000)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });
  });
}

contract('memory store', async () => {
  let now = 1_000_000;
  return {
    store: memoryStore({ now: () => now }),
    advance: async (ms) => {
      now += ms;
    },
  };
});

describe.skipIf(!redisReachable)('redis store', () => {
  const prefix = `test:rl:${randomBytes(6).toString('hex')}:`;
  contract('shared counters', async () => {
    const store = redisStore({ url: REDIS_URL, keyPrefix: prefix });
    await store.connected();
    return { store, advance: (ms) => new Promise((r) => setTimeout(r, ms)) };
  });

  it('two instances share one count, under their prefix only', async () => {
    const a = redisStore({ url: REDIS_URL, keyPrefix: prefix });
    const b = redisStore({ url: REDIS_URL, keyPrefix: prefix });
    const other = redisStore({ url: REDIS_URL, keyPrefix: `test:rl-other:${randomBytes(6).toString('hex')}:` });
    try {
      await Promise.all([a.connected(), b.connected(), other.connected()]);
      expect((await a.hit('shared', 2, 60_000)).count).toBe(1);
      expect((await b.hit('shared', 2, 60_000)).count).toBe(2);
      expect((await a.hit('shared', 2, 60_000)).allowed).toBe(false);
      expect((await other.hit('shared', 2, 60_000)).count).toBe(1);
      const ttl = await a.client.pttl('shared');
      expect(ttl).toBeGreaterThan(50_000);
      await a.clear();
      expect(await a.client.exists('shared')).toBe(0);
      expect(await other.client.exists('shared')).toBe(1);
      await other.clear();
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
    }
  });

  it('keeps counting in memory while Redis is unreachable', async () => {
    const down = redisStore({ url: 'redis://127.0.0.1:1', keyPrefix: prefix });
    try {
      expect(await down.hit('x', 1, 60_000)).toEqual({ allowed: true, retryAfterMs: 0, count: 1 });
      expect((await down.hit('x', 1, 60_000)).allowed).toBe(false);
    } finally {
      await down.close();
    }
  });
});

describe('plugin', () => {
  it('decorates app.rateLimit; enforce answers 429 with Retry-After and the French message', async () => {
    const app = Fastify();
    await app.register(errorHandler);
    await app.register(rateLimitPlugin, {});
    app.post('/try', async (_request, reply) => {
      await app.rateLimit.enforce(reply, [
        { key: 'a', limit: 2, windowMs: 90_000 },
        { key: 'b', limit: 5, windowMs: 10_000 },
      ]);
      return { ok: true };
    });
    await app.ready();
    try {
      expect(app.rateLimit.kind).toBe('memory');
      expect((await app.inject({ method: 'POST', url: '/try' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/try' })).statusCode).toBe(200);
      const res = await app.inject({ method: 'POST', url: '/try' });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: tr('account.tooManyAttempts') });
      expect(Number(res.headers['retry-after'])).toBe(90);
      // Every rule counted the refused attempt too.
      expect((await app.rateLimit.hit('b', 5, 10_000)).count).toBe(4);
    } finally {
      await app.close();
    }
  });

  it.skipIf(!redisReachable)('uses the Redis store it is given', async () => {
    const app = Fastify();
    const store = redisStore({ url: REDIS_URL, keyPrefix: `test:rl:${randomBytes(6).toString('hex')}:` });
    await store.connected();
    await app.register(rateLimitPlugin, { store });
    await app.ready();
    try {
      expect(app.rateLimit.kind).toBe('redis');
      expect((await app.rateLimit.hit('p', 1, 5_000)).count).toBe(1);
      expect(await store.client.exists('p')).toBe(1);
      await app.rateLimit.clear();
    } finally {
      await app.close();
    }
  });

  it('refuses nonsense limits', async () => {
    const store = memoryStore();
    await expect(store.hit('k', 0, 1000)).rejects.toThrow(RangeError);
    await expect(store.hit('k', 1, 0)).rejects.toThrow(RangeError);
    await store.close();
  });
});
