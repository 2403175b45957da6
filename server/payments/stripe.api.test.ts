import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../files/schema';
import { orders } from '../orders/schema';
import { ORDER_REFERENCE } from '../orders/reference';
import { OFFER_TOTAL, sentQuote, ACCEPT } from '../quotes/test-helpers';
import { stripePerFile } from './stripe-test-kit';

// Payments through Stripe Checkout: the checkout, the return page, a quote paid. The webhook has
// its own file (stripe-webhook.api.test.ts).
const { t, stub, uploadFiles, cart, checkout, openSession, eventPayload, deliver, state } = stripePerFile();

/** What the server sent to open the Checkout session (a customer is created before it). */
const sessionForm = () => stub.requests.find((r) => r.path === '/v1/checkout/sessions')!.form;

describe('checkout with Stripe', () => {
  it('sends the order to Stripe Checkout as the API expects and answers the session page', async () => {
    const { ids, cookie } = await uploadFiles(1);
    const res = await checkout(cart({ fileIds: ids }), cookie);
    expect(res.statusCode).toBe(200);
    const { orderId, url } = res.json() as { orderId: string; url: string };
    expect(orderId).toMatch(ORDER_REFERENCE);

    // First the customer, with the name and address given on /services (issue 27), then the session.
    expect(stub.requests.map((r) => r.path)).toEqual(['/v1/customers', '/v1/checkout/sessions']);
    const customer = stub.requests[0]!;
    expect(customer.headers['idempotency-key']).toBe(`customer-${orderId}`);
    expect(customer.form.get('name')).toBe('Amina Benali');
    expect(customer.form.get('email')).toBe('client@example.fr');
    expect(customer.form.get('shipping[address][postal_code]')).toBe('21000');
    expect(customer.form.get('shipping[address][country]')).toBe('FR');
    const sent = stub.requests[1]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.headers.authorization).toBe('Bearer sk_test_x');
    expect(sent.headers['idempotency-key']).toBe(`checkout-${orderId}`);
    const form = sent.form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('currency')).toBe('eur');
    // The customer carries the e-mail: Checkout asks for neither again.
    expect(form.get('customer')).toMatch(/^cus_test_/);
    expect(form.get('customer_email')).toBeNull();
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
    const form = sessionForm();
    expect(form.get('locale')).toBe('auto');
    expect(form.get('success_url')).toBe('http://localhost:3000/ar/payment-success?session_id={CHECKOUT_SESSION_ID}');
    expect(form.get('cancel_url')).toBe('http://localhost:3000/ar/panier');
    // The line items are named in the order's language, from their codes (decision 075).
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('ترجمة محلّفة (3 صفحات)');
  });

  it('leaves free lines out of Stripe (e-mail delivery, no legalisation)', async () => {
    const res = await checkout(
      cart({ numberOfPages: 2, numberOfDocuments: 1, deliveryMethod: 'email', legalization: 'none' }),
    );
    expect(res.statusCode).toBe(200);
    const form = sessionForm();
    const amounts = [...form.keys()].filter((k) => k.endsWith('[price_data][unit_amount]')).map((k) => form.get(k));
    expect(amounts).toEqual(['6000']);
  });

  it('a retried checkout answers the session already opened without asking Stripe again', async () => {
    const body = cart();
    const first = (await checkout(body)).json();
    const again = await checkout(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    // The customer and the session, once each.
    expect(stub.requests).toHaveLength(2);
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
    expect(stub.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      `customer-${pending[0]!.id}`,
      `checkout-${pending[0]!.id}`,
    ]);
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
    const accept = () => t.app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: ACCEPT });
    const [first, second] = await Promise.all([accept(), accept()]);
    expect(first.json()).toEqual(second.json());
    const { orderId, url } = first.json() as { orderId: string; url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    // Both asked Stripe for the same order's customer and session (one idempotency key each); the
    // quote's lines above 0 €.
    expect(new Set(stub.requests.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`customer-${orderId}`, `checkout-${orderId}`]),
    );
    const form = stub.requests.find((r) => r.headers['idempotency-key'] === `checkout-${orderId}`)!.form;
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
