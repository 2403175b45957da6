import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { invoices } from '../invoices/schema';
import { orderEvents, orders, paymentEvents } from '../orders/schema';
import { checkoutKit } from '../orders/checkout-test-kit';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { stripeStandIn } from '../test/stripe-stand-in';

/**
 * What the Stripe API test files share (one file of 420 lines, split by topic for issue 26): the
 * app talking to a Stripe stand-in, emptied and its catalogue seeded before each test, and the
 * calls a test makes as a browser (checkout) or as Stripe (signed webhook events).
 */
export const WEBHOOK_SECRET = 'whsec_test';
// Only its webhook helpers are used: it never sends a request.
export const sdk = new Stripe('sk_test_x');

type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'customer.created';

export function stripePerFile() {
  const stub = stripeStandIn();
  const t = {} as TestApp;
  beforeAll(async () => {
    await stub.start();
    Object.assign(
      t,
      await createTestApp({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stub.url,
      }),
    );
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

  // Uploads and the cart as the checkout tests make them (one kit), without the comment.
  const orderKit = checkoutKit(t);
  const uploadFiles = (n: number) => orderKit.uploadFiles(n);
  const cart = (extra: Record<string, unknown> = {}) =>
    orderKit.cart({ email: 'Client@Example.FR', comment: '', ...extra });

  // One browser, as a visitor retrying in one tab: its checkout key is scoped to its upload session.
  function checkout(body: Record<string, unknown>, cookie = `uploadSession=${'b'.repeat(43)}`) {
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

  const { newKey } = orderKit;
  return { t, stub, newKey, uploadFiles, cart, checkout, openSession, eventPayload, sign, deliver, state };
}
