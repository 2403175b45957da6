import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { ownRedis } from '../support/redis-server';
import { ADMIN, openChat, sendFromPanel } from './chat-helpers';
import { gotoHydrated } from './helpers';
import { signInAdmin } from './fixtures';

/**
 * Two production instances on one PostgreSQL database and one Redis (started here, on its own
 * port; the machine's Redis is never touched), then that Redis stops and comes back.
 */
const PG_ADMIN_URL = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BASE_PORT = Number(process.env.E2E_PORT ?? 3310);
const REDIS_PORT = Number(process.env.E2E_REDIS_PORT ?? 6391);

interface Instance {
  url: string;
  child: ChildProcess;
  log: string[];
  exited: () => boolean;
}

function startInstance(port: number, env: Record<string, string>): Instance {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tr-outage-')),
      LOG_LEVEL: 'info',
      PAYMENT_PROVIDER: 'demo',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CHAT_OPEN_HOURS: 'mon-sun 00:00-24:00',
      CHAT_GUESTS_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout!.on('data', (d: Buffer) => log.push(...d.toString().split('\n').filter(Boolean)));
  child.stderr!.on('data', (d: Buffer) => log.push(...d.toString().split('\n').filter(Boolean)));
  return { url, child, log, exited: () => child.exitCode !== null || child.signalCode !== null };
}

async function readiness(url: string): Promise<{ status: string; redis?: string } | null> {
  try {
    const res = await fetch(`${url}/readyz`);
    return res.ok ? ((await res.json()) as { status: string; redis?: string }) : null;
  } catch {
    return null;
  }
}

const redisOf = async (i: Instance) => (await readiness(i.url))?.redis;

