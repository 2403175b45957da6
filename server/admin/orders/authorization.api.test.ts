import { asc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../files/schema';
import { mailOutbox } from '../../mail/schema';
import { orders } from '../../orders/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { truncateAll } from '../../test/database';
import { FIXTURES, multipart } from '../../test/multipart';
import { signIn, type SignedIn } from '../test-fixtures';
import { seedOrder, uploadTranslations } from './test-fixtures';
import { tr } from '../../../core/messages';

/**
 * Every endpoint of the orders back office × every kind of caller: anonymous
 * 401, customer 403, admin 2xx with the session cookie alone (the spec's
 * client sends no bearer on PATCH and DELETE) or a bearer, and an admin who
 * signed out 401. Refused calls change nothing.
 */
let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let signedOut: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await truncateAll(t.database);
  admin = await signIn(t, 'admin@example.fr', 'admin');
  customer = await signIn(t, 'client@example.fr');
  signedOut = await signIn(t, 'ancien.admin@example.fr', 'admin');
  const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: signedOut.headers });
  expect(logout.statusCode).toBe(200);
});
afterAll(() => t.close());

/** A translation on a fresh order, uploaded by the admin, to be deleted or sent. */
async function orderWithTranslation(): Promise<{ orderId: string; fileUrl: string }> {
  const order = await seedOrder(t, { email: customer.user.email, userId: customer.user.id });
  const res = await uploadTranslations(t, order.id, admin.headers);
  expect(res.statusCode, res.body).toBe(200);
  return { orderId: order.id, fileUrl: res.json().fileUrls[0].url };
}

/** Each call builds its request (a fresh target where the admin's call consumes one). */
const ENDPOINTS: { name: string; request: () => Promise<InjectOptions>; ok: number }[] = [
  {
    name: 'GET /api/admin/orders',
    ok: 200,
    request: async () => ({ method: 'GET', url: '/api/admin/orders?status=paid&q=client&page=1' }),
  },
  {
    name: 'GET /api/admin/orders/:id',
    ok: 200,
    request: async () => ({ method: 'GET', url: `/api/admin/orders/${(await seedOrder(t)).id}` }),
  },
  {
    name: 'PATCH /api/admin/:id',
    ok: 200,
    request: async () => ({
      method: 'PATCH',
      url: `/api/admin/${(await seedOrder(t, { status: 'translated' })).id}`,
      payload: { status: 'Shipped' },
    }),
  },
  {
    name: 'DELETE /api/admin/:id (paid)',
    ok: 200,
    request: async () => ({ method: 'DELETE', url: `/api/admin/${(await seedOrder(t)).id}` }),
  },
  {
    name: 'DELETE /api/admin/:id (unpaid)',
    ok: 200,
    request: async () => ({
      method: 'DELETE',
      url: `/api/admin/${(await seedOrder(t, { status: 'pending_payment' })).id}`,
    }),
  },
  {
    name: 'POST /api/admin/upload/:id',
    ok: 200,
    request: async () => {
      const { payload, headers } = multipart([
        { field: 'fileAdmin', filename: 'traduction.pdf', content: FIXTURES.pdf() },
      ]);
      return { method: 'POST', url: `/api/admin/upload/${(await seedOrder(t)).id}`, payload, headers };
    },
  },
  {
    name: 'DELETE /api/admin/files/:id',
    ok: 200,
    request: async () => {
      const { orderId, fileUrl } = await orderWithTranslation();
      return { method: 'DELETE', url: `/api/admin/files/${orderId}`, payload: { fileUrls: [fileUrl] } };
    },
  },
  {
    name: 'POST /api/admin/send-email (translation links)',
    ok: 200,
    request: async () => {
      const { orderId, fileUrl } = await orderWithTranslation();
      return {
        method: 'POST',
        url: '/api/admin/send-email',
        payload: {
          clientEmail: customer.user.email,
          subject: 'Votre traduction',
          text: 'Bonjour',
          fileAdmin: [fileUrl],
          orderId,
        },
      };
    },
  },
];

/** What a refused call must not have changed. */
async function snapshot() {
  const db = t.database.db;
  return {
    orders: await db
      .select({ id: orders.id, status: orders.status, archivedAt: orders.archivedAt })
      .from(orders)
      .orderBy(asc(orders.id)),
    uploads: await db.select({ id: uploads.id }).from(uploads).orderBy(asc(uploads.id)),
    outbox: await db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(asc(mailOutbox.id)),
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
    const res = await t.app.inject({ ...options, headers: { ...(options.headers as object), ...headers() } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await snapshot()).toEqual(before);
  });

  it(`answers an admin with the session cookie alone (${ok})`, async () => {
    const options = await request();
    const res = await t.app.inject({ ...options, headers: { ...(options.headers as object), ...admin.headers } });
    expect(res.statusCode, res.body).toBe(ok);
  });

  it('answers an admin with a bearer token too', async () => {
    const options = await request();
    const res = await t.app.inject({
      ...options,
      headers: { ...(options.headers as object), authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode, res.body).toBe(ok);
  });
});

describe('cross-site writes', () => {
  it('refuses a status change carrying the admin cookie from another origin', async () => {
    const order = await seedOrder(t, { status: 'translated' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/${order.id}`,
      payload: { status: 'Shipped' },
      headers: { ...admin.headers, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin.headers });
    expect(detail.json().status).toBe('translated');
  });
});
