import { describe, expect, it } from 'vitest';
import { nextIp } from './test-app';
import { accountsPerFile, bearer, ORIGIN, PASSWORD, tokenCookie, type Headers } from './accounts-test-kit';

// Account defences: rate limits on the account routes and refusal of cross-site writes.
const { t, post, get, register, login, signedIn } = accountsPerFile();

describe('rate limits', () => {
  it('login: the 31st failure from one address in 15 minutes, whatever the accounts, gets 429 with Retry-After', async () => {
    await register('client@example.fr');
    const ip = nextIp();
    for (let i = 0; i < 2; i++)
      expect((await login(`nobody${i}@example.fr`, 'Wrong1!pass', '/api/auth/login', ip)).statusCode).toBe(401);
    // The other 28 failures, counted without 28 password hashes.
    for (let i = 0; i < 28; i++) await t.app.rateLimit.hit(`login:ip:${ip}`, 30, 15 * 60_000);
    // Even the right password, and through the admin form: the address is blocked.
    for (const url of ['/api/auth/login', '/api/auth/admin/login']) {
      const res = await login('client@example.fr', PASSWORD, url, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // Another address is not affected.
    expect((await login('client@example.fr')).statusCode).toBe(200);
  });

  it('login: one account gets 10 failures in 15 minutes from one address; its owner elsewhere still signs in', async () => {
    await register('client@example.fr');
    const attacker = nextIp();
    for (let i = 0; i < 2; i++)
      expect((await login('client@example.fr', 'Wrong1!pass', '/api/auth/login', attacker)).statusCode).toBe(401);
    for (let i = 0; i < 8; i++) await t.app.rateLimit.hit(`login:pair:${attacker}:client@example.fr`, 10, 15 * 60_000);
    expect((await login('client@example.fr', PASSWORD, '/api/auth/login', attacker)).statusCode).toBe(429);
    expect((await login('client@example.fr', PASSWORD)).statusCode).toBe(200);
  });

  it('forgot-password: 5 per hour per client address (never per e-mail: request-repeats.api.test.ts)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/forgot-password', { email: `a${i}@example.fr` }, {}, ip)).statusCode).toBe(200);
    const res = await post('/api/auth/forgot-password', { email: 'z@example.fr' }, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(15 * 60);
  });

  it('register: 10 per hour per address', async () => {
    await register('taken@example.fr');
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect(
        (await post('/api/auth/register', { email: 'taken@example.fr', password: PASSWORD }, {}, ip)).statusCode,
      ).toBe(201);
    expect((await post('/api/auth/register', { email: 'new@example.fr', password: PASSWORD }, {}, ip)).statusCode).toBe(
      429,
    );
  });
});

describe('cross-site writes', () => {
  const refused = { message: 'Requête refusée (origine non autorisée).' };

  it('refuses a cookie-authenticated write from a foreign Origin or Referer', async () => {
    const token = await signedIn();
    const foreign: Headers[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const res = await post('/api/auth/logout', {}, { ...tokenCookie(token), ...headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    // Any state-changing route, not only the account ones.
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/services/checkout',
      payload: {},
      headers: { ...tokenCookie(token), origin: 'https://evil.example' },
    });
    expect(checkout.statusCode).toBe(403);
    expect((await get('/api/auth/me', tokenCookie(token))).statusCode).toBe(200);
  });

  it('accepts the same origin, bearer calls, and clients that send neither header', async () => {
    let n = 0;
    const forgot = (headers: Headers) =>
      post('/api/auth/forgot-password', { email: `client${n++}@example.fr` }, headers);
    const token = await signedIn();
    expect((await forgot({ ...tokenCookie(token), origin: ORIGIN })).statusCode).toBe(200);
    expect((await forgot({ ...tokenCookie(token), referer: `${ORIGIN}/forgot-password` })).statusCode).toBe(200);
    expect((await forgot({ ...tokenCookie(token), origin: 'http://localhost:80' })).statusCode).toBe(200);
    expect((await forgot(tokenCookie(token))).statusCode).toBe(200);
    expect((await forgot({ ...tokenCookie(token), ...bearer(token), origin: 'https://evil.example' })).statusCode).toBe(
      200,
    );
    // Without the session cookie there is nothing to forge.
    expect((await forgot({ origin: 'https://evil.example' })).statusCode).toBe(200);
    // The Stripe webhook is exempt (signed, called by Stripe).
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', ...tokenCookie(token), origin: 'https://evil.example' },
    });
    expect(webhook.statusCode).not.toBe(403);
  });
});
