import type { createAdapter as CreateAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { lazyRequire } from '../lazy-require';

// Loaded only with REDIS_URL (see lazy-require.ts).
const ioredis = lazyRequire<typeof import('ioredis')>('ioredis');
const redisAdapter = lazyRequire<{ createAdapter: typeof CreateAdapter }>('@socket.io/redis-adapter');

export type RedisChatState = 'off' | 'connected' | 'unavailable';

/**
 * The Redis side of the chat (Socket.IO Redis adapter), built so that a Redis
 * outage degrades the chat instead of the site (decision 015):
 *
 * - nothing awaits the connection: the server starts, and serves, without Redis;
 * - the subscriber retries forever and keeps its subscriptions (ioredis
 *   resubscribes on reconnection), so an instance rejoins without a restart;
 * - the publisher fails fast (no offline queue) and every failure is caught: the
 *   adapter publishes and then delivers locally, ignoring publish's promise, so
 *   an unhandled rejection there used to end the process;
 * - when a client comes back after an outage, `onRejoin` says so: the chat then
 *   tells its sockets to resync (visitors re-run their hello, admins reload the
 *   inbox) and whatever was stored meanwhile on another instance is shown.
 */
export function chatRedisLink(opts: {
  url: string;
  channel: string;
  log: FastifyBaseLogger;
  /** 'subscriber': this instance may have missed others' messages; 'publisher': others may have missed this one's. */
  onRejoin: (side: 'subscriber' | 'publisher', outageMs: number) => void;
  /** Socket.IO's wait for other instances' answers (fetchSockets). */
  requestsTimeoutMs?: number;
}) {
  const { log } = opts;
  // Back within a second of Redis being reachable again.
  const retryStrategy = (times: number) => Math.min(200 * times, 1000);
  const { Redis: RedisClient } = ioredis();
  const pub = new RedisClient(opts.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    retryStrategy,
  });
  const sub = new RedisClient(opts.url, {
    maxRetriesPerRequest: null,
    connectTimeout: 2_000,
    retryStrategy,
    autoResubscribe: true,
  });

  let down: number | null = null;
  let lastError = 0;
  const lost = (why: string, err?: unknown) => {
    if (down === null) {
      down = Date.now();
      log.warn(
        { error: err ? String((err as Error).message ?? err) : why },
        'Redis unreachable: the live chat works within this instance only until it is back',
      );
    } else if (err && Date.now() - lastError > 60_000) {
      lastError = Date.now();
      log.warn({ error: String((err as Error).message ?? err) }, 'Redis still unreachable');
    }
  };
  // The subscriber has missed everything published before it first connects; the publisher has not.
  const missed = { subscriber: true, publisher: false };
  const since = { subscriber: Date.now(), publisher: Date.now() };
  const watch = (client: Redis, side: 'subscriber' | 'publisher') => {
    client.on('error', (err: unknown) => lost(side, err));
    client.on('close', () => {
      if (!missed[side]) {
        missed[side] = true;
        since[side] = Date.now();
      }
      lost(side);
    });
    client.on('ready', () => {
      if (pub.status === 'ready' && sub.status === 'ready' && down !== null) {
        log.info({ outageMs: Date.now() - down }, 'Redis reachable again: the chat instances are joined up');
        down = null;
      }
      if (missed[side]) {
        missed[side] = false;
        const outage = Date.now() - since[side];
        // Redis answers in order: once this PING is answered, the resubscriptions sent before it are in force.
        client.ping().then(
          () => opts.onRejoin(side, outage),
          () => {
            missed[side] = true;
          },
        );
      }
    });
  };
  watch(pub, 'publisher');
  watch(sub, 'subscriber');

  // The adapter never looks at these promises: catch every one of them here.
  const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
  (pub as unknown as { publish: typeof publish }).publish = (...args: unknown[]) => {
    const sent = publish(...args);
    sent.catch((err: unknown) => {
      if (!missed.publisher) {
        missed.publisher = true;
        since.publisher = Date.now();
      }
      lost('publish', err);
    });
    return sent;
  };
  for (const name of ['psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe'] as const) {
    const original = (sub[name] as (...args: unknown[]) => Promise<unknown>).bind(sub);
    (sub as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const done = original(...args);
      done.catch((err: unknown) => lost(name, err));
      return done;
    };
  }

  const adapter = redisAdapter().createAdapter(pub, sub, {
    key: opts.channel,
    requestsTimeout: opts.requestsTimeoutMs ?? 3_000,
  });

  return {
    adapter,
    state(): RedisChatState {
      return pub.status === 'ready' && sub.status === 'ready' ? 'connected' : 'unavailable';
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}
