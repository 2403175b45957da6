import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as textIn } from '../../core/messages';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { orders } from '../orders/schema';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { pdfText } from '../test/pdf-text';
import { mailsAbout, seedPostedOrder } from './shipping-test-kit';
import { hasPoppler, pdftotext } from '../test/poppler';

/**
 * « Imprimer l’étiquette » (GET /api/admin/orders/:id/label.pdf) read back with pdftotext, who may
 * print a label or mark an order shipped (admins only: the order's customer, another customer, a
 * stranger guessing references, a demoted admin are refused and change nothing), and « À expédier »
 * in the orders list and its counts.
 */
let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;
let other: SignedIn;
let demoted: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await truncateAll(t.database);
  admin = await signIn(t, 'admin@example.fr', 'admin');
  owner = await signIn(t, 'claire@example.fr');
  other = await signIn(t, 'autre@example.fr');
  demoted = await signIn(t, 'ancienne.admin@example.fr', 'admin');
  await t.app.accounts.setRole(demoted.user.id, 'user');
});
afterAll(() => t.close());

const label = (id: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/label.pdf`, headers });

describe('the envelope label', () => {
  it('prints the recipient’s name and postal code under the sender, read back by pdftotext', async () => {
    const order = await seedPostedOrder(t);
    const res = await label(order.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const read = hasPoppler ? pdftotext(res.rawPayload, { layout: true }) : await pdfText(res.rawPayload);
    expect(read).toContain('Claire Dupont');
    expect(read).toContain('21000 DIJON');
    expect(read).toContain('8 rue des Forges');
    expect(read).toContain('Benali Traduction');
    expect(read).not.toContain('?');
  });

  it('draws an Arabic name in Arabic letters, and the country of an address abroad', async () => {
    const order = await seedPostedOrder(t, {
      buyer: { name: 'مريم بن علي', phone: undefined },
      address: { line1: '14 شارع الحرية', line2: '', postalCode: '1002', city: 'Tunis', country: 'TN' },
    });
    const res = await label(order.id);
    expect(res.statusCode).toBe(200);
    const read = hasPoppler ? pdftotext(res.rawPayload, { layout: true }) : await pdfText(res.rawPayload);
    expect(read).toContain('مريم');
    expect(read).toContain('علي');
    expect(read).toContain('1002 TUNIS');
    expect(read).toContain('TUNISIE');
    expect(read).not.toContain('?');
  });

  it('has none for an order without an address (409) or a missing order (404)', async () => {
    const order = await seedPostedOrder(t, { delivery: 'email' });
    const res = await label(order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(textIn('fr', 'shipping.noAddress'));
    expect((await label('TR-ZZZZZZZZ')).statusCode).toBe(404);
  });
});

describe('admins only', () => {
  const calls: [string, (id: string) => InjectOptions][] = [
    ['the label', (id) => ({ method: 'GET', url: `/api/admin/orders/${id}/label.pdf` })],
    [
      'marking it shipped',
      (id) => ({
        method: 'POST',
        url: `/api/admin/orders/${id}/shipment`,
        payload: { carrier: 'dhl', trackingNumber: '1234567890' },
      }),
    ],
  ];
  const callers: [string, () => Record<string, string>, number, string][] = [
    ['the order’s own customer', () => owner.headers, 403, 'account.accessDenied'],
    ['another customer', () => other.headers, 403, 'account.accessDenied'],
    ['a demoted admin', () => demoted.headers, 403, 'account.accessDenied'],
    ['a stranger guessing the reference', () => ({}), 401, 'account.sessionExpired'],
  ];
  for (const [what, call] of calls)
    it.each(callers)(`${what}: refuses %s (%i), changes and sends nothing`, async (_who, headers, status, id) => {
      const order = await seedPostedOrder(t, { email: owner.user.email, userId: owner.user.id });
      const res = await t.app.inject({ ...call(order.id), headers: headers() });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message: textIn('fr', id as 'account.accessDenied') });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.shipment).toBeNull();
      expect(row!.status).toBe('translated');
      expect(await mailsAbout(t, order.id)).toHaveLength(0);
    });

  it('answers a stranger the same for a real reference and a made-up one', async () => {
    const order = await seedPostedOrder(t);
    const real = await label(order.id, {});
    const made = await label('TR-ABCDEFGH', {});
    expect([real.statusCode, real.json()]).toEqual([made.statusCode, made.json()]);
  });
});

describe('« À expédier »', () => {
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orders: { _id: string; toShip: boolean }[]; counts: { toShip: number } };
  };

  it('lists posted orders whose translation is delivered and that are not shipped, and counts them', async () => {
    await truncateAll(t.database);
    admin = await signIn(t, 'admin@example.fr', 'admin');
    const waiting = await seedPostedOrder(t);
    const oldOrder = await seedPostedOrder(t, { buyer: null, address: null }); // before addresses: its postal leg says it
    const notYet = await seedPostedOrder(t, { status: 'in_progress' });
    const byEmail = await seedPostedOrder(t, { delivery: 'email' });
    const shipped = await seedPostedOrder(t);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${shipped.id}/shipment`,
      payload: { carrier: 'dhl', trackingNumber: '1234567890' },
      headers: admin.headers,
    });
    expect(marked.statusCode).toBe(200);

    const toShip = await list('view=toShip');
    expect(toShip.orders.map((o) => o._id).sort()).toEqual([waiting.id, oldOrder.id].sort());
    expect(toShip.counts.toShip).toBe(2);
    const all = await list('');
    const flag = Object.fromEntries(all.orders.map((o) => [o._id, o.toShip]));
    expect(flag).toEqual({
      [waiting.id]: true,
      [oldOrder.id]: true,
      [notYet.id]: false,
      [byEmail.id]: false,
      [shipped.id]: false,
    });

    const stats = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().toShip).toBe(2);
  });
});
