import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../requests/test-helpers';
import { createTestApp } from '../test/app';
import { truncateAll } from '../test/database';
import {
  ALWAYS_OPEN,
  call,
  closeSockets,
  guestCookie,
  listen,
  next,
  open,
  REDIS_URL,
  redisReachable,
} from './test-helpers';

// Two server instances sharing Redis: a visitor on one, the admin on the other.
afterEach(() => closeSockets());

const machineRedis = await redisReachable();
if (!machineRedis && process.env.CI)
  throw new Error(`Redis is not reachable at ${REDIS_URL} (needed by the chat's multi-instance test in CI)`);

describe.skipIf(!machineRedis)('two instances sharing Redis', () => {
  it('a visitor on instance A and the admin on instance B talk live', async () => {
    const env = { ...ALWAYS_OPEN, REDIS_URL, REDIS_CHAT_CHANNEL: `test:chat:${randomBytes(6).toString('hex')}` };
    const a = await createTestApp(env);
    // Instance B works on the same database, as two real instances would.
    const b = await createTestApp(env, { database: a.database });
    try {
      await truncateAll(a.database);
      const [urlA, urlB] = [await listen(a), await listen(b)];
      const adminCookie = (await signIn(b.app, 'admin@example.fr', 'admin')).headers.cookie;
      const guest = await open(urlA, await guestCookie(a));
      const admin = await open(urlB, adminCookie, '/admin');
      const arrived = next<{ content: string; conversationId: string }>(admin, 'message:new');
      await call(guest, 'visitor:send', { content: 'Bonjour depuis A' });
      const message = await arrived;
      expect(message.content).toBe('Bonjour depuis A');
      const reply = next<{ content: string }>(guest, 'message:new');
      await call(admin, 'admin:send', { conversationId: message.conversationId, content: 'Réponse depuis B' });
      expect((await reply).content).toBe('Réponse depuis B');
    } finally {
      closeSockets();
      await b.close();
      await a.close();
    }
  });
});
