import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCRYPT } from './passwords';
import { sessions, users } from './schema';
import { nextIp } from './test-app';
import { tr } from '../../core/messages';
import { accountsPerFile, bearer, ORIGIN, PASSWORD, RULE, tokenCookie } from './accounts-test-kit';

// Accounts: registration, sessions, roles. Password resets and the defences (rate limits,
// cross-site writes) have their own files.
const { t, post, get, register, login, signedIn, outbox } = accountsPerFile();

describe('register', () => {
  it('creates an account with a normalised e-mail and answers 201', async () => {
    const res = await register('  Client@Example.FR ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: tr('account.registered') });
    const [row] = await t.database.db.select().from(users);
    expect(row).toMatchObject({ email: 'client@example.fr', role: 'user' });
    // The cost of the run (server/test/low-cost-hashing.ts); production's is asserted in passwords.test.ts.
    expect(row!.passwordHash).toMatch(
      new RegExp(`^scrypt\\$${DEFAULT_SCRYPT.N}\\$8\\$1\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`),
    );
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
