import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { seedCatalogue } from '../catalogue/seed';
import { uploads } from '../files/schema';
import { mailOutbox } from '../mail/schema';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { insertOrderRow } from '../test/orders';
import { FIXTURES, multipart } from '../test/multipart';
import { orderMessages } from './customer-schema';
import { orderEvents } from './schema';

/**
 * The customer area's authorisation matrix. A and B are customers with an
 * account; A has an order linked to the account and an older guest order under
 * the same e-mail; "guest" opened an e-mail link for A's address.
 */
let t: TestApp;
type Who = 'anonymous' | 'customerA' | 'customerB' | 'guestA' | 'admin';
const callers = {} as Record<Who, Record<string, string>>;
const fx = { linked: '', unlinked: '', other: '', fileA: '', fileB: '', pending: '', pendingCookie: '' };

const A = 'client.a@example.fr';
const B = 'client.b@example.fr';
const ADMIN = 'admin@example.fr';

async function insertOrder(email: string, userId: string | null, createdAt: Date) {
  const id = await insertOrderRow(t.database.db, { customerEmail: email, userId, createdAt });
  await t.database.db
    .insert(orderEvents)
    .values({ orderId: id, fromStatus: null, toStatus: 'pending_payment', actor: 'customer', createdAt });
  return id;
}

async function upload(orderId: string | null) {
  const { payload, headers } = multipart([{ filename: 'acte.pdf', content: FIXTURES.pdf() }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/services/upload', payload, headers });
  const id = res.json().fileUrls[0].id as string;
  if (orderId) await t.database.db.update(uploads).set({ status: 'attached', orderId }).where(eq(uploads.id, id));
  return { id, cookie: `uploadSession=${res.cookies.find((c) => c.name === 'uploadSession')!.value}` };
}

async function signIn(email: string, role: 'user' | 'admin' = 'user') {
  const user = (await t.app.accounts.register(email, 'Secret1!pw'))!;
  if (role === 'admin') await t.app.accounts.setRole(user.id, 'admin');
  const { token } = await t.app.accounts.login(email, 'Secret1!pw');
  return { user, cookie: `token=${token}` };
}

beforeAll(async () => {
  t = await createTestApp();
  await truncateAll(t.database);
  await seedCatalogue(t.database.db);
  const a = await signIn(A);
  const b = await signIn(B);
  const admin = await signIn(ADMIN, 'admin');
  fx.unlinked = await insertOrder(A, null, new Date('2026-01-01T10:00:00Z'));
  fx.linked = await insertOrder(A, a.user.id, new Date('2026-02-01T10:00:00Z'));
  fx.other = await insertOrder(B, b.user.id, new Date('2026-02-02T10:00:00Z'));
  fx.fileA = (await upload(fx.linked)).id;
  fx.fileB = (await upload(fx.other)).id;
  const pending = await upload(null);
  fx.pending = pending.id;
  fx.pendingCookie = pending.cookie;
  await t.app.inject({ method: 'POST', url: '/api/auth/guest-link', payload: { email: A }, remoteAddress: nextIp() });
  await t.app.afterResponse.idle();
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'guest-access'));
  const token = /acces-commandes\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  const opened = await t.app.inject({ method: 'POST', url: `/api/auth/guest-access/${token}` });
  const guest = opened.cookies.find((c) => c.name === 'guestToken')!.value;
  callers.anonymous = {};
  callers.customerA = { cookie: a.cookie };
  callers.customerB = { cookie: b.cookie };
  callers.guestA = { cookie: `guestToken=${guest}` };
  callers.admin = { cookie: admin.cookie };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.rateLimit.clear();
  await t.database.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'customer-message'));
});

