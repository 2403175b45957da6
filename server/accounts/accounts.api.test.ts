import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../mail/schema';
import type { TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { passwordResets, sessions, users } from './schema';
import { createAccountsTestApp, nextIp } from './test-app';
import { tr } from '../../core/messages';

const PASSWORD = 'Secret1!x';
const RULE = 'Le mot de passe doit contenir au moins 8 caractères, une majuscule, un chiffre et un caractère spécial.';
const ORIGIN = 'http://localhost:3000';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({}, (app) => {
    // A later domain's route: reads the current user twice in one request.
    app.get('/api/test/whoami', async (request) => {
      const first = await request.currentUser();
      const second = await request.currentUser();
      return { same: first === second, user: first };
    });
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  await t.app.rateLimit.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

type Headers = Record<string, string>;
/** Waits for the work done after the answer too (reset links), so the outbox is up to date. */
async function post(url: string, payload: unknown, headers: Headers = {}, ip = nextIp()) {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
  await t.app.afterResponse.idle();
  return res;
}
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const tokenCookie = (token: string): Headers => ({ cookie: `token=${token}` });

async function register(email: string, password = PASSWORD) {
  return post('/api/auth/register', { email, password });
}
async function login(email: string, password = PASSWORD, url = '/api/auth/login', ip = nextIp()) {
  return post(url, { email, password }, {}, ip);
}
async function signedIn(email = 'client@example.fr', role: 'user' | 'admin' = 'user'): Promise<string> {
  expect((await register(email)).statusCode).toBe(201);
  if (role === 'admin') await t.database.db.update(users).set({ role }).where(eq(users.email, email));
  const res = await login(email);
  expect(res.statusCode).toBe(200);
  return res.json().token;
}
const outbox = () => t.database.db.select().from(mailOutbox);
const resetTokenFrom = (text: string) => /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('register', () => {
  it('creates an account with a normalised e-mail and answers 201', async () => {
    const res = await register('  Client@Example.FR ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: tr('account.registered') });
    const [row] = await t.database.db.select().from(users);
    expect(row).toMatchObject({ email: 'client@example.fr', role: 'user' });
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('answers an address already registered exactly like a new one, and e-mails its owner (once an hour)', async () => {
    const first = await register('client@example.fr');
    const again = await register('CLIENT@example.fr', 'Autre1!passe');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(first.headers).sort());
    await register('client@example.fr', 'Encore1!passe');
    const mails = await outbox();
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['register-attempt', 'client@example.fr']]);
    expect(mails[0]!.text).toContain('Quelqu’un a essayé de créer un compte avec votre adresse');
    // Nothing changed: the owner's password still works, the other one does not.
    expect((await login('client@example.fr', PASSWORD)).statusCode).toBe(200);
    expect((await login('client@example.fr', 'Autre1!passe')).statusCode).toBe(401);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('refuses an invalid e-mail and a missing body in French', async () => {
    const res = await register('pas-une-adresse');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Veuillez entrer une adresse email valide.' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: nextIp() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('L’adresse email est requise.');
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['no capital', 'secret1!x'],
    ['no digit', 'Secret!!x'],
    ['no special', 'Secret12x'],
    ['a character outside the allowed set', 'Secret1!x#'],
    ['a space', 'Secret1! x'],
    ['an accented letter', 'Sécret1!x'],
  ])('refuses a password with %s, with the rule verbatim', async (_case, password) => {
    const res = await register('client@example.fr', password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: RULE });
    expect(await t.database.db.select().from(users)).toHaveLength(0);
  });
});

describe('login, me, logout', () => {
  it('opens a session: token in the body, httpOnly token cookie and a display-only user cookie', async () => {
    await register('client@example.fr');
    const res = await login(' Client@example.fr ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ email: 'client@example.fr', role: 'user' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const token = res.cookies.find((c) => c.name === 'token')!;
    expect(token).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 7 * 86_400 });
    expect(token.secure).toBeFalsy();
    const user = res.cookies.find((c) => c.name === 'user')!;
    expect(JSON.parse(decodeURIComponent(user.value))).toEqual({ email: 'client@example.fr', role: 'user' });
    expect(user.httpOnly).toBeFalsy();

    // Only the hash of the token is stored.
    const [row] = await t.database.db.select().from(sessions);
    expect(row!.tokenHash).toBe(createHash('sha256').update(body.token).digest('base64url'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 86_400_000);

    for (const headers of [tokenCookie(body.token), bearer(body.token)]) {
      const me = await get('/api/auth/me', headers);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user: { email: 'client@example.fr', role: 'user' } });
    }
  });

  it('answers 401 with one message for a wrong password and an unknown e-mail', async () => {
    await register('client@example.fr');
    for (const [email, password] of [
      ['client@example.fr', 'Wrong1!pass'],
      ['nobody@example.fr', PASSWORD],
    ]) {
      const res = await login(email!, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'E-mail ou mot de passe incorrect.' });
      expect(res.cookies).toHaveLength(0);
    }
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('is anonymous without a session: /me and /check-admin answer 401', async () => {
    for (const url of ['/api/auth/me', '/api/auth/check-admin']) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Session expirée. Veuillez vous reconnecter.' });
    }
    expect((await get('/api/auth/me', bearer('not-a-token'))).statusCode).toBe(401);
  });

  it('logout revokes the session on the server and clears both cookies', async () => {
    const token = await signedIn();
    const out = await post('/api/auth/logout', {}, { ...tokenCookie(token), origin: ORIGIN });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Déconnexion réussie.' });
    const cleared = Object.fromEntries(out.cookies.map((c) => [c.name, c]));
    expect(cleared.token).toMatchObject({ value: '', path: '/' });
    expect(cleared.user).toMatchObject({ value: '', path: '/' });
    expect(new Date(cleared.token!.expires!).getTime()).toBeLessThan(Date.now());

    const [row] = await t.database.db.select().from(sessions);
    expect(row!.revokedAt).not.toBeNull();
    // The old token is dead even if a client kept it.
    expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(401);
    const me = await get('/api/auth/me', tokenCookie(token));
    expect(me.statusCode).toBe(401);
    expect(me.cookies.map((c) => [c.name, c.value])).toEqual([
      ['token', ''],
      ['user', ''],
    ]);
  });

  it('ignores the user cookie: a forged admin claim stays anonymous', async () => {
    const forged = { cookie: `user=${encodeURIComponent(JSON.stringify({ email: 'x', role: 'admin' }))}` };
    expect((await get('/api/auth/me', forged)).statusCode).toBe(401);
    expect((await get('/api/auth/check-admin', forged)).statusCode).toBe(401);

    // Signed in as a customer, a forged admin user cookie changes nothing either.
    const token = await signedIn();
    const both = { cookie: `token=${token}; ${forged.cookie}` };
    expect((await get('/api/auth/check-admin', both)).json()).toEqual({ isAdmin: false });
    expect((await get('/api/auth/me', both)).json().user.role).toBe('user');
  });
});

describe('documentation', () => {
  it('lists every account route in the OpenAPI document', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      'register',
      'login',
      'admin/login',
      'logout',
      'me',
      'check-admin',
      'forgot-password',
      'reset-password/{token}',
    ]) {
      expect(paths).toContain(`/api/auth/${p}`);
    }
  });
});

