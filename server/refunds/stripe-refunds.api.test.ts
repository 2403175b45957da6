import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentYear } from '../../core/invoice-number';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { seedCatalogue } from '../catalogue/seed';
import { invoices } from '../invoices/schema';
import { mailOutbox } from '../mail/schema';
import { orders } from '../orders/schema';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { stripeStandIn } from '../test/stripe-stand-in';
import { uncheckedAnomalies } from './anomaly';
import { refunds } from './schema';
import { CHECKOUT_IDENTITY } from '../test/orders';

const stub = stripeStandIn();
const WEBHOOK_SECRET = 'whsec_test';
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
let admin: SignedIn;
beforeEach(async () => {
  await truncateAll(t.database);
  await seedCatalogue(t.database.db);
  stub.reset();
  admin = await signIn(t, 'admin@example.fr', 'admin');
});

const YEAR = documentYear(new Date());
const creditNo = (n: number) => `A-${YEAR}-${String(n).padStart(6, '0')}`;
const newKey = () => `refund-${randomBytes(12).toString('hex')}`;
const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

function deliver(type: string, object: Record<string, unknown>, id = eventId()) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
  });
}

/** Checkout through the stand-in (145 €), paid, the webhook naming its PaymentIntent. */
async function paidStripeOrder() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services/checkout',
    payload: {
      numberOfPages: 3,
      numberOfDocuments: 2,
      deliveryMethod: 'priority',
      ...CHECKOUT_IDENTITY,
      legalization: 'mairie',
      email: 'client@example.fr',
      idempotencyKey: `stripe-refund-${randomBytes(8).toString('hex')}`,
    },
  });
  expect(res.statusCode).toBe(200);
  const { orderId } = res.json() as { orderId: string };
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const sessionId = order!.providerSessionId!;
  const intent = stub.pay(sessionId);
  const paid = await deliver('checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    payment_intent: intent,
  });
  expect(paid.statusCode).toBe(200);
  return { orderId, intent };
}

function refund(orderId: string, amountCents: number, idempotencyKey = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: admin.headers,
    payload: { amountCents, reason: 'Geste commercial', idempotencyKey },
  });
}

const chargeRefunded = (intent: string, amountRefunded: number, ids: string[] = []) => ({
  id: `ch_${intent.slice(8)}`,
  object: 'charge',
  amount: 14500,
  amount_refunded: amountRefunded,
  payment_intent: intent,
  refunded: amountRefunded === 14500,
  refunds: { object: 'list', data: ids.map((id) => ({ id, object: 'refund', status: 'succeeded' })) },
});

const rows = () => t.database.db.select().from(refunds).orderBy(refunds.createdAt);
const notes = () =>
  t.database.db.select().from(invoices).where(eq(invoices.kind, 'credit_note')).orderBy(invoices.sequence);
const orderOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('refunds through Stripe', () => {
  it('half: one Stripe refund of the PaymentIntent, idempotent, its credit note; the webhook that follows adds nothing', async () => {
    const { orderId, intent } = await paidStripeOrder();
    expect((await orderOf(orderId)).providerPaymentId).toBe(intent);
    const key = newKey();
    const res = await refund(orderId, 7250, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creditNote: { number: creditNo(1) }, replayed: false });

    const [row] = await rows();
    const sent = stub.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toBe(`refund-${row!.id}`);
    expect(Object.fromEntries(sent[0]!.form)).toMatchObject({
      payment_intent: intent,
      amount: '7250',
      reason: 'requested_by_customer',
      'metadata[refundId]': row!.id,
      'metadata[orderId]': orderId,
    });
    expect(row).toMatchObject({ status: 'succeeded', provider: 'stripe', providerRefundId: stub.refunds[0]!.id });
    expect(await orderOf(orderId)).toMatchObject({ status: 'partially_refunded', paymentStatus: 'paid' });
    const [note] = await notes();
    expect(note!.data).toMatchObject({
      payment: { methodLabel: 'Remboursement sur la carte bancaire (Stripe)' },
      totalCents: -7250,
    });

    // The second click: no second call to Stripe.
    expect((await refund(orderId, 7250, key)).json()).toMatchObject({ replayed: true });
    expect(stub.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);

    // Stripe's charge.refunded for that refund, delivered twice: already settled.
    const event = eventId();
    for (let i = 0; i < 2; i++)
      expect(
        (await deliver('charge.refunded', chargeRefunded(intent, 7250, [stub.refunds[0]!.id]), event)).statusCode,
      ).toBe(200);
    expect(await rows()).toHaveLength(1);
    expect(await notes()).toHaveLength(1);
  });

  it('Stripe unreachable: the refund waits (and counts); retried with the same form it is made once; or its webhook settles it', async () => {
    const { orderId, intent } = await paidStripeOrder();
    stub.down = true;
    const key = newKey();
    const down = await refund(orderId, 14500, key);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/^Stripe ne répond pas/);
    expect(await rows()).toMatchObject([{ status: 'pending', amountCents: 14500 }]);
    expect(await notes()).toEqual([]);
    // Pending counts against the cap.
    stub.down = false;
    expect((await refund(orderId, 100)).statusCode).toBe(409);

    const retry = await refund(orderId, 14500, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ creditNote: { number: creditNo(1) } });
    expect(stub.refunds).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });

    // Another order: Stripe made the refund but its answer was lost; the webhook settles it.
    const second = await paidStripeOrder();
    stub.down = true;
    expect((await refund(second.orderId, 5000)).statusCode).toBe(502);
    stub.down = false;
    expect(
      (await deliver('charge.refunded', chargeRefunded(second.intent, 5000, ['re_test_answer_lost']))).statusCode,
    ).toBe(200);
    const settled = (await rows()).filter((r) => r.orderId === second.orderId);
    expect(settled).toMatchObject([{ status: 'succeeded', amountCents: 5000 }]);
    expect((await notes()).map((n) => [n.number, n.orderId, n.totalCents])).toEqual([
      [creditNo(1), orderId, -14500],
      [creditNo(2), second.orderId, -5000],
    ]);
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'partially_refunded' });
    void intent;
  });
});

