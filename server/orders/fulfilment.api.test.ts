import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { appPerFile, createTestApp } from '../test/app';
import { orders } from './schema';

/**
 * Issue 27: the checkout refuses what the form would, whatever the browser sent, in the page's
 * language; nothing is written when it refuses; what it accepts is frozen with the order.
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
  },
);

let n = 0;
const address = { line1: '3 avenue Foch', postalCode: '21000', city: 'Dijon', country: 'FR' };
const cart = (extra: Record<string, unknown> = {}) => ({
  numberOfPages: 2,
  numberOfDocuments: 1,
  deliveryMethod: 'standard',
  legalization: 'none',
  email: 'amina@example.fr',
  buyer: { name: 'Amina Benali', phone: '+33 6 12 34 56 78' },
  shippingAddress: address,
  idempotencyKey: `fulfilment-key-${++n}-abcdefgh`,
  ...extra,
});

const checkout = (body: Record<string, unknown>, lang: 'fr' | 'ar' = 'fr') =>
  t.app.inject({ method: 'POST', url: '/api/services/checkout', payload: body, headers: { 'x-site-lang': lang } });

const business = { kind: 'business', companyName: 'Cabinet Martin', companyId: '552 032 534', address };

const REFUSALS: [string, Record<string, unknown>, string, string][] = [
  [
    'a tracked letter without an address',
    { shippingAddress: null },
    'Indiquez l’adresse où envoyer l’original papier.',
    'يُرجى إدخال العنوان الذي نرسل إليه الأصل الورقي.',
  ],
  [
    'a bad French postal code',
    { shippingAddress: { ...address, postalCode: '2100' } },
    'Un code postal français compte 5 chiffres, par exemple 21000.',
    'يتكوّن الرمز البريدي الفرنسي من 5 أرقام، مثل \u206621000\u2069.',
  ],
  [
    'a country the row does not serve',
    { shippingAddress: { ...address, country: 'TN', postalCode: '1000' } },
    'Ce mode de livraison n’expédie qu’en France\u00a0: choisissez un autre mode pour un envoi à l’étranger.',
    'طريقة التوصيل هذه لا ترسل إلا داخل فرنسا: اختر طريقة أخرى للإرسال إلى الخارج.',
  ],
  [
    'a bad SIREN key',
    { billing: { ...business, companyId: '552032535' } },
    'Ce SIREN n’est pas valide\u00a0: vérifiez les 9 chiffres.',
    'رقم تعريف المنشأة (\u2066SIREN\u2069) هذا غير صالح: تحقّق من الأرقام التسعة.',
  ],
  [
    'a business without its raison sociale',
    { billing: { ...business, companyName: '  ' } },
    'Indiquez la raison sociale.',
    'يُرجى إدخال الاسم التجاري.',
  ],
  ['no name', { buyer: { name: '' } }, 'Indiquez votre nom complet.', 'يُرجى إدخال اسمك الكامل.'],
];

describe('checkout with a buyer, an address and a billing identity', () => {
  for (const [what, change, french, arabic] of REFUSALS) {
    it(`refuses ${what} (400) in French and Arabic, and writes nothing`, async () => {
      const fr = await checkout(cart(change));
      expect(fr.statusCode, fr.body).toBe(400);
      expect(fr.json().message).toBe(french);
      const ar = await checkout(cart(change), 'ar');
      expect(ar.statusCode).toBe(400);
      expect(ar.json().message).toBe(arabic);
      expect(await t.database.db.select().from(orders)).toEqual([]);
    });
  }

  it('freezes the buyer, the address and the business identity with the order', async () => {
    const res = await checkout(
      cart({ billing: { ...business, companyId: '55203253400646', vatNumber: 'fr27 552032534', reference: 'BC-14' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order!.buyer).toEqual({ name: 'Amina Benali', phone: '+33 6 12 34 56 78' });
    expect(order!.shippingAddress).toEqual({ ...address, line2: '' });
    expect(order!.billing).toEqual({
      kind: 'business',
      companyName: 'Cabinet Martin',
      siren: '552032534',
      siret: '55203253400646',
      vatNumber: 'FR27552032534',
      address: { ...address, line2: '' },
      reference: 'BC-14',
    });
  });

  it('keeps no address for an e-mail delivery, and bills the buyer by default', async () => {
    const res = await checkout(cart({ deliveryMethod: 'email' }));
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order!.shippingAddress).toBeNull();
    expect(order!.billing).toEqual({ kind: 'person', name: 'Amina Benali', address: null });
  });

  it('posts « International » abroad only', async () => {
    const abroad = await checkout(
      cart({ deliveryMethod: 'international', shippingAddress: { ...address, country: 'MA', postalCode: '10000' } }),
    );
    expect(abroad.statusCode, abroad.body).toBe(200);
    const home = await checkout(cart({ deliveryMethod: 'international' }));
    expect(home.statusCode).toBe(400);
  });
});
