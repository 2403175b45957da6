import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueItems } from '../../catalogue/schema';
import { orders } from '../../orders/schema';
import { tr } from '../../../core/messages';
import { fr } from '../../../core/messages/fr/index';
import { cataloguePerFile, dhl, order } from './catalogue-test-kit';
import { CHECKOUT_IDENTITY } from '../../test/orders';

// The admin's price list: listing, editing, adding. Delays and the delivery calendar are in
// catalogue-delays.api.test.ts.
const { t, admin, put, add, price, publicCatalogue } = cataloguePerFile();

describe('GET /api/admin/catalogue', () => {
  it('lists every row, inactive ones included: page price, delivery methods, then legalisations', async () => {
    await t.database.db.update(catalogueItems).set({ active: false }).where(eq(catalogueItems.id, 'dhl'));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      kind: string;
      id: string;
      active: boolean;
      price: number;
      priceCents: number;
    }[];
    expect(items.map((i) => `${i.kind}:${i.id}`)).toEqual([
      'page:translation',
      'delivery:email',
      'delivery:standard',
      'delivery:priority',
      'delivery:international',
      'delivery:dhl',
      'delivery:pickup',
      'legalization:none',
      'legalization:mairie',
      'legalization:chamberOfCommerce',
      'legalization:foreignAffairs',
      'legalization:consulate',
      'urgent:urgent',
    ]);
    expect(items.find((i) => i.id === 'dhl')).toMatchObject({ active: false, price: 100, priceCents: 10_000 });
  });
});

