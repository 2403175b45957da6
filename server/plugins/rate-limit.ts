import { isIPv6 } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { lazyRequire } from '../lazy-require';
import { httpError } from './error-handler';

/**
 * Fixed-window counters: `hit(key, limit, windowMs)` counts one attempt and says
 * whether it is within the limit. In memory for one instance, in Redis (REDIS_URL)
 * when several instances must share the counts.
 */
interface RateLimitResult {
  allowed: boolean;
  /** 0 when allowed; otherwise how long until the window ends. */
  retryAfterMs: number;
  /** Attempts counted in the current window, this one included. */
  count: number;
}

export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Takes back one attempt counted by hit() (an attempt that turned out not to count, e.g. a successful sign-in). */
  undo(key: string): Promise<void>;
  /** Forgets one key's count (e.g. an account unblocked after a password reset). */
  reset(key: string): Promise<void>;
  /** Forgets every count of this store (tests, or an operator lifting all blocks). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  clear(): Promise<void>;
  /**
   * Counts one attempt against every rule; when one is over its limit, sets
   * Retry-After and throws a 429 with the French message.
   */
  enforce(reply: FastifyReply, rules: RateRule[]): Promise<void>;
}

interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

/**
 * The rate-limit key of a client address. An IPv6 client usually owns a whole
 * /64, so its first four groups are the key; IPv4 (and IPv4-mapped) as is.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function check(limit: number, windowMs: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  if (!Number.isInteger(windowMs) || windowMs < 1) throw new RangeError('windowMs must be a positive integer');
}

/** One process's counters; expired windows are dropped as they are met and by a periodic sweep. */
export function memoryStore(opts: { now?: () => number; maxKeys?: number } = {}): RateLimitStore & { size(): number } {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 100_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = () => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  const timer = setInterval(sweep, 60_000);
  timer.unref();
  return {
    kind: 'memory',
    async hit(key, limit, windowMs) {
      check(limit, windowMs);
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        // A flood of distinct keys must not grow the map without bound.
        if (!w && windows.size >= maxKeys) {
          sweep();
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        }
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      const allowed = w.count <= limit;
      return { allowed, retryAfterMs: allowed ? 0 : Math.max(1, w.resetAt - t), count: w.count };
    },
    async undo(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async clear() {
      windows.clear();
    },
    async close() {
      clearInterval(timer);
      windows.clear();
    },
    size: () => windows.size,
  };
}

/**
 * Counters shared through Redis: INCR and PEXPIRE … NX (Redis 7) in one MULTI, so
 * the window starts with the first attempt and every instance sees the same count.
 * When Redis cannot answer, the attempt is counted in memory instead (logged once
 * a minute): logins keep working, limited per instance, until Redis is back.
 */
const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');

export function redisStore(opts: {
  url: string;
  keyPrefix?: string;
  log?: FastifyBaseLogger;
  fallback?: RateLimitStore;
}): RateLimitStore & { client: Redis; connected(timeoutMs?: number): Promise<void> } {
  const keyPrefix = opts.keyPrefix ?? 'rl:';
  const client = new (ioredis().Redis)(opts.url, {
    keyPrefix,
    // Fail fast rather than queue attempts while Redis is away: the fallback counts them.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    lazyConnect: false,
  });
  const fallback = opts.fallback ?? memoryStore();
  let lastWarning = 0;
  const warn = (err: unknown) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    opts.log?.warn(
      { error: String((err as Error)?.message ?? err) },
      'Redis unreachable: rate limits counted in memory for now',
    );
  };
  client.on('error', warn);
  const connected = (timeoutMs = 5_000) =>
    client.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            client.off('ready', onReady);
            reject(new Error('Redis not ready'));
          }, timeoutMs);
          const onReady = () => {
            clearTimeout(timer);
            resolve();
          };
          client.once('ready', onReady);
        });
  return {
    kind: 'redis',
    client,
    connected,
    async hit(key, limit, windowMs) {
      check(limit, windowMs);
      // Not connected (starting, or Redis away): count here rather than wait.
      if (client.status !== 'ready') return fallback.hit(key, limit, windowMs);
      try {
        const replies = await client.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
        if (!replies) throw new Error('transaction aborted');
        for (const [err] of replies) if (err) throw err;
        const count = Number(replies[0]![1]);
        let ttl = Number(replies[2]![1]);
        if (ttl < 0) {
          // A key left without expiry (never by this code): give it one.
          await client.pexpire(key, windowMs);
          ttl = windowMs;
        }
        const allowed = count <= limit;
        return { allowed, retryAfterMs: allowed ? 0 : Math.max(1, ttl), count };
      } catch (err) {
        warn(err);
        return fallback.hit(key, limit, windowMs);
      }
    },
    async undo(key) {
      await fallback.undo(key);
      if (client.status !== 'ready') return;
      // Only an existing window is decremented: DECR alone would create a key without expiry.
      await client.eval(UNDO_SCRIPT, 1, key).catch(warn);
    },
    async reset(key) {
      await fallback.reset(key);
      await client.del(key).catch(warn);
    },
    async clear() {
      await fallback.clear();
      await connected();
      // SCAN patterns are not prefixed by ioredis; DEL arguments are, hence the slice.
      const escaped = keyPrefix.replace(/[*?[\]\\]/g, '\\$&');
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${escaped}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await client.del(...keys.map((k) => k.slice(keyPrefix.length)));
      } while (cursor !== '0');
    },
    async close() {
      await fallback.close();
      client.disconnect();
    },
  };
}

const UNDO_SCRIPT =
  "if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0";

export interface RateLimitPluginOptions {
  /** REDIS_URL; unset: counters in memory. */
  redisUrl?: string;
  /** Prefix of every Redis key (default 'rl:'). */
  keyPrefix?: string;
  /** Replaces the store built from redisUrl (tests). */
  store?: RateLimitStore;
}

/** Reads REDIS_URL from the configuration (works before the variable is in the schema). */
export function rateLimitSettings(config: object): RateLimitPluginOptions {
  const url = (config as { REDIS_URL?: string }).REDIS_URL;
  return { redisUrl: url?.trim() || undefined };
}

function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    kind: store.kind,
    hit: (key, limit, windowMs) => store.hit(key, limit, windowMs),
    undo: (key) => store.undo(key),
    reset: (key) => store.reset(key),
    clear: () => store.clear(),
    async enforce(reply, rules) {
      let retryAfterMs = 0;
      // Every rule counts the attempt, even when an earlier one already refuses it.
      for (const rule of rules) {
        const result = await store.hit(rule.key, rule.limit, rule.windowMs);
        if (!result.allowed) retryAfterMs = Math.max(retryAfterMs, result.retryAfterMs);
      }
      if (retryAfterMs > 0) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
        throw httpError(429, 'account.tooManyAttempts');
      }
    },
  };
}

async function rateLimitPlugin(app: FastifyInstance, opts: RateLimitPluginOptions): Promise<void> {
  const store =
    opts.store ??
    (opts.redisUrl
      ? redisStore({ url: opts.redisUrl, keyPrefix: opts.keyPrefix, log: app.log.child({ module: 'rate-limit' }) })
      : memoryStore());
  app.decorate('rateLimit', createRateLimiter(store));
  app.addHook('onClose', async () => {
    await store.close();
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', fastify: '5.x' });
