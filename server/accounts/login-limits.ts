import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../plugins/error-handler';
import type { RateLimiter } from '../plugins/rate-limit';
import { COOKIE_MAX_AGE_S } from '../../core/cookie-lifetimes';

/**
 * Sign-in limits (decision 016). Only failed attempts count, on three counters:
 * - one account from one address: N per 15 minutes (LOGIN_ATTEMPTS_PER_15_MIN, default 10):
 *   brute force from one place stops there, and blocks nobody else;
 * - one address, any account: 3N per 15 minutes (password spraying);
 * - one account from anywhere: 10N per hour, a slower ceiling against distributed guessing,
 *   which a browser that has already signed in to the account does not hit (known-device cookie),
 *   so an attacker elsewhere cannot keep the owner out.
 * Every attempt is counted before the password is checked (parallel guesses cannot slip through)
 * and taken back when it succeeds.
 */
const MINUTE = 60_000;
export const DEVICE_COOKIE = 'knownDevice';
const DEVICE_MAX_AGE_S = COOKIE_MAX_AGE_S.knownDevice;
const DEVICES_KEPT = 5;

export interface LoginLimits {
  perAccountAndAddress: number;
  perAddress: number;
  perAccount: number;
}

export function loginLimits(attemptsPer15Min: number): LoginLimits {
  return {
    perAccountAndAddress: attemptsPer15Min,
    perAddress: 3 * attemptsPer15Min,
    perAccount: 10 * attemptsPer15Min,
  };
}

export const loginKeys = (address: string, email: string) => ({
  pair: `login:pair:${address}:${email}`,
  address: `login:ip:${address}`,
  account: `login:account:${email}`,
});

/** The mark a browser keeps for an account it signed in to: an HMAC of the account's id. */
function deviceMark(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`known-device:${userId}`).digest('base64url').slice(0, 22);
}

function marksOf(request: FastifyRequest): string[] {
  const raw = request.cookies?.[DEVICE_COOKIE] ?? '';
  return raw
    .split('.')
    .filter((m) => /^[A-Za-z0-9_-]{22}$/.test(m))
    .slice(0, DEVICES_KEPT);
}

export function isKnownDevice(request: FastifyRequest, secret: string, userId: string | null): boolean {
  if (!userId) return false;
  const expected = Buffer.from(deviceMark(secret, userId));
  return marksOf(request).some((m) => timingSafeEqual(Buffer.from(m), expected));
}

/** Remembers, in this browser, that it signed in to this account (newest first, a few accounts at most). */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
  userId: string,
  secure: boolean,
): void {
  const mark = deviceMark(secret, userId);
  const marks = [mark, ...marksOf(request).filter((m) => m !== mark)].slice(0, DEVICES_KEPT);
  reply.setCookie(DEVICE_COOKIE, marks.join('.'), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_MAX_AGE_S,
  });
}

/**
 * Counts the attempt on the three counters and refuses it (429) when one is over; the account
 * ceiling does not apply to a known device. Returns a function taking the attempt back.
 */
export async function countLoginAttempt(
  limiter: RateLimiter,
  reply: FastifyReply,
  input: { address: string; email: string; knownDevice: boolean; limits: LoginLimits },
): Promise<{ succeeded(): Promise<void> }> {
  const keys = loginKeys(input.address, input.email);
  const [pair, address, account] = await Promise.all([
    limiter.hit(keys.pair, input.limits.perAccountAndAddress, 15 * MINUTE),
    limiter.hit(keys.address, input.limits.perAddress, 15 * MINUTE),
    limiter.hit(keys.account, input.limits.perAccount, 60 * MINUTE),
  ]);
  const blocking = [pair, address, ...(input.knownDevice ? [] : [account])].filter((r) => !r.allowed);
  if (blocking.length > 0) {
    const retryAfterMs = Math.max(...blocking.map((r) => r.retryAfterMs));
    reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    throw httpError(429, 'account.tooManyAttempts');
  }
  return {
    async succeeded() {
      // A success is not an attempt to count; the failures before it from here are forgiven.
      await Promise.all([limiter.reset(keys.pair), limiter.undo(keys.address), limiter.undo(keys.account)]);
    },
  };
}
