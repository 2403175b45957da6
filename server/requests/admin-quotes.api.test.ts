import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { FIXTURES } from '../test/multipart';
import { quoteRequests } from './schema';
import { formBody, signIn } from './test-helpers';

let t: TestApp;
type Who = 'anonymous' | 'customer' | 'admin';
const callers = {} as Record<Who, Record<string, string>>;
const fx = { withFile: '', withoutFile: '', pdf: FIXTURES.pdf('DEVIS-CONFIDENTIEL') };

async function quote(fields: Record<string, string>, file?: Parameters<typeof formBody>[1]) {
  const { payload, headers } = await formBody(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services/request-quote',
    payload,
    headers,
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().reference as string;
}

beforeAll(async () => {
  t = await createTestApp();
  await truncateAll(t.database);
  callers.anonymous = {};
  callers.customer = (await signIn(t.app, 'client@example.fr')).headers;
  callers.admin = (await signIn(t.app, 'admin@example.fr', 'admin')).headers;
  fx.withFile = await quote(
    { name: 'Omar', email: 'omar@example.fr', numberOfPages: '4', deliveryMethod: 'dhl', message: 'Diplôme' },
    { name: 'diplôme.pdf', content: fx.pdf, type: 'application/pdf' },
  );
  fx.withoutFile = await quote({
    name: 'Sara',
    email: 'sara@example.fr',
    serviceType: 'professionnelle',
    message: 'Contrat de 20 pages',
  });
  // Distinct times: the list's order must not depend on insertion speed.
  await t.database.db
    .update(quoteRequests)
    .set({ createdAt: new Date('2026-03-01T09:00:00Z') })
    .where(eqId(fx.withFile));
  await t.database.db
    .update(quoteRequests)
    .set({ createdAt: new Date('2026-03-02T09:00:00Z') })
    .where(eqId(fx.withoutFile));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.rateLimit.clear();
});

const eqId = (id: string) => eq(quoteRequests.id, id);

const call = (who: Who, method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: callers[who],
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

describe('authorisation', () => {
  const routes: [string, () => ['GET' | 'PATCH', string, unknown?]][] = [
    ['GET /api/admin/quotes', () => ['GET', '/api/admin/quotes']],
    ['GET /api/admin/quotes/:id', () => ['GET', `/api/admin/quotes/${fx.withFile}`]],
    ['PATCH /api/admin/quotes/:id', () => ['PATCH', `/api/admin/quotes/${fx.withFile}`, { handled: false }]],
    ['GET /api/admin/quotes/:id/file', () => ['GET', `/api/admin/quotes/${fx.withFile}/file`]],
  ];
  const expected: Record<Who, number> = { anonymous: 401, customer: 403, admin: 200 };
  for (const [name, route] of routes) {
    it.each(['anonymous', 'customer', 'admin'] as Who[])(`${name} as %s`, async (who) => {
      const [method, url, payload] = route();
      const res = await call(who, method, url, payload);
      expect(res.statusCode).toBe(expected[who]);
      if (who === 'anonymous') expect(res.json()).toEqual({ message: 'Session expirée. Veuillez vous reconnecter.' });
      if (who === 'customer')
        expect(res.json()).toEqual({ message: 'Accès refusé. Vous n’avez pas les droits nécessaires.' });
    });
  }

  it('checks rights before validating, so a stranger learns nothing from 400s', async () => {
    expect((await call('anonymous', 'GET', '/api/admin/quotes?limit=abc')).statusCode).toBe(401);
    expect((await call('customer', 'PATCH', `/api/admin/quotes/${fx.withFile}`, { handled: 'oui' })).statusCode).toBe(
      403,
    );
  });
});

describe('admin quote API', () => {
  it('lists the requests newest first, with labels and the document', async () => {
    const res = await call('admin', 'GET', '/api/admin/quotes');
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.quotes.map((q: { id: string }) => q.id)).toEqual([fx.withoutFile, fx.withFile]);
    expect(body.quotes[1]).toMatchObject({
      id: fx.withFile,
      name: 'Omar',
      email: 'omar@example.fr',
      numberOfPages: 4,
      deliveryMethod: 'dhl',
      deliveryLabel: 'DHL Express',
      serviceType: null,
      message: 'Diplôme',
      file: {
        name: 'diplôme.pdf',
        type: 'application/pdf',
        size: fx.pdf.length,
        url: `/api/admin/quotes/${fx.withFile}/file`,
      },
      handled: false,
      handledAt: null,
      createdAt: '2026-03-01T09:00:00.000Z',
    });
    expect(body.quotes[0]).toMatchObject({
      serviceType: 'professionnelle',
      serviceTypeLabel: 'Traduction professionnelle',
      file: null,
    });
  });

  it('pages through the list', async () => {
    const res = await call('admin', 'GET', '/api/admin/quotes?limit=1&offset=1');
    expect(res.json().quotes.map((q: { id: string }) => q.id)).toEqual([fx.withFile]);
    expect(res.json().total).toBe(2);
    expect((await call('admin', 'GET', '/api/admin/quotes?limit=0')).statusCode).toBe(400);
  });

  it('shows one request, whatever the case of its reference', async () => {
    const res = await call('admin', 'GET', `/api/admin/quotes/${fx.withFile.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(fx.withFile);
    expect((await call('admin', 'GET', '/api/admin/quotes/DV-00000000')).json()).toEqual({
      message: 'Demande de devis introuvable.',
    });
    expect((await call('admin', 'GET', '/api/admin/quotes/DV-00000000')).statusCode).toBe(404);
    expect((await call('admin', 'GET', '/api/admin/quotes/nimporte-quoi')).statusCode).toBe(404);
  });

  it('marks a request handled, keeps who and when, filters on it, and can undo', async () => {
    const done = await call('admin', 'PATCH', `/api/admin/quotes/${fx.withFile}`, { handled: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: fx.withFile, handled: true, handledBy: 'admin@example.fr' });
    const firstAt = done.json().handledAt as string;
    expect(Date.parse(firstAt)).not.toBeNaN();
    // Ticking twice keeps the first time.
    expect((await call('admin', 'PATCH', `/api/admin/quotes/${fx.withFile}`, { handled: true })).json().handledAt).toBe(
      firstAt,
    );

    const open = (await call('admin', 'GET', '/api/admin/quotes?status=new')).json();
    expect(open.quotes.map((q: { id: string }) => q.id)).toEqual([fx.withoutFile]);
    const handled = (await call('admin', 'GET', '/api/admin/quotes?status=handled')).json();
    expect(handled.quotes.map((q: { id: string }) => q.id)).toEqual([fx.withFile]);

    const undone = await call('admin', 'PATCH', `/api/admin/quotes/${fx.withFile}`, { handled: false });
    expect(undone.json()).toMatchObject({ handled: false, handledAt: null, handledBy: null });
  });

  it('refuses a bad PATCH body with a French 400 and an unknown request with 404', async () => {
    const bad = await call('admin', 'PATCH', `/api/admin/quotes/${fx.withFile}`, { handled: 'oui' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/traitée/);
    expect((await call('admin', 'PATCH', '/api/admin/quotes/DV-00000000', { handled: true })).statusCode).toBe(404);
  });

  it('serves the decrypted document to the admin, privately', async () => {
    const res = await call('admin', 'GET', `/api/admin/quotes/${fx.withFile}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(fx.pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="diplome.pdf"; filename*=UTF-8''dipl%C3%B4me.pdf`,
    );
    const download = await call('admin', 'GET', `/api/admin/quotes/${fx.withFile}/file?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers 404 for a request without a document', async () => {
    const res = await call('admin', 'GET', `/api/admin/quotes/${fx.withoutFile}/file`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Aucun document joint à cette demande.' });
  });
});
