import { describe, expect, it } from 'vitest';
import { orders } from '../orders/schema';
import { sdk, stripePerFile, WEBHOOK_SECRET } from './stripe-test-kit';

// Stripe's webhook: each payment recorded once, whatever Stripe sends and however often.
const { t, openSession, eventPayload, sign, deliver, state } = stripePerFile();

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
