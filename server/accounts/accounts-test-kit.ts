import { eq } from 'drizzle-orm';
import { afterEach, expect, vi } from 'vitest';
import { mailOutbox } from '../mail/schema';
import { appPerFile } from '../test/app';
import { users } from './schema';
import { createAccountsTestApp, nextIp } from './test-app';

/**
 * What the account API test files share (they were one file of 500 lines, split by topic for
 * issue 26): one app per file with the accounts domain, emptied and its rate limits cleared
 * before each test, and the calls a test makes as a visitor.
 */
export const PASSWORD = 'Secret1!x';
export const RULE =
  'Le mot de passe doit contenir au moins 8 caractères, une majuscule, un chiffre et un caractère spécial.';
export const ORIGIN = 'http://localhost:3000';

export type Headers = Record<string, string>;

export function accountsPerFile() {
  const t = appPerFile(
    () =>
      createAccountsTestApp({}, (app) => {
        // A later domain's route: reads the current user twice in one request.
        app.get('/api/test/whoami', async (request) => {
          const first = await request.currentUser();
          const second = await request.currentUser();
          return { same: first === second, user: first };
        });
      }),
    () => t.app.rateLimit.clear(),
  );
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Waits for the work done after the answer too (reset links), so the outbox is up to date. */
  async function post(url: string, payload: unknown, headers: Headers = {}, ip = nextIp()) {
    const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
    await t.app.afterResponse.idle();
    return res;
  }
  const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

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

  return { t, post, get, register, login, signedIn, outbox };
}

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
export const tokenCookie = (token: string): Headers => ({ cookie: `token=${token}` });
export const resetTokenFrom = (text: string) => /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