describe('request.currentUser()', () => {
  it('looks the user up once per request and never trusts the user cookie', async () => {
    const token = await signedIn();
    const res = await get('/api/test/whoami', tokenCookie(token));
    expect(res.json()).toEqual({
      same: true,
      user: { id: expect.any(String), email: 'client@example.fr', role: 'user' },
    });
    const forged = await get('/api/test/whoami', {
      cookie: `user=${encodeURIComponent('{"email":"x","role":"admin"}')}`,
    });
    expect(forged.json()).toEqual({ same: true, user: null });
  });
});

describe('roles', () => {
  it('a role change or a deletion takes effect on the next request', async () => {
    const token = await signedIn('client@example.fr');
    expect((await get('/api/auth/check-admin', bearer(token))).json()).toEqual({ isAdmin: false });

    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'client@example.fr'));
    expect((await get('/api/auth/me', bearer(token))).json()).toEqual({
      user: { email: 'client@example.fr', role: 'admin' },
    });
    expect((await get('/api/auth/check-admin', bearer(token))).json()).toEqual({ isAdmin: true });

    const [user] = await t.database.db.select().from(users);
    await t.app.accounts.setRole(user!.id, 'user');
    expect((await get('/api/auth/me', bearer(token))).json().user.role).toBe('user');
    expect((await get('/api/auth/check-admin', bearer(token))).json()).toEqual({ isAdmin: false });

    expect(await t.app.accounts.deleteUser(user!.id)).toBe(true);
    expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('admin login: 403 for a customer account, 401 for a wrong password, a session for an admin', async () => {
    await register('client@example.fr');
    const customer = await login('client@example.fr', PASSWORD, '/api/auth/admin/login');
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: 'Accès refusé. Vous n’avez pas les droits nécessaires.' });
    expect(customer.cookies).toHaveLength(0);

    await register('admin@example.fr');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@example.fr'));
    const wrong = await login('admin@example.fr', 'Wrong1!pass', '/api/auth/admin/login');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'E-mail ou mot de passe incorrect.' });
    const ok = await login('admin@example.fr', PASSWORD, '/api/auth/admin/login');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toEqual({ email: 'admin@example.fr', role: 'admin' });
    expect((await get('/api/auth/check-admin', bearer(ok.json().token))).json()).toEqual({ isAdmin: true });
    expect(await t.database.db.select().from(sessions)).toHaveLength(1);
  });
});

