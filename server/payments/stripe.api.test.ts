import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { uploads } from '../files/schema';
import { invoices } from '../invoices/schema';
import { orderEvents, orders, paymentEvents } from '../orders/schema';
import { ORDER_REFERENCE } from '../orders/reference';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { FIXTURES, multipart } from '../test/multipart';
import { stripeStandIn } from '../test/stripe-stand-in';
import { OFFER_TOTAL, sentQuote } from '../quotes/test-helpers';

const stub = stripeStandIn();
const WEBHOOK_SECRET = 'whsec_test';
// Only its webhook helpers are used: it never sends a request.
const sdk = new Stripe('sk_test_x');

let t: TestApp;
beforeAll(async () => {
  await stub.start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stub.url,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(async () => {
  await truncateAll(t.database);
  await seedCatalogue(t.database.db);
  stub.reset();
});

let keyCounter = 0;
const newKey = () => `stripe-key-${Date.now()}-${++keyCounter}-abcdef`;

async function uploadFiles(n: number) {
  const { payload, headers } = multipart(
    Array.from({ length: n }, (_, i) => ({ filename: `acte-${i}.pdf`, content: FIXTURES.pdf() })),
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/services/upload', payload, headers });
  const set = res.cookies.find((c) => c.name === 'uploadSession')!;
  return {
    ids: res.json().fileUrls.map((f: { id: string }) => f.id) as string[],
    cookie: `uploadSession=${set.value}`,
  };
}

const cart = (extra: Record<string, unknown> = {}) => ({
  numberOfPages: 3,
  numberOfDocuments: 2,
  deliveryMethod: 'priority',
  legalization: 'mairie',
  email: 'Client@Example.FR',
  idempotencyKey: newKey(),
  ...extra,
});

function checkout(body: Record<string, unknown>, cookie = '') {
  return t.app.inject({ method: 'POST', url: '/api/services/checkout', payload: body, headers: { cookie } });
}

/** A checkout through the stand-in: the order and its Stripe session id. */
async function openSession() {
  const res = await checkout(cart());
  expect(res.statusCode).toBe(200);
  const { orderId } = res.json() as { orderId: string };
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { orderId, sessionId: order!.providerSessionId! };
}

type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'customer.created';

/** The JSON of a Stripe event about a Checkout session, as Stripe would send it. */
function eventPayload(
  type: EventType,
  sessionId: string,
  paymentStatus: 'paid' | 'unpaid' = 'paid',
  id = `evt_${randomBytes(12).toString('hex')}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: paymentStatus,
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
      },
    },
  });
}

const sign = (payload: string, secret = WEBHOOK_SECRET) => sdk.webhooks.generateTestHeaderString({ payload, secret });

function deliver(payload: string, signature: string | null = sign(payload)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    // What Stripe sends: JSON with a charset parameter.
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}

async function state(orderId: string) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
  const payments = await db.select().from(paymentEvents);
  const issued = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return { order: order!, toPaid: events.filter((e) => e.toStatus === 'paid').length, events, payments, issued };
}

describe('checkout with Stripe', () => {
  it('sends the order to Stripe Checkout as the API expects and answers the session page', async () => {
    const { ids, cookie } = await uploadFiles(1);
    const res = await checkout(cart({ fileIds: ids }), cookie);
    expect(res.statusCode).toBe(200);
    const { orderId, url } = res.json() as { orderId: string; url: string };
    expect(orderId).toMatch(ORDER_REFERENCE);

    expect(stub.requests).toHaveLength(1);
    const sent = stub.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.headers.authorization).toBe('Bearer sk_test_x');
    expect(sent.headers['idempotency-key']).toBe(`checkout-${orderId}`);
    const form = sent.form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('currency')).toBe('eur');
    expect(form.get('customer_email')).toBe('client@example.fr');
    expect(form.get('client_reference_id')).toBe(orderId);
    expect(form.get('success_url')).toBe('http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}');
    expect(form.get('cancel_url')).toBe('http://localhost:3000/panier');
    expect(form.get('locale')).toBe('fr');
    // 3 pages × 30 €, registered letter 15 €, town-hall legalisation 2 × 20 €: three lines, in cents.
    const amounts = [...form.keys()]
      .filter((k) => /^line_items\[\d+\]\[price_data\]\[unit_amount\]$/.test(k))
      .map((k) => form.get(k));
    expect(amounts).toEqual(['9000', '1500', '4000']);
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Traduction certifiée (3 pages)');

    const session = [...stub.sessions.values()][0]!;
    expect(url).toBe(session.url);
    expect(session.client_reference_id).toBe(orderId);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      paymentProvider: 'stripe',
      providerSessionId: session.id,
      providerSessionUrl: session.url,
      totalCents: 14_500,
    });
    const files = await t.database.db.select().from(uploads).where(eq(uploads.orderId, orderId));
    expect(files.map((f) => f.status)).toEqual(['attached']);
  });

  it('an order from an Arabic page returns to the Arabic pages; Stripe, which has no Arabic, picks the browser’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/checkout',
      payload: cart(),
      headers: { 'x-site-lang': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    const form = stub.requests[0]!.form;
    expect(form.get('locale')).toBe('auto');
    expect(form.get('success_url')).toBe('http://localhost:3000/ar/payment-success?session_id={CHECKOUT_SESSION_ID}');
    expect(form.get('cancel_url')).toBe('http://localhost:3000/ar/panier');
    // The line items keep the order's stored (French) labels, as the invoice does.
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Traduction certifiée (3 pages)');
  });

  it('leaves free lines out of Stripe (e-mail delivery, no legalisation)', async () => {
    const res = await checkout(
      cart({ numberOfPages: 2, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'none' }),
    );
    expect(res.statusCode).toBe(200);
    const form = stub.requests[0]!.form;
    const amounts = [...form.keys()].filter((k) => k.endsWith('[price_data][unit_amount]')).map((k) => form.get(k));
    expect(amounts).toEqual(['6000']);
  });

  it('a retried checkout answers the session already opened without asking Stripe again', async () => {
    const body = cart();
    const first = (await checkout(body)).json();
    const again = await checkout(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(stub.requests).toHaveLength(1);
  });

  it('answers 502 in French when Stripe is unreachable, and the same order opens once it is back', async () => {
    stub.down = true;
    const body = cart();
    const res = await checkout(body);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'Le paiement en ligne est momentanément indisponible. Réessayez dans quelques instants.',
    });
    const pending = await t.database.db.select().from(orders);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.providerSessionId).toBeNull();

    stub.down = false;
    const retry = await checkout(body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().orderId).toBe(pending[0]!.id);
    expect(await t.database.db.select().from(orders)).toHaveLength(1);
    // The same idempotency key as the failed attempts: Stripe would answer the same session.
    expect(stub.requests.map((r) => r.headers['idempotency-key'])).toEqual([`checkout-${pending[0]!.id}`]);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('marks the order paid exactly once when the same event is delivered five times', async () => {
    const { orderId, sessionId } = await openSession();
    const payload = eventPayload('checkout.session.completed', sessionId);
    // Stripe retries and duplicates deliveries; some arrive together.
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(replies[0]!.json()).toEqual({ received: true });

    const s = await state(orderId);
    expect(s.order).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(s.order.paidAt).toBeInstanceOf(Date);
    expect(s.toPaid).toBe(1);
    expect(s.events.at(-1)).toMatchObject({ fromStatus: 'pending_payment', toStatus: 'paid', actor: 'stripe' });
    expect(s.payments).toHaveLength(1);
    expect(s.payments[0]).toMatchObject({ id: JSON.parse(payload).id, provider: 'stripe' });
    // One invoice, issued with the payment: replays never issue another.
    expect(s.issued.map((i) => i.number)).toEqual([expect.stringMatching(/^F-\d{4}-000001$/)]);
  });

  it('a second event id for a session already paid changes nothing more', async () => {
    const { orderId, sessionId } = await openSession();
    expect((await deliver(eventPayload('checkout.session.completed', sessionId))).statusCode).toBe(200);
    const before = await state(orderId);
    expect((await deliver(eventPayload('checkout.session.completed', sessionId))).statusCode).toBe(200);
    expect((await deliver(eventPayload('checkout.session.async_payment_succeeded', sessionId))).statusCode).toBe(200);
    const after = await state(orderId);
    expect(after.order).toEqual(before.order);
    expect(after.events).toEqual(before.events);
    expect(before.issued).toHaveLength(1);
    expect(after.issued).toEqual(before.issued);
  });

  it.each(['checkout.session.expired', 'checkout.session.async_payment_failed'] as const)(
    'a late %s after the payment leaves the order paid',
    async (late) => {
      const { orderId, sessionId } = await openSession();
      await deliver(eventPayload('checkout.session.completed', sessionId));
      const res = await deliver(eventPayload(late, sessionId, 'unpaid'));
      expect(res.statusCode).toBe(200);
      const s = await state(orderId);
      expect(s.order).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
      expect(s.toPaid).toBe(1);
    },
  );

  it('async_payment_succeeded after an expired event marks the order paid', async () => {
    const { orderId, sessionId } = await openSession();
    await deliver(eventPayload('checkout.session.expired', sessionId, 'unpaid'));
    expect((await state(orderId)).order).toMatchObject({ status: 'pending_payment', paymentStatus: 'expired' });
    const res = await deliver(eventPayload('checkout.session.async_payment_succeeded', sessionId));
    expect(res.statusCode).toBe(200);
    const s = await state(orderId);
    expect(s.order).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(s.toPaid).toBe(1);
  });

  it('a completed session still unpaid (delayed method) is not a payment; its later outcome is', async () => {
    const { orderId, sessionId } = await openSession();
    expect((await deliver(eventPayload('checkout.session.completed', sessionId, 'unpaid'))).statusCode).toBe(200);
    expect((await state(orderId)).order).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'unpaid',
      paidAt: null,
    });

    await deliver(eventPayload('checkout.session.async_payment_failed', sessionId, 'unpaid'));
    expect((await state(orderId)).order).toMatchObject({ status: 'pending_payment', paymentStatus: 'failed' });
  });

  it.each([
    ['a signature made with another secret', (p: string) => ({ payload: p, signature: sign(p, 'whsec_someone_else') })],
    ['no signature header', (p: string) => ({ payload: p, signature: null })],
    ['a body changed after signing', (p: string) => ({ payload: p.replace('"paid"', '"paid" '), signature: sign(p) })],
    [
      'a signature too old to be trusted',
      (p: string) => ({
        payload: p,
        signature: sdk.webhooks.generateTestHeaderString({
          payload: p,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
      }),
    ],
  ])('answers 400 to %s and changes nothing', async (_what, forge) => {
    const { orderId, sessionId } = await openSession();
    const before = await state(orderId);
    const { payload, signature } = forge(eventPayload('checkout.session.completed', sessionId));
    const res = await deliver(payload, signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Signature invalide.' });
    const after = await state(orderId);
    expect(after.order).toEqual(before.order);
    expect(after.payments).toEqual([]);
  });

  it('answers 200 to event types it does not handle and changes nothing', async () => {
    const { orderId, sessionId } = await openSession();
    const before = await state(orderId);
    const res = await deliver(eventPayload('customer.created', sessionId));
    expect(res.statusCode).toBe(200);
    const after = await state(orderId);
    expect(after.order).toEqual(before.order);
    expect(after.payments).toEqual([]);
  });

  it('answers 200 to a payment for a session it does not know (nothing to retry)', async () => {
    const res = await deliver(eventPayload('checkout.session.completed', 'cs_test_not_ours'));
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });
});

describe('GET /api/services/payment-success with Stripe', () => {
  it('asks Stripe when the webhook has not arrived yet and records the payment once', async () => {
    const { orderId, sessionId } = await openSession();
    stub.sessions.get(sessionId)!.payment_status = 'paid';
    stub.sessions.get(sessionId)!.status = 'complete';

    const res = await t.app.inject(`/api/services/payment-success?session_id=${sessionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paid: true, order: { reference: orderId, statusLabel: 'Payée' } });
    const asked = stub.requests.filter((r) => r.method === 'GET');
    expect(asked.map((r) => r.path)).toEqual([`/v1/checkout/sessions/${sessionId}`]);
    expect((await state(orderId)).order).toMatchObject({ status: 'paid', paymentStatus: 'paid' });

    // The webhook arriving afterwards, and a reload of the page, change nothing.
    await deliver(eventPayload('checkout.session.completed', sessionId));
    const reload = await t.app.inject(`/api/services/payment-success?session_id=${sessionId}`);
    expect(reload.statusCode).toBe(200);
    expect(stub.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    expect((await state(orderId)).toPaid).toBe(1);
    expect((await state(orderId)).issued).toHaveLength(1);
  });

  it('answers 402 when Stripe says the session is not paid', async () => {
    const { orderId, sessionId } = await openSession();
    const res = await t.app.inject(`/api/services/payment-success?session_id=${sessionId}`);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: 'Paiement non confirmé.' });
    expect((await state(orderId)).order).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid' });
  });

  it('answers 502 in French when Stripe cannot be reached', async () => {
    const { orderId, sessionId } = await openSession();
    stub.down = true;
    const res = await t.app.inject(`/api/services/payment-success?session_id=${sessionId}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Impossible de vérifier le paiement pour le moment.' });
    expect((await state(orderId)).order).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid' });
  });
});

describe('a quote paid with Stripe (decision 030)', () => {
  it('sends the quoted lines to Stripe; the webhook pays the one order and issues its invoice', async () => {
    const { token } = await sentQuote(t, 'quote.client@example.fr');
    const accept = () =>
      t.app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: { withdrawalConsent: true } });
    const [first, second] = await Promise.all([accept(), accept()]);
    expect(first.json()).toEqual(second.json());
    const { orderId, url } = first.json() as { orderId: string; url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    // Both asked Stripe for the same order's session (one idempotency key); the quote's lines above 0 €.
    expect(new Set(stub.requests.map((r) => r.headers['idempotency-key']))).toEqual(new Set([`checkout-${orderId}`]));
    const form = stub.requests[0]!.form;
    const amounts = [...form.keys()]
      .filter((k) => /^line_items\[\d+\]\[price_data\]\[unit_amount\]$/.test(k))
      .map((k) => Number(form.get(k)));
    expect(amounts).toEqual([39000, 2000, 1525]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(OFFER_TOTAL);

    const sessionId = (await state(orderId)).order.providerSessionId!;
    expect((await deliver(eventPayload('checkout.session.completed', sessionId))).statusCode).toBe(200);
    const after = await state(orderId);
    expect(after.order).toMatchObject({ paymentStatus: 'paid', totalCents: OFFER_TOTAL });
    expect(after.issued).toHaveLength(1);
    const view = await t.app.inject({ method: 'GET', url: `/api/quotes/${token}` });
    expect(view.json()).toMatchObject({ state: 'paid', orderId });
  });
});
