import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { mailOutbox } from '../mail/schema';
import type { TestApp } from '../test/app';

/** The chat's tests run at any hour. */
export const ALWAYS_OPEN = { CHAT_OPEN_HOURS: 'mon-sun 00:00-24:00' };

/** Sockets opened by a test file; close them after each test with `closeSockets()`. */
const sockets: Socket[] = [];
export function closeSockets() {
  while (sockets.length) sockets.pop()!.disconnect();
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A socket with the given cookies; resolves once connected, rejects with the server's refusal. */
export function open(
  url: string,
  cookie: string,
  namespace = '',
  extraHeaders: Record<string, string> = {},
  auth: Record<string, unknown> = {},
): Promise<Socket> {
  const socket = connectClient(`${url}${namespace}`, {
    auth,
    transports: ['websocket'],
    extraHeaders: { ...(cookie ? { cookie } : {}), ...extraHeaders },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

export const call = <T = Record<string, unknown>>(socket: Socket, event: string, payload?: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<{ ok: boolean; error?: string } & T>;

export const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

/** A guest's cookie, as the widget gets it from POST /api/chat/session (from `ip` when given). */
export async function guestCookie(t: TestApp, ip?: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat/session', ...(ip ? { remoteAddress: ip } : {}) });
  expect(res.statusCode).toBe(200);
  const c = res.cookies.find((x) => x.name === 'guestId')!;
  expect(c.httpOnly).toBe(true);
  expect(c.maxAge).toBe(30 * 86_400);
  return `guestId=${encodeURIComponent(c.value)}`;
}

export const mailsOfKind = async (t: TestApp, kind: string) =>
  (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.kind, kind)))[0]!.n;

/** Polls until `check` passes (or throws its last failure after `ms`). */
export async function eventually<T>(check: () => Promise<T> | T, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export async function redisReachable(url = REDIS_URL): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const u = new URL(url);
    const socket = connect(Number(u.port || 6379), u.hostname);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** The token of the last chat e-mail of `kind` to `to` whose link has `path` (/chat/reprendre/, /chat/confirmer/). */
export async function linkTokenIn(t: TestApp, kind: string, to: string, path: string): Promise<string> {
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  const mail = mails.filter((m) => m.to === to).at(-1);
  expect(mail, `no ${kind} e-mail to ${to}`).toBeDefined();
  return new RegExp(`${path.replace(/\//g, '\\/')}([A-Za-z0-9_-]{43})`).exec(mail!.text)![1]!;
}

/** What a page's form post sends: same origin, and the page's Strict cookie when given. */
export const SAME_ORIGIN = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } as const;

/** The guest confirms their address with the link mailed to it (issue 29), as the page's button does. */
export async function confirmContact(t: TestApp, email: string): Promise<void> {
  const token = await linkTokenIn(t, 'chat-confirm-email', email, '/chat/confirmer/');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/chat/confirm-email/${token}`,
    headers: { ...SAME_ORIGIN, accept: 'application/json' },
  });
  expect(res.statusCode).toBe(200);
}