const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: callers[who] });
const send = (who: Who, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/services/send-email', payload, headers: callers[who] });
const ids = (res: { json(): { orders: { _id: string }[] } }) => res.json().orders.map((o) => o._id);

const WHO: Who[] = ['anonymous', 'customerA', 'customerB', 'guestA', 'admin'];

describe('authorisation matrix', () => {
  const matrix: [string, (who: Who) => Promise<{ statusCode: number }>, Record<Who, number>][] = [
    [
      'GET /api/services/orders',
      (w) => get(w, '/api/services/orders'),
      { anonymous: 401, customerA: 200, customerB: 200, guestA: 200, admin: 200 },
    ],
    [
      'GET /api/services/orders-by-email (A)',
      (w) => get(w, `/api/services/orders-by-email?email=${encodeURIComponent(A)}`),
      { anonymous: 401, customerA: 200, customerB: 403, guestA: 200, admin: 200 },
    ],
    [
      'GET /api/services/orders/:id (A, linked)',
      (w) => get(w, `/api/services/orders/${fx.linked}`),
      { anonymous: 404, customerA: 200, customerB: 404, guestA: 200, admin: 200 },
    ],
    [
      'GET /api/services/orders/:id (A, unlinked)',
      (w) => get(w, `/api/services/orders/${fx.unlinked}`),
      { anonymous: 404, customerA: 404, customerB: 404, guestA: 200, admin: 200 },
    ],
    [
      'GET /api/services/orders/:id (B)',
      (w) => get(w, `/api/services/orders/${fx.other}`),
      { anonymous: 404, customerA: 404, customerB: 200, guestA: 404, admin: 200 },
    ],
    [
      'GET /api/services/files/:id (A)',
      (w) => get(w, `/api/services/files/${fx.fileA}`),
      { anonymous: 404, customerA: 200, customerB: 404, guestA: 200, admin: 200 },
    ],
    [
      'GET /api/services/files/:id (B)',
      (w) => get(w, `/api/services/files/${fx.fileB}`),
      { anonymous: 404, customerA: 404, customerB: 200, guestA: 404, admin: 200 },
    ],
    [
      'GET /api/services/files/:id (pending)',
      (w) => get(w, `/api/services/files/${fx.pending}`),
      { anonymous: 404, customerA: 404, customerB: 404, guestA: 404, admin: 404 },
    ],
    [
      'POST /api/services/send-email (as A, about A’s order)',
      (w) => send(w, { clientEmail: A, subject: 'Votre question ou remarque', message: 'Bonjour', orderId: fx.linked }),
      { anonymous: 401, customerA: 200, customerB: 403, guestA: 200, admin: 403 },
    ],
  ];
  for (const [name, call, expected] of matrix) {
    it.each(WHO)(`${name} as %s`, async (who) => {
      const res = await call(who);
      expect(res.statusCode).toBe(expected[who]);
    });
  }

  it('uses the French messages of the spec', async () => {
    expect((await get('anonymous', '/api/services/orders')).json()).toEqual({
      message: 'Session expirée. Veuillez vous reconnecter.',
    });
    expect((await get('customerB', `/api/services/orders-by-email?email=${A}`)).json()).toEqual({
      message: 'Accès refusé. Vous n’avez pas les droits nécessaires.',
    });
    expect((await get('customerB', `/api/services/orders/${fx.linked}`)).json()).toEqual({
      message: 'Commande introuvable.',
    });
    expect((await get('customerA', '/api/services/orders/not-a-ref')).json()).toEqual({
      message: 'ID de commande invalide.',
    });
    expect((await get('customerA', '/api/services/orders/not-a-ref')).statusCode).toBe(400);
  });
});

describe('what each caller sees', () => {
  it('a customer sees the orders linked to the account, not other orders of the same e-mail', async () => {
    expect(ids(await get('customerA', '/api/services/orders'))).toEqual([fx.linked]);
    expect(ids(await get('customerA', `/api/services/orders-by-email?email=${A}`))).toEqual([fx.linked]);
    expect(ids(await get('customerB', '/api/services/orders'))).toEqual([fx.other]);
  });

  it('a guest sees every order of the proven e-mail, newest first, and nothing else', async () => {
    expect(ids(await get('guestA', '/api/services/orders'))).toEqual([fx.linked, fx.unlinked]);
    expect(
      ids(await get('guestA', `/api/services/orders-by-email?email=${encodeURIComponent(' Client.A@Example.fr ')}`)),
    ).toEqual([fx.linked, fx.unlinked]);
    expect((await get('guestA', `/api/services/orders-by-email?email=${B}`)).statusCode).toBe(403);
    expect((await get('guestA', '/api/services/orders-by-email')).statusCode).toBe(403);
  });

  it('the order view has the spec fields, the files, the history with French labels and the messages', async () => {
    const res = await get('customerA', `/api/services/orders/${fx.linked.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body._id).toBe(fx.linked);
    expect(body.services[0].mailClient).toBe(A);
    expect(body.services[0].legalizationName).toBe('Non');
    expect(body.services[0].fileClient.map((f: { id: string }) => f.id)).toEqual([fx.fileA]);
    expect(body.history).toEqual([
      { status: 'pending_payment', label: 'En attente de paiement', at: '2026-02-01T10:00:00.000Z' },
    ]);
    expect(Array.isArray(body.messages)).toBe(true);
  });

  it('serves an attached file with the same headers as a pending one', async () => {
    const res = await get('guestA', `/api/services/files/${fx.fileA}?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="acte.pdf"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.startsWith('%PDF')).toBe(true);
    // The pending file still opens for the browser that sent it only.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/services/files/${fx.pending}`,
      headers: { cookie: fx.pendingCookie },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('POST /api/services/send-email', () => {
  it('stores the message on the order and queues the e-mail to the business', async () => {
    const res = await send('guestA', {
      clientEmail: A,
      subject: 'autre',
      message: '  Quand sera-t-elle prête ?  ',
      orderId: fx.unlinked,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre message a été envoyé avec succès\u202f!' });
    const stored = await t.database.db.select().from(orderMessages).where(eq(orderMessages.orderId, fx.unlinked));
    expect(stored.map((m) => [m.authorEmail, m.body])).toEqual([[A, 'Quand sera-t-elle prête ?']]);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'customer-message'));
    expect(mail!.to).toBe(t.app.mail.businessEmail);
    expect(mail!.replyTo).toBe(A);
    expect(mail!.relatedId).toBe(fx.unlinked);
    expect(mail!.subject).toBe(`Votre question ou remarque — commande ${fx.unlinked}`);
    expect(mail!.text).toContain('Quand sera-t-elle prête ?');
    // A sees it on the order; B never does.
    const view = (await get('guestA', `/api/services/orders/${fx.unlinked}`)).json();
    expect(view.messages.map((m: { body: string }) => m.body)).toEqual(['Quand sera-t-elle prête ?']);
    expect((await get('customerB', `/api/services/orders/${fx.unlinked}`)).statusCode).toBe(404);
  });

  it('sends a message without an order (account e-mail)', async () => {
    const res = await send('customerB', { clientEmail: B, message: 'Une question générale' });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'customer-message'));
    expect(mail!.replyTo).toBe(B);
    expect(mail!.relatedId).toBeNull();
  });

  it.each([
    [{ clientEmail: A, message: '   ' }, 400, 'Le message est requis.'],
    [{ clientEmail: A }, 400, 'Le message est requis.'],
    [{ clientEmail: A, message: 'x'.repeat(5001) }, 400, 'Le message ne peut pas dépasser 5000 caractères.'],
    [{ clientEmail: A, message: 'Bonjour', orderId: 'nimporte' }, 400, 'ID de commande invalide.'],
    [{ clientEmail: B, message: 'Bonjour' }, 403, 'Accès refusé. Vous n’avez pas les droits nécessaires.'],
  ])('refuses %j', async (payload, status, message) => {
    const res = await send('customerA', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'customer-message'))).toEqual([]);
  });

  it('B cannot attach a message to A’s order, even with B’s own e-mail', async () => {
    const res = await send('customerB', { clientEmail: B, message: 'Bonjour', orderId: fx.linked });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Commande introuvable.' });
    expect(await t.database.db.select().from(orderMessages).where(eq(orderMessages.authorEmail, B))).toEqual([]);
  });

  it('refuses a guest write coming from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/send-email',
      payload: { clientEmail: A, message: 'Bonjour' },
      headers: { ...callers.guestA, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
