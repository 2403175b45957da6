import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BillingIdentity } from '../../core/buyer';
import { nextIp } from '../accounts/test-app';
import { seedOrder } from '../admin/orders/test-fixtures';
import { PASSWORD, signIn } from '../admin/test-fixtures';
import { orders, type Order } from '../orders/schema';
import { days, later, moveOrder } from '../retention/test-fixtures';
import { appPerFile, createTestApp } from '../test/app';
import { unzip } from '../test/zip-test-kit';

/**
 * Issue 27: the buyer's name and phone, the shipping address and the billing identity are
 * personal data like the rest of the order. The export gives them; erasure removes the person
 * (name, phone, address) from a paid order kept for the accounts but keeps whom its invoice
 * names; the retention job removes the phone and the address 90 days after delivery and keeps
 * the name and the billing identity with the invoice.
 */
const t = appPerFile(
  async () => createTestApp({ DOCUMENT_RETENTION_DAYS: '90' }),
  async () => {
    await t.app.rateLimit.clear();
  },
);

const BUYER = { name: 'كريم حداد', phone: '+33 6 12 34 56 78' };
const SHIPPING = {
  line1: '12 rue de la Liberté',
  line2: 'Bâtiment B',
  postalCode: '21000',
  city: 'Dijon',
  country: 'FR',
};
const BILLING: BillingIdentity = {
  kind: 'business',
  companyName: 'Cabinet Haddad Avocats',
  siren: '732829320',
  siret: null,
  vatNumber: 'FR44732829320',
  address: { line1: '5 place Darcy', line2: '', postalCode: '21000', city: 'Dijon', country: 'FR' },
  reference: 'BC-2026-117',
};

/** A « Courrier suivi » order as checkout froze it: buyer with phone, address, a company billed. */
async function fulfilledOrder(seed: Parameters<typeof seedOrder>[1]): Promise<Order> {
  const order = await seedOrder(t, seed);
  await t.database.db
    .update(orders)
    .set({ buyer: BUYER, shippingAddress: SHIPPING, billing: BILLING })
    .where(eq(orders.id, order.id));
  return order;
}

const row = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('Télécharger mes données: the buyer, the address and the billing identity', () => {
  it('gives each order’s buyer (name, phone), shipping address and billing identity', async () => {
    const client = await signIn(t, 'karim@example.fr');
    const order = await fulfilledOrder({ status: 'completed', userId: client.user.id, email: 'karim@example.fr' });

    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: client.headers });
    expect(res.statusCode).toBe(200);
    const json = JSON.parse((await unzip(res.rawPayload)).get('donnees.json')!.toString('utf8'));
    const exported = json.orders.find((o: { reference: string }) => o.reference === order.id);
    expect(exported.buyer).toEqual(BUYER);
    expect(exported.shippingAddress).toEqual(SHIPPING);
    expect(exported.billing).toEqual(BILLING);
  });
});

describe('erasure of a delivered paid order', () => {
  it('« Supprimer mon compte » removes the buyer and the address, keeps whom the invoice names; an unpaid order goes whole', async () => {
    const client = await signIn(t, 'karim@example.fr');
    const paid = await fulfilledOrder({ status: 'completed', userId: client.user.id, email: 'karim@example.fr' });
    const unpaid = await fulfilledOrder({
      status: 'pending_payment',
      userId: client.user.id,
      email: 'karim@example.fr',
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: client.headers,
      payload: { password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().erased).toMatchObject({ ordersErased: [unpaid.id], ordersAnonymised: [paid.id] });

    const kept = await row(paid.id);
    expect(kept).toMatchObject({ customerEmail: '', buyer: null, shippingAddress: null, billing: BILLING });
    expect(JSON.stringify(kept)).not.toContain('كريم حداد');
    expect(JSON.stringify(kept)).not.toContain('+33 6 12');
    expect(await row(unpaid.id)).toBeUndefined();
  });

  it('the admin’s « Effacer les données de cette personne » does the same for a guest', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const paid = await fulfilledOrder({ status: 'shipped', email: 'karim@example.fr' });
    await t.database.db.update(orders).set({ shippedAt: new Date() }).where(eq(orders.id, paid.id));

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: admin.headers,
      payload: { email: 'karim@example.fr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().erased).toMatchObject({ ordersAnonymised: [paid.id] });
    expect(await row(paid.id)).toMatchObject({ buyer: null, shippingAddress: null, billing: BILLING });
  });
});

describe('the retention job', () => {
  const T0 = new Date('2026-01-10T09:00:00Z');
  const run = (now: Date) => t.app.retention.run({ now, dryRun: false });

  it('removes the phone and the shipping address 90 days after delivery, keeps the name and the billing identity', async () => {
    const order = await fulfilledOrder({ status: 'paid', createdAt: later(T0, -days(10)) });
    // Posted at T0: « Expédiée », the shipment recorded.
    await moveOrder(t, order.id, 'shipped', T0);
    await t.database.db.update(orders).set({ shippedAt: T0 }).where(eq(orders.id, order.id));

    expect((await run(later(T0, days(90) - 60_000)))!.counts.shippingDetailsRemoved).toBe(0);
    expect(await row(order.id)).toMatchObject({ buyer: BUYER, shippingAddress: SHIPPING });

    expect((await run(later(T0, days(90))))!.counts.shippingDetailsRemoved).toBe(1);
    const kept = await row(order.id);
    expect(kept).toMatchObject({ buyer: { name: 'كريم حداد' }, shippingAddress: null, billing: BILLING });
    expect(kept!.buyer).not.toHaveProperty('phone');
    expect(kept!.customerEmail).toBe('client@example.fr');
  });

  it('leaves an order whose paper original is still to post, however old', async () => {
    const order = await fulfilledOrder({ status: 'translated', createdAt: T0 });
    await moveOrder(t, order.id, 'translated', T0);
    expect((await run(later(T0, days(400))))!.counts.shippingDetailsRemoved).toBe(0);
    expect(await row(order.id)).toMatchObject({ buyer: BUYER, shippingAddress: SHIPPING });
  });
});
