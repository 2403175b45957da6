import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../../files/schema';
import { mailOutbox } from '../../mail/schema';
import { orderMessages } from '../../orders/customer-schema';
import { orderEvents, orders } from '../../orders/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { truncateAll } from '../../test/database';
import { FIXTURES, multipart } from '../../test/multipart';
import { signIn, type SignedIn } from '../test-fixtures';
import { seedOrder, uploadTranslations } from './test-fixtures';
import { tr } from '../../../core/messages';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  rmSync(path.join(t.app.config.DATA_DIR, 'files'), { recursive: true, force: true });
  admin = await signIn(t, 'admin@example.fr', 'admin');
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
const patch = (id: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/${id}`, payload: payload as object, headers: admin.headers });
const outbox = () => t.database.db.select().from(mailOutbox);
const ids = (res: { json(): { orders: { _id: string }[] } }) => res.json().orders.map((o) => o._id);

describe('GET /api/admin/orders', () => {
  it('lists the spec fields, newest first, archived orders left out unless asked for', async () => {
    const old = await seedOrder(t, { email: 'ancienne@example.fr', createdAt: new Date('2026-01-01T09:00:00Z') });
    const recent = await seedOrder(t, {
      email: 'recente@example.fr',
      status: 'pending_payment',
      createdAt: new Date('2026-02-01T09:00:00Z'),
    });
    const archived = await seedOrder(t, {
      createdAt: new Date('2026-03-01T09:00:00Z'),
      archivedAt: new Date('2026-03-02T09:00:00Z'),
    });

    const res = await get('/api/admin/orders');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(res)).toEqual([recent.id, old.id]);
    expect(body.orders[1]).toEqual({
      _id: old.id,
      customer: 'ancienne@example.fr',
      status: 'paid',
      statusLabel: 'Payée',
      totalPrice: 67.5,
      totalCents: 6750,
      createdAt: '2026-01-01T09:00:00.000Z',
      paymentStatus: 'paid',
      paymentStatusLabel: 'Payée',
      archivedAt: null,
      transitions: ['in_progress', 'translated', 'cancelled'],
      // Issue 16: the due date is set at payment (none on an order stored without one).
      dueOn: null,
      urgent: false,
      open: true,
      // Issue 27: nothing posted on this order (no postal leg, no address), so nothing to ship.
      toShip: false,
      // Issue 30: paid, no translation delivered: « À traiter ».
      toTranslate: true,
    });
    // « Payée » is the provider's to record, never offered to the admin.
    expect(body.orders[0].transitions).toEqual(['cancelled']);
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 2, pages: 1 });
    expect(body.counts).toMatchObject({ all: 2, paid: 1, pending_payment: 1, shipped: 0 });

    expect(ids(await get('/api/admin/orders?archived=1'))).toEqual([archived.id, recent.id, old.id]);
  });

  it('filters by status (code or French label) and searches e-mail or reference, any case, partial', async () => {
    const a = await seedOrder(t, {
      email: 'Fatima.Zahra@Example.fr',
      status: 'translated',
      createdAt: new Date('2026-01-01T09:00:00Z'),
    });
    const b = await seedOrder(t, {
      email: 'karim@example.fr',
      status: 'paid',
      createdAt: new Date('2026-01-02T09:00:00Z'),
    });
    const c = await seedOrder(t, {
      email: 'zahra.b@example.fr',
      status: 'paid',
      createdAt: new Date('2026-01-03T09:00:00Z'),
    });

    expect(ids(await get('/api/admin/orders?status=paid'))).toEqual([c.id, b.id]);
    expect(ids(await get(`/api/admin/orders?status=${encodeURIComponent('Traduction disponible')}`))).toEqual([a.id]);
    expect(ids(await get('/api/admin/orders?status=all'))).toEqual([c.id, b.id, a.id]);
    expect(ids(await get('/api/admin/orders?q=ZAHRA'))).toEqual([c.id, a.id]);
    expect(ids(await get('/api/admin/orders?q=zahra&status=paid'))).toEqual([c.id]);
    expect(ids(await get(`/api/admin/orders?q=${b.id.slice(3, 9).toLowerCase()}`))).toEqual([b.id]);
    expect(ids(await get(`/api/admin/orders?q=${encodeURIComponent(' karim@ ')}`))).toEqual([b.id]);
    // Wildcards are searched as typed.
    expect(ids(await get('/api/admin/orders?q=%25'))).toEqual([]);
    expect(ids(await get('/api/admin/orders?q=_'))).toEqual([]);
    expect((await get('/api/admin/orders?q=zahra')).json().counts).toMatchObject({ all: 2, paid: 1, translated: 1 });

    const bad = await get('/api/admin/orders?status=perdue');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Statut inconnu\u00a0: «\u00a0perdue\u00a0»/);
    expect((await get('/api/admin/orders?page=0')).statusCode).toBe(400);
  });

  it('pages past 50 orders, with the total count', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 53; i++)
      await seedOrder(t, { email: `client${i}@example.fr`, createdAt: new Date(base + i * 60_000) });
    const first = await get('/api/admin/orders');
    expect(first.json()).toMatchObject({ page: 1, total: 53, pages: 2 });
    expect(first.json().orders).toHaveLength(50);
    expect(first.json().orders[0].customer).toBe('client52@example.fr');
    const second = await get('/api/admin/orders?page=2');
    expect(second.json().orders.map((o: { customer: string }) => o.customer)).toEqual([
      'client2@example.fr',
      'client1@example.fr',
      'client0@example.fr',
    ]);
    expect((await get('/api/admin/orders?page=3')).json()).toMatchObject({ page: 3, total: 53, orders: [] });
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('answers the spec detail with history, messages, allowed moves and both kinds of files', async () => {
    const order = await seedOrder(t, { email: 'client@example.fr', createdAt: new Date('2026-02-03T10:00:00Z') });
    const { payload, headers } = multipart([{ filename: 'acte.pdf', content: FIXTURES.pdf() }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/services/upload', payload, headers });
    const clientFile = up.json().fileUrls[0].id as string;
    await t.database.db
      .update(uploads)
      .set({ status: 'attached', orderId: order.id })
      .where(eq(uploads.id, clientFile));
    await t.database.db
      .insert(orderMessages)
      .values({ orderId: order.id, authorEmail: 'client@example.fr', body: 'Une question' });
    const tr = await uploadTranslations(t, order.id, admin.headers);
    const translation = tr.json().fileUrls[0].id as string;

    const res = await get(`/api/admin/orders/${order.id.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      orderId: order.id,
      _id: order.id,
      createdAt: '2026-02-03T10:00:00.000Z',
      clientEmail: 'client@example.fr',
      paymentStatus: 'paid',
      paymentStatusLabel: 'Payée',
      totalPrice: 67.5,
      status: 'translated',
      comment: 'Merci de garder les accents des noms.',
      transitions: [
        { status: 'shipped', label: 'Expédiée' },
        { status: 'completed', label: 'Terminée' },
      ],
    });
    expect(d.priceLines).toEqual([
      { label: 'Traduction certifiée (2 pages)', amount: 60, amountCents: 6000 },
      { label: 'Courrier suivi', amount: 7.5, amountCents: 750 },
    ]);
    expect(d.fileClient.map((f: { id: string; url: string }) => [f.id, f.url])).toEqual([
      [clientFile, `/api/services/files/${clientFile}`],
    ]);
    expect(d.fileAdmin.map((f: { id: string; name: string }) => [f.id, f.name])).toEqual([
      [translation, 'traduction.pdf'],
    ]);
    expect(d.services[0].fileAdmin.map((f: { id: string }) => f.id)).toEqual([translation]);
    expect(d.history.map((h: { status: string }) => h.status)).toEqual(['pending_payment', 'paid', 'translated']);
    expect(d.history[2]).toMatchObject({
      from: 'paid',
      label: 'Traduction disponible',
      actor: 'admin:admin@example.fr',
    });
    expect(d.messages).toEqual([
      { id: expect.any(Number), authorEmail: 'client@example.fr', body: 'Une question', createdAt: expect.any(String) },
    ]);
  });

  it('answers 404 in French for an unknown order', async () => {
    const res = await get('/api/admin/orders/TR-ZZZZZZZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Commande introuvable.' });
  });
});