describe('PUT /api/admin/catalogue/:kind/:id', () => {
  it('applies to the next price at once and never to an existing order', async () => {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/services/checkout',
      payload: {
        ...order,
        ...CHECKOUT_IDENTITY,
        email: 'client@example.fr',
        idempotencyKey: 'catalogue-test-key-0001',
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { orderId } = checkout.json();
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(before!.totalCents).toBe(2 * 3000 + 10_000 + 2000);

    expect(
      (await put('page', 'translation', { name: 'Traduction certifiée, par page', price: 35.5, active: true }))
        .statusCode,
    ).toBe(200);
    const res = await put('delivery', 'dhl', { ...dhl, name: 'DHL Express 24 h', price: 89.99 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: tr('adminCatalogue.saved'),
      item: { kind: 'delivery', id: 'dhl', name: 'DHL Express 24 h', price: 89.99, priceCents: 8999 },
    });

    const quote = await price(order);
    expect(quote.json()).toMatchObject({ totalCents: 2 * 3550 + 8999 + 2000 });
    expect(quote.json().breakdown[1].label).toBe('Livraison\u00a0: DHL Express 24 h');
    expect((await publicCatalogue()).pricePerPage).toBe(35.5);

    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.priceLines).toEqual(before!.priceLines);
    expect(after).toMatchObject({ totalCents: before!.totalCents, deliveryName: 'DHL Express' });
    const view = await t.app.inject({ method: 'GET', url: `/api/services/orders/${orderId}`, headers: admin.headers });
    expect(view.json().services[0].totalPrice).toBe(180);
  });

  it('takes an option out of the order form when deactivated, and back when reactivated', async () => {
    expect((await put('delivery', 'dhl', { ...dhl, active: false })).statusCode).toBe(200);
    expect((await publicCatalogue()).deliveryMethods.map((d: { id: string }) => d.id)).not.toContain('dhl');
    expect((await price(order)).json()).toEqual({ message: 'Mode de livraison inconnu.' });
    expect((await put('delivery', 'dhl', dhl)).statusCode).toBe(200);
    expect((await price(order)).statusCode).toBe(200);
  });

  it('drops the page micro-cache so no page shows an old price', async () => {
    await t.app.pageCache.getOrRender('/services|system|unset', async () => ({
      status: 200,
      headers: [],
      html: '30 €',
      nonce: 'n',
    }));
    expect(t.app.pageCache.size).toBe(1);
    expect((await put('delivery', 'dhl', { ...dhl, price: 90 })).statusCode).toBe(200);
    expect(t.app.pageCache.size).toBe(0);
  });

  it.each([
    ['page', 'translation', { name: 'Traduction', price: 30, active: false }, tr('adminCatalogue.pageAlwaysActive')],
    [
      'delivery',
      'email',
      { name: 'E-mail (PDF)', price: 0, active: false },
      tr('adminCatalogue.defaultDeliveryActive'),
    ],
    [
      'legalization',
      'none',
      { name: 'Aucune', price: 0, active: false },
      tr('adminCatalogue.defaultLegalizationActive'),
    ],
    ['delivery', 'dhl', { ...dhl, price: -1 }, tr('adminCatalogue.priceRange')],
    ['delivery', 'dhl', { ...dhl, price: 10_000.01 }, tr('adminCatalogue.priceRange')],
    ['delivery', 'dhl', { ...dhl, price: 12.345 }, tr('adminCatalogue.priceDecimals')],
    ['delivery', 'dhl', { ...dhl, price: '12,50' }, tr('adminCatalogue.priceInvalid')],
    ['delivery', 'dhl', { ...dhl, price: undefined }, tr('adminCatalogue.priceInvalid')],
    ['delivery', 'dhl', { ...dhl, name: '   ' }, tr('form.nameRequired')],
    ['delivery', 'dhl', { ...dhl, name: 'x'.repeat(81) }, tr('form.nameTooLong', { max: 80 })],
    ['delivery', 'dhl', { ...dhl, name: 'lettre SUIVIE' }, tr('adminCatalogue.nameTaken')],
    ['delivery', 'dhl', { ...dhl, active: 'oui' }, tr('adminCatalogue.activeInvalid')],
    [
      'delivery',
      'dhl',
      { ...dhl, description: 'x'.repeat(301) },
      tr('adminCatalogue.descriptionTooLong', { max: 300 }),
    ],
    ['tarif', 'dhl', dhl, tr('adminCatalogue.kindInvalid')],
  ])('refuses %s/%s %j with a French 400 and changes nothing', async (kind, id, payload, message) => {
    const res = await put(kind, id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    const [row] = await t.database.db
      .select()
      .from(catalogueItems)
      .where(and(eq(catalogueItems.kind, 'delivery'), eq(catalogueItems.id, 'dhl')));
    expect(row).toMatchObject({ name: 'DHL Express', priceCents: 10_000, active: true });
  });
});

describe('PUT /api/admin/catalogue/:kind/:id: limits and refusals', () => {
  it('keeps at least one delivery method active', async () => {
    // Only reachable if the default method was switched off some other way (older data).
    await t.database.db
      .update(catalogueItems)
      .set({ active: false })
      .where(and(eq(catalogueItems.kind, 'delivery')));
    await t.database.db
      .update(catalogueItems)
      .set({ active: true })
      .where(and(eq(catalogueItems.kind, 'delivery'), eq(catalogueItems.id, 'dhl')));
    const res = await put('delivery', 'dhl', { ...dhl, active: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: tr('adminCatalogue.lastDelivery') });
  });

  it('answers 404 for an unknown row and a missing body in French', async () => {
    expect((await put('delivery', 'pigeon', dhl)).json()).toEqual({ message: tr('adminCatalogue.notFound') });
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/catalogue/delivery/dhl',
      headers: admin.headers,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: tr('adminCatalogue.bodyRequired') });
  });

  it('answers any input with 200 or a French 400, never a 500', async () => {
    // Every message of the price list's rules (the catalogue's adminCatalogue domain, and the shared name field).
    const known = new Set<string>([
      ...Object.values(fr.adminCatalogue),
      tr('form.nameRequired'),
      tr('form.nameTooLong', { max: 80 }),
      tr('adminCatalogue.descriptionTooLong', { max: 300 }),
    ]);
    const anyValue = fc.oneof(
      fc.string({ maxLength: 90 }),
      fc.double({ noNaN: false }),
      fc.integer({ min: -20_000, max: 20_000 }),
      fc.constantFrom(null, true, false, [], {}, 0.1, 9999.99, 1e308, -0, 'Lettre suivie'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ name: anyValue, description: anyValue, price: anyValue, active: anyValue }, { requiredKeys: [] }),
        async (body) => {
          const res = await put('delivery', 'dhl', body);
          expect([200, 400]).toContain(res.statusCode);
          if (res.statusCode === 400) expect(known).toContain(res.json().message);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('POST /api/admin/catalogue/:kind', () => {
  it('adds an option at the end of its list, with an id made from its name, usable at once', async () => {
    const res = await add('delivery', { name: 'Coursier Dijon', description: 'Remise en main propre', price: 12.5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: tr('adminCatalogue.added'),
      item: {
        kind: 'delivery',
        id: 'coursier-dijon',
        name: 'Coursier Dijon',
        priceCents: 1250,
        active: true,
        position: 6,
        // No delays typed: the default choice's turnaround, no postal leg.
        turnaroundDays: 2,
        postal: null,
      },
    });
    expect((await publicCatalogue()).deliveryMethods.at(-1)).toMatchObject({ id: 'coursier-dijon', price: 12.5 });
    expect((await price({ ...order, deliveryMethod: 'coursier-dijon' })).json().totalCents).toBe(
      2 * 3000 + 1250 + 2000,
    );

    const legalisation = await add('legalization', { name: 'Préfecture', price: 40, active: false });
    expect(legalisation.json().item).toMatchObject({ id: 'prefecture', active: false, position: 5 });
    expect((await publicCatalogue()).legalizationTypes.map((l: { id: string }) => l.id)).not.toContain('prefecture');
  });

  it('gives a new id when the slug is taken by another name', async () => {
    await add('delivery', { name: 'Coursier Dijon', price: 12 });
    const res = await add('delivery', { name: 'Coursier (Dijon)', price: 14 });
    expect(res.json().item.id).toBe('coursier-dijon-2');
  });

  it.each([
    ['page', { name: 'Autre prix', price: 20 }, tr('adminCatalogue.notAddable')],
    ['delivery', { name: 'DHL express', price: 20 }, tr('adminCatalogue.nameTaken')],
    ['delivery', { name: '', price: 20 }, tr('form.nameRequired')],
    ['delivery', { name: 'Cher', price: 10_001 }, tr('adminCatalogue.priceRange')],
    ['legalization', { name: 'Sans prix' }, tr('adminCatalogue.priceInvalid')],
  ])('refuses %s %j with a French 400', async (kind, payload, message) => {
    const count = (await t.database.db.select().from(catalogueItems)).length;
    const res = await add(kind, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await t.database.db.select().from(catalogueItems)).toHaveLength(count);
  });
});
