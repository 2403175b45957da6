import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../accounts/schema';
import { orders } from '../../orders/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { truncateAll } from '../../test/database';
import { insertOrder, signIn, type SignedIn } from '../test-fixtures';
import { changeUserRole, deleteUserAccount } from './service';
import { tr } from '../../../core/messages';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  admin = await signIn(t, 'admin@example.fr', 'admin');
});

const setRole = (who: SignedIn, id: string, role: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload: { role }, headers: who.headers });
const remove = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: who.headers });
const me = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers });
const adminList = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/admin/users', headers: who.headers });
const roleOf = async (id: string) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('GET /api/admin/users', () => {
  it('lists every account with id, email, role and creation date, oldest first', async () => {
    const client = await signIn(t, 'client@example.fr');
    const res = await adminList(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: admin.user.id,
        email: 'admin@example.fr',
        role: 'admin',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      { id: client.user.id, email: 'client@example.fr', role: 'user', createdAt: expect.any(String) },
    ]);
  });
});

describe('PATCH /api/users/:id', () => {
  it('promotes a customer, whose existing session is admin on its next request', async () => {
    const client = await signIn(t, 'client@example.fr');
    expect((await adminList(client)).statusCode).toBe(403);
    const res = await setRole(admin, client.user.id, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: tr('adminUser.roleUpdated'),
      user: { id: client.user.id, role: 'admin' },
    });
    expect((await adminList(client)).statusCode).toBe(200);
  });

  it('demotes another admin, who loses access on the next request', async () => {
    const other = await signIn(t, 'second@example.fr', 'admin');
    expect((await setRole(admin, other.user.id, 'user')).statusCode).toBe(200);
    expect(await roleOf(other.user.id)).toBe('user');
    const res = await adminList(other);
    expect(res.statusCode).toBe(403);
    // Still signed in, as a customer.
    expect((await me(other)).json()).toEqual({ user: { email: 'second@example.fr', role: 'user' } });
  });

  it('refuses to let an admin demote themself, even with other admins around', async () => {
    await signIn(t, 'second@example.fr', 'admin');
    const res = await setRole(admin, admin.user.id, 'user');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: tr('adminUser.selfDemote') });
    expect(await roleOf(admin.user.id)).toBe('admin');
  });

  it('never demotes the last admin (an actor demoted meanwhile cannot take the last one down)', async () => {
    const other = await signIn(t, 'second@example.fr', 'admin');
    expect((await setRole(admin, other.user.id, 'user')).statusCode).toBe(200);
    // `other` acted on a stale view of its own role: the locked count still refuses.
    await expect(changeUserRole(t.database.db, other.user, admin.user.id, 'user')).rejects.toMatchObject({
      statusCode: 409,
      message: tr('adminUser.lastAdminDemote'),
    });
    expect(await roleOf(admin.user.id)).toBe('admin');
  });

  it('leaves exactly one admin when two admins demote each other at once', async () => {
    const other = await signIn(t, 'second@example.fr', 'admin');
    const answers = await Promise.all([setRole(admin, other.user.id, 'user'), setRole(other, admin.user.id, 'user')]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => [200, 403, 409].includes(c))).toBe(true);
    expect(await t.database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });

  it('changes nothing when the role is already the one asked', async () => {
    const res = await setRole(admin, admin.user.id, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it.each([
    ['superadmin', tr('adminUser.roleInvalid')],
    [undefined, tr('adminUser.roleInvalid')],
    [1, tr('adminUser.roleInvalid')],
  ])('refuses the role %j with a French 400', async (role, message) => {
    const client = await signIn(t, 'client@example.fr');
    const res = await setRole(admin, client.user.id, role);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'pas-un-uuid', "1' or '1'='1"])(
    'answers 404 for the unknown id %j',
    async (id) => {
      const res = await setRole(admin, encodeURIComponent(id), 'admin');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: tr('adminUser.notFound') });
    },
  );
});

describe('DELETE /api/users/:id', () => {
  it('deletes the account, signs it out and keeps its orders with the customer e-mail', async () => {
    const client = await signIn(t, 'client@example.fr');
    const linked = [
      await insertOrder(t, 'client@example.fr', client.user.id),
      await insertOrder(t, 'client@example.fr', client.user.id),
    ];
    const someoneElse = await insertOrder(t, 'autre@example.fr', admin.user.id);
    expect((await me(client)).statusCode).toBe(200);

    const res = await remove(admin, client.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: tr('adminUser.deleted'), ordersKept: 2 });

    expect(await t.database.db.select().from(users).where(eq(users.id, client.user.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, client.user.id))).toEqual([]);
    expect((await me(client)).statusCode).toBe(401);
    const rows = await t.database.db.select().from(orders);
    expect(rows).toHaveLength(3);
    for (const id of linked) {
      expect(rows.find((o) => o.id === id)).toMatchObject({
        userId: null,
        customerEmail: 'client@example.fr',
        totalCents: 3000,
      });
    }
    expect(rows.find((o) => o.id === someoneElse)!.userId).toBe(admin.user.id);
  });

  it('deletes another admin when one remains', async () => {
    const other = await signIn(t, 'second@example.fr', 'admin');
    expect((await remove(admin, other.user.id)).statusCode).toBe(200);
    expect((await adminList(other)).statusCode).toBe(401);
  });

  it('refuses to let an admin delete themself', async () => {
    await signIn(t, 'second@example.fr', 'admin');
    const res = await remove(admin, admin.user.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: tr('adminUser.selfDelete') });
    expect(await roleOf(admin.user.id)).toBe('admin');
  });

  it('never deletes the last admin', async () => {
    const other = await signIn(t, 'second@example.fr', 'admin');
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, other.user.id));
    await expect(deleteUserAccount(t.database.db, other.user, admin.user.id)).rejects.toMatchObject({
      statusCode: 409,
      message: tr('adminUser.lastAdminDelete'),
    });
    expect(await roleOf(admin.user.id)).toBe('admin');
  });

  it('answers 404 for an unknown account', async () => {
    const res = await remove(admin, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: tr('adminUser.notFound') });
  });
});