describe('PATCH /api/admin/:id', () => {
  it('marks a translated order « Expédiée » with the spec’s Shipped, records the event and e-mails the customer', async () => {
    const order = await seedOrder(t, { status: 'translated', email: 'client@example.fr' });
    const res = await patch(order.id, { status: 'Shipped' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      changed: true,
      message: tr('adminOrder.statusUpdated', { label: 'Expédiée' }),
      order: { _id: order.id, status: 'shipped', statusLabel: 'Expédiée' },
    });

    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'translated',
      toStatus: 'shipped',
      actor: 'admin:admin@example.fr',
    });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'order-status',
      relatedId: order.id,
      to: 'client@example.fr',
      status: 'queued',
    });
    expect(mails[0]!.subject).toMatch(new RegExp(`^Commande ${order.id} expédiée`));
    expect(mails[0]!.text).toContain('Courrier suivi');
    expect(mails[0]!.text).toContain(`http://localhost:3000/orders/${order.id}`);
  });

  it('moves to « Traduction disponible » without an e-mail: the delivery e-mail brings that news', async () => {
    const order = await seedOrder(t, { status: 'in_progress' });
    const res = await patch(order.id, { status: 'TRANSLATED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe('translated');
    expect(await outbox()).toEqual([]);
  });

  it.each([
    ['paid', 'En cours', 'in_progress', /traduction en cours/],
    ['paid', 'cancelled', 'cancelled', /annulée/],
    ['pending_payment', 'Annulée', 'cancelled', /annulée/],
    ['shipped', 'Terminée', 'completed', /terminée/],
  ] as const)('moves %s with « %s » to %s, with its e-mail', async (from, sent, to, subject) => {
    const order = await seedOrder(t, { status: from });
    const res = await patch(order.id, { status: sent });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.status).toBe(to);
    const [mail] = await outbox();
    expect(mail!.subject).toMatch(subject);
  });

  it.each([
    // « Expédiée » is refused by the shipping facts first (issue 30): nothing delivered yet.
    ['paid', 'Shipped', 'La traduction n’est pas encore livrée\u00a0: déposez-la avant de marquer l’envoi.'],
    [
      'completed',
      'cancelled',
      'Une commande «\u00a0Terminée\u00a0» ne peut pas passer à «\u00a0Annulée\u00a0». Aucune étape ne suit «\u00a0Terminée\u00a0».',
    ],
    [
      'pending_payment',
      'paid',
      'Une commande ne peut pas être marquée «\u00a0Payée\u00a0» à la main\u00a0: le paiement est enregistré par le prestataire de paiement.',
    ],
    [
      'shipped',
      'translated',
      'Une commande «\u00a0Expédiée\u00a0» ne peut pas passer à «\u00a0Traduction disponible\u00a0». Étapes possibles depuis «\u00a0Expédiée\u00a0»\u00a0: «\u00a0Terminée\u00a0».',
    ],
  ] as const)('refuses %s → %s with a precise 409 and changes nothing', async (from, sent, message) => {
    const order = await seedOrder(t, { status: from });
    const res = await patch(order.id, { status: sent });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(from);
    expect(await outbox()).toEqual([]);
  });

  it('treats a second click as done: 200, nothing recorded or sent again', async () => {
    const order = await seedOrder(t, { status: 'translated' });
    expect((await patch(order.id, { status: 'Shipped' })).statusCode).toBe(200);
    const again = await patch(order.id, { status: 'Shipped' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ changed: false, message: 'La commande est déjà «\u00a0Expédiée\u00a0».' });
    expect(await outbox()).toHaveLength(1);
  });

  it('refuses unknown statuses, a missing body, archived and unknown orders in French', async () => {
    const order = await seedOrder(t);
    const unknown = await patch(order.id, { status: 'Livrée' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(
      /^Statut inconnu\u00a0: «\u00a0Livrée\u00a0»\. Statuts possibles\u00a0: «\u00a0En attente de paiement\u00a0», «\u00a0Payée\u00a0»/,
    );
    const none = await t.app.inject({ method: 'PATCH', url: `/api/admin/${order.id}`, headers: admin.headers });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: tr('adminOrder.statusRequired') });
    expect((await patch(order.id, { status: ' ' })).json()).toEqual({ message: tr('adminOrder.statusRequired') });

    const archived = await seedOrder(t, { status: 'translated', archivedAt: new Date() });
    const frozen = await patch(archived.id, { status: 'Shipped' });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toEqual({ message: tr('adminOrder.archived') });

    const missing = await patch('TR-ZZZZZZZZ', { status: 'Shipped' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Commande introuvable.' });
    expect(await outbox()).toEqual([]);
  });
});

describe('« Expédiée » by the facts', () => {
  it('offers and accepts « Expédiée » only where there is paper to post (issue 30), refusing in French or Arabic', async () => {
    const order = await seedOrder(t, { status: 'translated' });
    // Sent by e-mail only: nothing to post, whatever the status table would allow.
    await t.database.db.update(orders).set({ shippingAddress: null }).where(eq(orders.id, order.id));
    const detail = (await get(`/api/admin/orders/${order.id}`)).json();
    expect(detail.transitions.map((m: { status: string }) => m.status)).toEqual(['completed']);
    const listed = (await get('/api/admin/orders')).json().orders.find((o: { _id: string }) => o._id === order.id);
    expect(listed.transitions).toEqual(['completed']);

    const refused = await patch(order.id, { status: 'Shipped' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Cette commande n’a pas d’envoi postal\u00a0: il n’y a rien à expédier.',
    });
    const arabic = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/${order.id}`,
      headers: { ...admin.headers, 'x-site-lang': 'ar' },
      payload: { status: 'shipped' },
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json()).toEqual({ message: 'لا يتضمّن هذا الطلب إرسالًا بريديًا: لا يوجد ما يُرسَل.' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('translated');
    expect(await outbox()).toEqual([]);

    // With its paper original, the same order may be marked « Expédiée ».
    const postal = await seedOrder(t, { status: 'translated' });
    expect((await get(`/api/admin/orders/${postal.id}`)).json().transitions).toContainEqual({
      status: 'shipped',
      label: 'Expédiée',
    });
    expect((await patch(postal.id, { status: 'Shipped' })).statusCode).toBe(200);
  });
});