describe('refunds through Stripe: made in Stripe’s dashboard, or refused', () => {
  it('a refund made in Stripe’s dashboard is recorded from its webhook, once, with its credit note and e-mail', async () => {
    const { orderId, intent } = await paidStripeOrder();
    const event = chargeRefunded(intent, 2000, ['re_dashboard_1']);
    expect((await deliver('charge.refunded', event)).statusCode).toBe(200);
    expect((await deliver('charge.refunded', event)).statusCode).toBe(200);
    expect(await rows()).toMatchObject([
      {
        amountCents: 2000,
        status: 'succeeded',
        actor: 'stripe',
        reason: 'Remboursement effectué depuis le tableau de bord Stripe',
      },
    ]);
    expect((await notes()).map((n) => n.totalCents)).toEqual([-2000]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'partially_refunded' });
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'refund'))).toHaveLength(1);

    // Then the rest, in the dashboard too: the difference only.
    expect(
      (await deliver('charge.refunded', chargeRefunded(intent, 14500, ['re_dashboard_1', 're_2']))).statusCode,
    ).toBe(200);
    expect((await rows()).map((r) => r.amountCents)).toEqual([2000, 12500]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('Stripe refuses: the refund is given up, no credit note, and it no longer counts', async () => {
    const { orderId, intent } = await paidStripeOrder();
    // Refunded in the dashboard, Stripe's event not arrived yet: Stripe has less left than we think.
    stub.refunds.push({
      id: 're_elsewhere',
      object: 'refund',
      amount: 14000,
      status: 'succeeded',
      payment_intent: intent,
      metadata: {},
    });
    const res = await refund(orderId, 1000);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^Stripe a refusé le remboursement\u00a0: Refund amount/);
    expect(await rows()).toMatchObject([{ status: 'failed', amountCents: 1000 }]);
    expect(await notes()).toEqual([]);
    expect((await refund(orderId, 500)).statusCode).toBe(200);
  });

  it('a refund reported above the paid amount: 200, no more credited than paid, the anomaly shown until checked', async () => {
    // Issue 29, item 9: this answered 500, and Stripe retried for three days with nothing recorded.
    const { orderId, intent } = await paidStripeOrder();
    expect((await deliver('charge.refunded', chargeRefunded(intent, 2000, ['re_1']))).statusCode).toBe(200);
    const over = chargeRefunded(intent, 20000, ['re_1', 're_over']);
    const event = eventId();
    expect((await deliver('charge.refunded', over, event)).statusCode).toBe(200);
    expect((await deliver('charge.refunded', over, event)).statusCode).toBe(200);
    expect((await notes()).map((n) => n.totalCents)).toEqual([-2000, -12500]);
    expect(await orderOf(orderId)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      paymentAnomaly: {
        kind: 'refund_above_paid',
        refundedCents: 20000,
        paidCents: 14500,
        eventId: event,
        checkedAt: null,
      },
    });

    // The translator sees it on the order and on the dashboard; only she can mark it checked.
    const detail = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: admin.headers });
    expect(detail.json().paymentAnomaly).toMatchObject({ refundedCents: 20000, paidCents: 14500 });
    expect(await uncheckedAnomalies(t.database.db)).toMatchObject([{ orderId, refundedCents: 20000 }]);
    const check = (headers: Record<string, string>, id = orderId) =>
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/anomaly/checked`, headers });
    const customer = await signIn(t, 'client@example.fr');
    expect((await check(customer.headers)).statusCode).toBe(403);
    expect((await check(admin.headers)).statusCode).toBe(200);
    expect(await uncheckedAnomalies(t.database.db)).toEqual([]);
    expect((await orderOf(orderId))!.paymentAnomaly!.checkedAt).not.toBeNull();
    const { orderId: plain } = await paidStripeOrder();
    expect((await check(admin.headers, plain)).statusCode).toBe(404);
  });
});