describe('session lifetime', () => {
  it('a session ends after 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-02T10:00:00Z');
    vi.setSystemTime(start);
    const token = await signedIn();
    vi.setSystemTime(new Date(start.getTime() + 7 * 86_400_000 - 1000));
    expect((await get('/api/auth/me', bearer(token))).statusCode).toBe(200);
    vi.setSystemTime(new Date(start.getTime() + 7 * 86_400_000 + 1000));
    const res = await get('/api/auth/me', bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: tr('account.sessionExpired') });
  });

  it('revoking one session leaves the others; revoking all ends every one', async () => {
    const first = await signedIn();
    const second = (await login('client@example.fr')).json().token as string;
    await post('/api/auth/logout', {}, bearer(first));
    expect((await get('/api/auth/me', bearer(first))).statusCode).toBe(401);
    expect((await get('/api/auth/me', bearer(second))).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users);
    expect(await t.app.accounts.revokeAllSessions(user!.id)).toBe(1);
    expect((await get('/api/auth/me', bearer(second))).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown e-mails and mails only known accounts', async () => {
    await register('client@example.fr');
    const known = await post('/api/auth/forgot-password', { email: 'Client@Example.fr' });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.fr' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Un e-mail a été envoyé avec un lien pour réinitialiser votre mot de passe.',
      });
    }
    expect(known.body).toBe(unknown.body);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'password-reset', to: 'client@example.fr' });
    const token = resetTokenFrom(mails[0]!.text)!;
    expect(mails[0]!.text).toContain(`http://localhost:3000/reset-password/${token}`);
    expect(mails[0]!.html).toContain(`http://localhost:3000/reset-password/${token}`);
    // Stored hashed, one hour.
    const [row] = await t.database.db.select().from(passwordResets);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3_600_000);
  });

  it('resets once: rule enforced, new password works, sessions closed, link spent', async () => {
    const session = await signedIn('client@example.fr');
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    const token = resetTokenFrom((await outbox())[0]!.text)!;

    const weak = await post(`/api/auth/reset-password/${token}`, { newPassword: 'faible' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: RULE });

    const ok = await post(`/api/auth/reset-password/${token}`, { newPassword: 'Nouveau2@pass' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Mot de passe réinitialisé avec succès\u202f!' });
    expect((await get('/api/auth/me', bearer(session))).statusCode).toBe(401);
    expect((await login('client@example.fr', PASSWORD)).statusCode).toBe(401);
    expect((await login('client@example.fr', 'Nouveau2@pass')).statusCode).toBe(200);

    const again = await post(`/api/auth/reset-password/${token}`, { newPassword: 'Autre3$pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Lien de réinitialisation invalide ou expiré.' });
  });

  it('a reset lifts the lock someone put on the account with wrong guesses', async () => {
    await register('client@example.fr');
    // A distributed attack filled the account's ceiling: a browser that never signed in to it is refused.
    for (let i = 0; i < 100; i++) await t.app.rateLimit.hit('login:account:client@example.fr', 100, 60 * 60_000);
    expect((await login('client@example.fr')).statusCode).toBe(429);
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    const token = resetTokenFrom((await outbox())[0]!.text)!;
    expect((await post(`/api/auth/reset-password/${token}`, { newPassword: 'Nouveau2@pass' })).statusCode).toBe(200);
    expect((await login('client@example.fr', 'Nouveau2@pass')).statusCode).toBe(200);
  });

  it('refuses an expired, unknown, superseded or malformed link', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-02T10:00:00Z');
    vi.setSystemTime(start);
    await register('client@example.fr');
    const invalid = { message: 'Lien de réinitialisation invalide ou expiré.' };
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    const older = resetTokenFrom((await outbox())[0]!.text)!;
    await post('/api/auth/forgot-password', { email: 'client@example.fr' });
    const newest = (await outbox()).map((m) => resetTokenFrom(m.text)!).find((tk) => tk !== older)!;
    expect(newest).toBeDefined();

    // The second request replaced the first link.
    expect((await post(`/api/auth/reset-password/${older}`, { newPassword: 'Nouveau2@pass' })).json()).toEqual(invalid);

    vi.setSystemTime(new Date(start.getTime() + 3_600_000 + 1000));
    const expired = await post(`/api/auth/reset-password/${newest}`, { newPassword: 'Nouveau2@pass' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalid);

    for (const bad of ['A'.repeat(43), 'court', 'a.b']) {
      const res = await post(`/api/auth/reset-password/${bad}`, { newPassword: 'Nouveau2@pass' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid);
    }
    expect((await login('client@example.fr', PASSWORD)).statusCode).toBe(200);
  });
});

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

  it('forgot-password: 5 per hour per e-mail and per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/forgot-password', { email: `a${i}@example.fr` }, {}, ip)).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: 'z@example.fr' }, {}, ip)).statusCode).toBe(429);
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/forgot-password', { email: 'same@example.fr' })).statusCode).toBe(200);
    const res = await post('/api/auth/forgot-password', { email: 'same@example.fr' });
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
