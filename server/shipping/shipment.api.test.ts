import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../orders/schema';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { t as textIn } from '../../core/messages';
import { mailsAbout, seedPostedOrder, withTranslation } from './shipping-test-kit';

/**
 * « Marquer comme expédiée » (POST /api/admin/orders/:id/shipment): what is stored, the e-mail in
 * the order's language through the outbox, idempotence, corrections, and every refusal with its
 * message (PGlite by default; the same file runs on PostgreSQL with DATABASE_URL).
 */
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await truncateAll(t.database);
  admin = await signIn(t, 'admin@example.fr', 'admin');
});
afterAll(() => t.close());

const ship = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/shipment`,
    payload: payload as object,
    headers: { ...admin.headers, ...headers },
  });

const LAPOSTE = { carrier: 'laposte', trackingNumber: '1k 0123 4567 890' };

describe('marking an order shipped', () => {
  it('stores the shipment with who did it, moves the order to « Expédiée », records an event and e-mails the link', async () => {
    const order = await seedPostedOrder(t);
    const res = await ship(order.id, LAPOSTE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'marked',
      status: 'shipped',
      message: textIn('fr', 'shipping.marked'),
      shipment: { carrier: 'laposte', trackingNumber: '1K01234567890', by: 'admin@example.fr' },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.shippedAt).toBeInstanceOf(Date);
    expect(row!.shipment!.shippedAt).toBe(row!.shippedAt!.toISOString());
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'translated',
      toStatus: 'shipped',
      actor: 'admin:admin@example.fr',
      note: 'Expédiée par La Poste, suivi n° 1K01234567890',
    });
    const mails = await mailsAbout(t, order.id);
    expect(mails.map((m) => m.kind)).toEqual(['order-shipped']);
    const mail = mails[0]!;
    expect(mail.to).toBe('client@example.fr');
    expect(mail.subject).toContain(`Votre commande ${order.id} est expédiée`);
    expect(mail.html).toContain('href="https://www.laposte.fr/outils/suivre-vos-envois?code=1K01234567890"');
    expect(mail.text).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=1K01234567890');
    expect(mail.text).toContain('8 rue des Forges');
    expect(mail.text).toContain('21000 Dijon');
  });

  it('marking twice with the same number changes nothing and sends no second e-mail', async () => {
    const order = await seedPostedOrder(t);
    expect((await ship(order.id, LAPOSTE)).statusCode).toBe(200);
    const again = await ship(order.id, { carrier: 'laposte', trackingNumber: '1K01234567890' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'unchanged', message: textIn('fr', 'shipping.unchanged') });
    expect(await mailsAbout(t, order.id)).toHaveLength(1);
  });

  it('corrects the number: the first day kept, the history and the e-mail say so', async () => {
    const order = await seedPostedOrder(t);
    await ship(order.id, LAPOSTE);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    const res = await ship(order.id, { carrier: 'laposte', trackingNumber: 'RR123456785FR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'corrected', message: textIn('fr', 'shipping.corrected') });
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.shippedAt!.toISOString()).toBe(before!.shippedAt!.toISOString());
    expect(after!.shipment!.trackingNumber).toBe('RR123456785FR');
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'shipped',
      toStatus: 'shipped',
      note: 'Numéro de suivi corrigé\u00a0: RR123456785FR (au lieu de 1K01234567890)',
    });
    const mails = await mailsAbout(t, order.id);
    expect(mails.map((m) => m.kind)).toEqual(['order-shipped', 'order-shipment-corrected']);
    expect(mails[1]!.subject).toContain('numéro de suivi corrigé');
    expect(mails[1]!.html).toContain('code=RR123456785FR');
  });

  it('e-mails an Arabic order in Arabic, with the DHL link', async () => {
    const order = await seedPostedOrder(t, { lang: 'ar', buyer: { name: 'مريم بن علي', phone: undefined } });
    const res = await ship(order.id, { carrier: 'dhl', trackingNumber: '12 3456 7890' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsAbout(t, order.id);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.subject).toContain('أُرسل طلبك');
    expect(mail!.html).toContain('href="https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=1234567890"');
    expect(mail!.text).toContain('رقم التتبّع');
  });

  it('gives another carrier’s number without a link', async () => {
    const order = await seedPostedOrder(t);
    const res = await ship(order.id, { carrier: 'other', carrierName: 'Chronopost', trackingNumber: 'XY 123 456' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsAbout(t, order.id);
    expect(mail!.text).toContain('XY 123 456');
    expect(mail!.text).toContain('Chronopost');
    expect(mail!.html).not.toContain('data-tracking-link');
  });

  it('ships a partly refunded order once its translation is uploaded', async () => {
    const order = await seedPostedOrder(t, { status: 'partially_refunded' });
    expect((await ship(order.id, LAPOSTE)).statusCode).toBe(409);
    await withTranslation(t, order, admin.headers);
    const res = await ship(order.id, LAPOSTE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('shipped');
  });
});

describe('refusals, each with its message, in French and in Arabic', () => {
  it.each([
    [{ carrier: 'laposte', trackingNumber: '12345' }, 'shipping.trackingLaPoste'],
    [{ carrier: 'laposte', trackingNumber: 'RR123456789FR' }, 'shipping.trackingS10Key'],
    [{ carrier: 'dhl', trackingNumber: '123456789' }, 'shipping.trackingDhl'],
    [{ carrier: 'dhl', trackingNumber: '' }, 'shipping.trackingRequired'],
    [{ carrier: 'other', trackingNumber: 'ABC123' }, 'shipping.carrierNameRequired'],
    [{ carrier: 'colissimo', trackingNumber: '1234567890' }, 'shipping.carrierInvalid'],
  ] as const)('%j → 400 %s, nothing stored or sent', async (payload, id) => {
    const order = await seedPostedOrder(t);
    const fr = await ship(order.id, payload);
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toBe(textIn('fr', id as 'shipping.trackingLaPoste'));
    const ar = await ship(order.id, payload, { 'x-site-lang': 'ar' });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toBe(textIn('ar', id as 'shipping.trackingLaPoste'));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.shipment).toBeNull();
    expect(await mailsAbout(t, order.id)).toHaveLength(0);
  });

  it.each([
    ['an e-mail delivery', { delivery: 'email' }, 'shipping.notPostal'],
    ['a pickup at the office', { delivery: 'pickup' }, 'shipping.notPostal'],
    ['a translation not delivered yet', { status: 'in_progress' }, 'shipping.notDelivered'],
    ['a paid order not translated', { status: 'paid' }, 'shipping.notDelivered'],
    ['a cancelled order', { status: 'cancelled' }, 'shipping.cancelled'],
  ] as const)('refuses %s (409)', async (_name, seed, id) => {
    const order = await seedPostedOrder(t, seed);
    const res = await ship(order.id, LAPOSTE);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(textIn('fr', id));
    expect(await mailsAbout(t, order.id)).toHaveLength(0);
  });

  it('refuses an archived order and an unknown reference', async () => {
    const order = await seedPostedOrder(t);
    await t.database.db.update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, order.id));
    expect((await ship(order.id, LAPOSTE)).statusCode).toBe(409);
    const missing = await ship('TR-ZZZZZZZZ', LAPOSTE);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(textIn('fr', 'order.notFound'));
  });
});