test('two instances on one Redis: a Redis outage leaves both up with their own chat, and they join up again without a restart, losing no acknowledged message', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const redis = ownRedis(REDIS_PORT);
  const database = `e2e_outage_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const dbUrl = new URL(PG_ADMIN_URL);
  dbUrl.pathname = `/${database}`;
  const shared = {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redis.url,
    REDIS_CHAT_CHANNEL: `e2e:outage:${database}`,
    // Both instances sign the same cookies.
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
  const instances: Instance[] = [];
  try {
    await redis.start();
    const a = startInstance(BASE_PORT + 5, shared);
    instances.push(a);
    const b = startInstance(BASE_PORT + 6, shared);
    instances.push(b);
    await expect
      .poll(async () => [(await readiness(a.url))?.status, (await readiness(b.url))?.status], { timeout: 60_000 })
      .toEqual(['ready', 'ready']);
    await expect
      .poll(async () => [await redisOf(a), await redisOf(b)], { timeout: 10_000 })
      .toEqual(['connected', 'connected']);

    // A visitor on instance A; the translator's inbox on B (and another on A). Cookies are per host, so one sign-in serves both.
    const visitorContext = await browser.newContext();
    await visitorContext.addCookies([{ name: 'cookieConsent', value: 'essential', url: a.url }]);
    const visitor = await visitorContext.newPage();
    const adminContext = await browser.newContext();
    await adminContext.addCookies([{ name: 'cookieConsent', value: 'essential', url: a.url }]);
    const inboxB = await adminContext.newPage();
    await signInAdmin(inboxB.request, ADMIN, b.url);
    await gotoHydrated(inboxB, `${b.url}/admin/dashboard`);
    const inboxA = await adminContext.newPage();
    await gotoHydrated(inboxA, `${a.url}/admin/dashboard`);

    await gotoHydrated(visitor, `${a.url}/`);
    await openChat(visitor);
    await sendFromPanel(visitor, 'Bonjour depuis A, avant la panne');
    const rowB = inboxB.getByTestId('conversation').filter({ hasText: 'avant la panne' });
    await expect(rowB).toBeVisible();
    await rowB.getByRole('button').first().click();
    await expect(inboxB.getByTestId('visitor-message').filter({ hasText: 'avant la panne' })).toBeVisible();

    // Redis stops.
    await redis.stop();
    await expect
      .poll(async () => [await redisOf(a), await redisOf(b)], { timeout: 10_000 })
      .toEqual(['unavailable', 'unavailable']);
    for (const i of [a, b]) {
      expect((await fetch(`${i.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${i.url}/faq`)).status).toBe(200);
      expect((await fetch(`${i.url}/readyz`)).status).toBe(200);
    }
    // Within instance A: acknowledged, and live in A's inbox.
    const duringOutage = ['Pendant la panne 1', 'Pendant la panne 2', 'Pendant la panne 3'];
    for (const text of duringOutage) await sendFromPanel(visitor, text);
    await expect(inboxA.getByTestId('conversation').filter({ hasText: 'Pendant la panne 3' })).toBeVisible();
    // Within instance B: another guest, live in B's inbox.
    const guestContext = await browser.newContext();
    await guestContext.addCookies([{ name: 'cookieConsent', value: 'essential', url: b.url }]);
    const guestB = await guestContext.newPage();
    await gotoHydrated(guestB, `${b.url}/`);
    await openChat(guestB);
    await sendFromPanel(guestB, 'Bonjour depuis B, pendant la panne');
    await expect(inboxB.getByTestId('conversation').filter({ hasText: 'depuis B, pendant la panne' })).toBeVisible();
    // Nothing crossed over meanwhile (Redis carries that).
    await expect(inboxB.getByTestId('visitor-message').filter({ hasText: 'Pendant la panne 1' })).toHaveCount(0);

    // Redis is back: the instances join up by themselves.
    const restartedAt = Date.now();
    await redis.start();
    await expect
      .poll(async () => [await redisOf(a), await redisOf(b)], { timeout: 15_000, intervals: [100] })
      .toEqual(['connected', 'connected']);
    const linkedMs = Date.now() - restartedAt;
    // What A acknowledged during the outage reaches B's open conversation without a reload (resync).
    for (const text of duringOutage)
      await expect(inboxB.getByTestId('visitor-message').filter({ hasText: text })).toBeVisible({ timeout: 10_000 });
    await expect(inboxA.getByTestId('conversation').filter({ hasText: 'depuis B, pendant la panne' })).toBeVisible({
      timeout: 10_000,
    });
    const lost = [];
    for (const text of duringOutage)
      if ((await inboxB.getByTestId('visitor-message').filter({ hasText: text }).count()) === 0) lost.push(text);
    // And live across instances again.
    await sendFromPanel(visitor, 'Après la panne');
    await expect(inboxB.getByTestId('visitor-message').filter({ hasText: 'Après la panne' })).toBeVisible();
    const liveMs = Date.now() - restartedAt;

    test.info().annotations.push({
      type: 'redis-rejoin',
      description: `Redis link back on both instances ${linkedMs} ms after restart; cross-instance message delivered ${liveMs} ms after restart; acknowledged messages lost: ${lost.length}`,
    });
    console.log(
      `[outage] link back after ${linkedMs} ms, live across instances after ${liveMs} ms, acknowledged messages lost: ${lost.length}`,
    );
    expect(lost).toEqual([]);

    for (const i of [a, b]) {
      expect(i.exited(), `instance ${i.url} exited:\n${i.log.slice(-20).join('\n')}`).toBe(false);
      // The adapter's rejections were caught where they happen, not only by the process guard.
      expect(i.log.filter((l) => /unhandled|uncaught/i.test(l))).toEqual([]);
      expect(i.log.some((l) => l.includes('Redis unreachable'))).toBe(true);
    }
    await visitorContext.close();
    await adminContext.close();
    await guestContext.close();
  } finally {
    for (const i of instances) {
      if (!i.exited()) {
        const gone = new Promise((r) => i.child.once('exit', r));
        i.child.kill('SIGTERM');
        await Promise.race([gone, new Promise((r) => setTimeout(r, 12_000))]);
        if (!i.exited()) i.child.kill('SIGKILL');
      }
    }
    await redis.stop();
    await admin.query(`drop database if exists "${database}" with (force)`).catch(() => undefined);
    await admin.end();
  }
});
