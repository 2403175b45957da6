import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/schema';
import { catalogueItems } from '../catalogue/schema';
import { seedCatalogue } from '../catalogue/seed';
import { mailOutbox } from '../mail/schema';
import { testMessage } from '../mail/templates';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { signIn, type SignedIn } from './test-fixtures';
import { tr } from '../../core/messages';

/**
 * Every endpoint of the back office × every kind of caller: anonymous 401,
 * customer 403, admin 2xx, and an admin who signed out (session revoked) 401.
 * Refused calls change nothing.
 */
let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let signedOut: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await truncateAll(t.database);
  await seedCatalogue(t.database.db);
  admin = await signIn(t, 'admin@example.fr', 'admin');
  customer = await signIn(t, 'client@example.fr');
  signedOut = await signIn(t, 'ancien.admin@example.fr', 'admin');
  const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: signedOut.headers });
  expect(logout.statusCode).toBe(200);
});
afterAll(() => t.close());

async function failedMail(): Promise<string> {
  const row = await t.app.mail.enqueue(t.database.db, {
    kind: 'test',
    to: 'dest@example.fr',
    ...testMessage({ name: 'Test', message: 'Bonjour' }),
  });
  await t.database.db
    .update(mailOutbox)
    .set({ status: 'failed', attempts: 8, lastError: 'ECONNREFUSED' })
    .where(eq(mailOutbox.id, row.id));
  return row.id;
}

let added = 0;
/** Each call builds its request (a fresh target where the admin's call consumes one). */
const ENDPOINTS: { name: string; request: () => Promise<InjectOptions>; ok: number }[] = [
  { name: 'GET /api/admin/users', ok: 200, request: async () => ({ method: 'GET', url: '/api/admin/users' }) },
  {
    name: 'PATCH /api/users/:id',
    ok: 200,
    request: async () => {
      const target = (await t.app.accounts.register(`cible.${randomUUID()}@example.fr`, 'Secret1!pw'))!;
      return { method: 'PATCH', url: `/api/users/${target.id}`, payload: { role: 'admin' } };
    },
  },
  {
    name: 'DELETE /api/users/:id',
    ok: 200,
    request: async () => {
      const target = (await t.app.accounts.register(`cible.${randomUUID()}@example.fr`, 'Secret1!pw'))!;
      return { method: 'DELETE', url: `/api/users/${target.id}` };
    },
  },
  {
    name: 'POST /api/admin/send-email',
    ok: 200,
    request: async () => ({
      method: 'POST',
      url: '/api/admin/send-email',
      payload: { clientEmail: 'dest@example.fr', subject: 'Objet', text: 'Bonjour' },
    }),
  },
  {
    name: 'GET /api/admin/outbox',
    ok: 200,
    request: async () => ({ method: 'GET', url: '/api/admin/outbox?status=failed&page=1' }),
  },
  {
    name: 'GET /api/admin/mail-status',
    ok: 200,
    request: async () => ({ method: 'GET', url: '/api/admin/mail-status' }),
  },
  {
    name: 'GET /api/admin/outbox/:id',
    ok: 200,
    request: async () => ({ method: 'GET', url: `/api/admin/outbox/${await failedMail()}` }),
  },
  {
    name: 'POST /api/admin/outbox/:id/retry',
    ok: 200,
    request: async () => ({ method: 'POST', url: `/api/admin/outbox/${await failedMail()}/retry` }),
  },
  { name: 'GET /api/admin/catalogue', ok: 200, request: async () => ({ method: 'GET', url: '/api/admin/catalogue' }) },
  {
    name: 'PUT /api/admin/catalogue/:kind/:id',
    ok: 200,
    request: async () => ({
      method: 'PUT',
      url: '/api/admin/catalogue/delivery/dhl',
      payload: { name: 'DHL Express', price: 99.5, active: true },
    }),
  },
  {
    name: 'POST /api/admin/catalogue/:kind',
    ok: 201,
    request: async () => ({
      method: 'POST',
      url: '/api/admin/catalogue/delivery',
      payload: { name: `Coursier ${++added}`, price: 25 },
    }),
  },
];

/** What a refused call must not have changed. */
async function snapshot() {
  const db = t.database.db;
  return {
    users: await db.select({ id: users.id, role: users.role }).from(users).orderBy(asc(users.id)),
    outbox: await db
      .select({ id: mailOutbox.id, status: mailOutbox.status })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.id)),
    catalogue: await db.select().from(catalogueItems).orderBy(asc(catalogueItems.kind), asc(catalogueItems.id)),
  };
}

describe.each(ENDPOINTS)('$name', ({ request, ok }) => {
  it.each([
    ['anonymous', () => ({}), 401, tr('account.sessionExpired')],
    ['a customer', () => customer.headers, 403, tr('account.accessDenied')],
    ['an admin whose session was revoked', () => signedOut.headers, 401, tr('account.sessionExpired')],
    [
      'a forged token',
      () => ({ cookie: 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
      401,
      tr('account.sessionExpired'),
    ],
  ])('refuses %s (%i) and changes nothing', async (_who, headers, status, message) => {
    const options = await request();
    const before = await snapshot();
    const res = await t.app.inject({ ...options, headers: headers() });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await snapshot()).toEqual(before);
  });

  it(`answers an admin with the session cookie alone (${ok})`, async () => {
    const res = await t.app.inject({ ...(await request()), headers: admin.headers });
    expect(res.statusCode, res.body).toBe(ok);
  });

  it('answers an admin with a bearer token too', async () => {
    const res = await t.app.inject({ ...(await request()), headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode, res.body).toBe(ok);
  });
});

describe('cross-site writes', () => {
  it('refuses a write carrying the admin cookie from another origin', async () => {
    const target = (await t.app.accounts.register('victime@example.fr', 'Secret1!pw'))!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      payload: { role: 'admin' },
      headers: { ...admin.headers, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.accounts.findById(target.id))!.role).toBe('user');
  });
});
