import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { signIn } from './test-helpers';

let t: TestApp;
type Who = 'anonymous' | 'customer' | 'admin';
const callers = {} as Record<Who, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  await truncateAll(t.database);
  callers.anonymous = {};
  callers.customer = (await signIn(t.app, 'client@example.fr')).headers;
  callers.admin = (await signIn(t.app, 'admin@example.fr', 'admin')).headers;
  for (const subject of ['Délai', 'Tarif']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Nadia',
        email: 'nadia@example.fr',
        subject,
        message: `Question sur le ${subject.toLowerCase()}`,
      },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
  }
  const support = await t.app.inject({
    method: 'POST',
    url: '/api/support',
    payload: {
      email: 'karim@example.fr',
      subject: 'Fichier illisible',
      message: 'Le PDF ne s’ouvre pas.',
      orderReference: 'tr-7k3f9q2m',
    },
    remoteAddress: nextIp(),
  });
  expect(support.statusCode).toBe(200);
});
afterAll(() => t.close());
beforeEach(() => t.app.rateLimit.clear());

const call = (who: Who, method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: callers[who], ...(payload ? { payload } : {}) });

describe('admin inbox (contact and support messages)', () => {
  it.each([
    ['anonymous', 401],
    ['customer', 403],
    ['admin', 200],
  ] as [Who, number][])('is for admins only (%s → %i)', async (who, status) => {
    for (const url of ['/api/admin/inbox/counts', '/api/admin/inbox/contact', '/api/admin/inbox/support']) {
      expect((await call(who, 'GET', url)).statusCode).toBe(status);
    }
    expect(
      (await call(who, 'PATCH', '/api/admin/inbox/contact/00000000-0000-4000-8000-000000000000', { handled: true }))
        .statusCode,
    ).toBe(status === 200 ? 404 : status);
  });

  it('lists the messages newest first, ticks one off and counts what is left', async () => {
    const contact = (await call('admin', 'GET', '/api/admin/inbox/contact')).json();
    expect(contact.total).toBe(2);
    expect(contact.messages.map((m: { subject: string }) => m.subject).sort()).toEqual(['Délai', 'Tarif']);
    const support = (await call('admin', 'GET', '/api/admin/inbox/support')).json();
    expect(support.messages).toEqual([
      expect.objectContaining({
        kind: 'support',
        email: 'karim@example.fr',
        orderReference: 'TR-7K3F9Q2M',
        handled: false,
        name: null,
      }),
    ]);
    expect((await call('admin', 'GET', '/api/admin/inbox/counts')).json()).toEqual({
      quotes: 0,
      contact: 2,
      support: 1,
    });

    const first = contact.messages[0].id as string;
    const done = await call('admin', 'PATCH', `/api/admin/inbox/contact/${first}`, { handled: true });
    expect(done.json()).toEqual({ handled: true });
    expect((await call('admin', 'GET', '/api/admin/inbox/counts')).json()).toEqual({
      quotes: 0,
      contact: 1,
      support: 1,
    });
    const fresh = (await call('admin', 'GET', '/api/admin/inbox/contact?status=new')).json();
    expect(fresh.messages.map((m: { id: string }) => m.id)).not.toContain(first);
    await call('admin', 'PATCH', `/api/admin/inbox/contact/${first}`, { handled: false });
    expect((await call('admin', 'GET', '/api/admin/inbox/counts')).json().contact).toBe(2);
  });

  it('answers French 4xx to a bad kind, id or body', async () => {
    expect((await call('admin', 'GET', '/api/admin/inbox/autre')).statusCode).toBe(400);
    expect((await call('admin', 'PATCH', '/api/admin/inbox/support/pas-un-id', { handled: true })).json()).toEqual({
      message: 'Message introuvable.',
    });
    const bad = await call('admin', 'PATCH', '/api/admin/inbox/support/00000000-0000-4000-8000-000000000000', {
      handled: 'oui',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/traité/);
  });
});
