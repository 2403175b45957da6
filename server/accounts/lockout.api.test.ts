import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from './login-limits';
import { createAccountsTestApp, nextIp } from './test-app';
import { appPerFile } from '../test/app';

/** Decision 016: brute force stays blocked, but nobody elsewhere can keep the owner out. */
const t = appPerFile(
  async () => createAccountsTestApp(),
  async () => {
    await t.app.rateLimit.clear();
    await t.app.accounts.register('owner@example.fr', PASSWORD);
  },
);

const PASSWORD = 'Owner123!';
const login = (password: string, ip: string, cookie?: string, url = '/api/auth/login') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: { email: 'owner@example.fr', password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!.split(';')[0]!;

describe('sign-in limits', () => {
  it('never counts successful sign-ins', async () => {
    const ip = nextIp();
    for (let i = 0; i < 12; i++) expect((await login(PASSWORD, ip)).statusCode).toBe(200);
    // And failures before a success are forgiven for that address.
    for (let i = 0; i < 3; i++) expect((await login('Wrong1!pass', ip)).statusCode).toBe(401);
    expect((await login(PASSWORD, ip)).statusCode).toBe(200);
  });

  it('blocks guessing from one address, while the owner signs in from theirs', async () => {
    const attacker = nextIp();
    for (let i = 0; i < 3; i++) expect((await login('Wrong1!pass', attacker)).statusCode).toBe(401);
    for (let i = 0; i < 7; i++) await t.app.rateLimit.hit(`login:pair:${attacker}:owner@example.fr`, 10, 15 * 60_000);
    const blocked = await login(PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(PASSWORD, nextIp())).statusCode).toBe(200);
    // The admin form shares the counters.
    expect((await login(PASSWORD, attacker, undefined, '/api/auth/admin/login')).statusCode).toBe(429);
  });

  it('under a distributed attack, stops new browsers at the account ceiling but lets in one that signed in before', async () => {
    const earlier = await login(PASSWORD, nextIp());
    const device = deviceCookieOf(earlier);
    // A hundred failures from a hundred addresses in the hour (counted directly: no 100 password hashes).
    for (let i = 0; i < 2; i++) expect((await login('Wrong1!pass', nextIp())).statusCode).toBe(401);
    for (let i = 0; i < 98; i++) await t.app.rateLimit.hit('login:account:owner@example.fr', 100, 60 * 60_000);
    expect((await login('Wrong1!pass', nextIp())).statusCode).toBe(429);
    expect((await login(PASSWORD, nextIp())).statusCode).toBe(429);
    // The owner's own browser, from a new address: in.
    expect((await login(PASSWORD, nextIp(), device)).statusCode).toBe(200);
    // A forged or foreign mark does not help.
    expect((await login(PASSWORD, nextIp(), `${DEVICE_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA`)).statusCode).toBe(429);
  });
});
