import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentToStripe } from '../../app/content/pages/rgpd-payment';
import { STRIPE_BUYER_FIELDS } from '../../core/stripe-data';
import { seedCatalogue } from '../catalogue/seed';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';
import { stripePerFile } from './stripe-test-kit';

/**
 * Issue 27: /rgpd says exactly what Stripe receives about the buyer. One list
 * (core/stripe-data.ts) names the fields; this file checks that a checkout sends Stripe those and
 * nothing else about the person, and that the policy, French and Arabic, states them.
 */
const { stub, uploadFiles, cart, checkout } = stripePerFile();

/** Which field of the list a parameter of the Stripe customer carries; any other key is itself, and fails. */
function fieldOf(key: string): string | null {
  if (key === 'email' || key === 'name' || key === 'phone') return key;
  if (key.startsWith('shipping[')) return 'shippingAddress';
  // The order's reference, so the translator finds the payment: nothing about the person.
  if (key === 'metadata[orderId]') return null;
  return key;
}

/** What a Checkout session may carry besides the customer: the order, never the person. */
const ORDER_KEYS = [
  /^mode$/,
  /^currency$/,
  /^customer$/,
  /^client_reference_id$/,
  /^locale$/,
  /^line_items\[\d+\]\[(quantity|price_data\]\[(currency|unit_amount|product_data\]\[name))\]$/,
  /^custom_text\[submit\]\[message\]$/,
  /^metadata\[orderId\]$/,
  /^(success|cancel)_url$/,
];

describe('what Stripe receives', () => {
  it('a checkout with every detail given sends Stripe exactly the fields /rgpd names', async () => {
    const { ids, cookie } = await uploadFiles(1);
    const res = await checkout(
      cart({ fileIds: ids, buyer: { name: 'كريم حداد', phone: '+33 6 12 34 56 78' }, deliveryMethod: 'priority' }),
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);

    const customer = stub.requests.find((r) => r.path === '/v1/customers')!.form;
    const fields = new Set([...customer.keys()].map(fieldOf).filter((f) => f !== null));
    expect([...fields].sort()).toEqual([...STRIPE_BUYER_FIELDS].sort());
    expect(customer.get('phone')).toBe('+33 6 12 34 56 78');
    expect(customer.get('shipping[address][postal_code]')).toBe('21000');

    const session = stub.requests.find((r) => r.path === '/v1/checkout/sessions')!.form;
    const personal = [...session.keys()].filter((k) => !ORDER_KEYS.some((re) => re.test(k)));
    expect(personal, 'the session carries the customer, not the person again').toEqual([]);
  });

  it('an e-mail delivery without a phone sends the e-mail and the name only', async () => {
    const { ids, cookie } = await uploadFiles(1);
    const res = await checkout(cart({ fileIds: ids, deliveryMethod: 'email', shippingAddress: undefined }), cookie);
    expect(res.statusCode, res.body).toBe(200);
    const customer = stub.requests.find((r) => r.path === '/v1/customers')!.form;
    expect([...customer.keys()].map(fieldOf).filter((f) => f !== null)).toEqual(['email', 'name']);
  });
});

describe('/rgpd states it', () => {
  let pages: TestApp;
  beforeAll(async () => {
    pages = await createTestApp({}, { ssr: await loadServerBuild() });
    await seedCatalogue(pages.database.db);
  });
  afterAll(() => pages.close());

  const html = async (url: string) => {
    const res = await pages.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body.replace(/<!-- -->/g, '');
  };

  it('in French: the payment provider is named and every field it receives is listed', async () => {
    const page = await html('/rgpd');
    expect(sentToStripe('fr')).toBe(
      'votre adresse e-mail, votre nom complet, votre téléphone (si vous l’avez donné) et l’adresse d’expédition (si l’original papier vous est envoyé)',
    );
    expect(page).toContain(
      `Stripe. Pour que sa page de paiement ne vous redemande pas ce que vous avez déjà saisi, ce site lui transmet ${sentToStripe('fr')}`,
    );
    expect(page).not.toContain('Nous ne recevons que la confirmation');
  });

  it('in the Arabic summary too', async () => {
    const page = await html('/ar/rgpd');
    expect(page).toContain(`Stripe\u2069 ${sentToStripe('ar')}`);
    expect(page).toContain('اسمك الكامل');
  });
});
