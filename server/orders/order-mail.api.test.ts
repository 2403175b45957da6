import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../mail/test-peer';
import { createTestApp, type TestApp } from '../test/app';
import { CHECKOUT_IDENTITY } from '../test/orders';

/** A paid order's two e-mails reach a real SMTP server, with what the customer typed escaped. */
let peer: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${peer.port}`, BUSINESS_EMAIL: 'traductrice@example.fr' });
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

describe('order e-mails over SMTP', () => {
  it('delivers the confirmation and the notice once each, escaped', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/checkout',
      payload: {
        numberOfPages: 2,
        numberOfDocuments: 1,
        deliveryMethod: 'email',
        ...CHECKOUT_IDENTITY,
        legalization: 'none',
        email: 'ahmed@example.fr',
        comment: 'Nom sur le passeport : « Ben Ali » & fils',
        idempotencyKey: 'smtp-test-key-0001',
      },
    });
    const { orderId, url } = res.json();
    await t.app.orders.markPaid(url.split('/').pop(), 'demo');
    await t.app.orders.markPaid(url.split('/').pop(), 'demo');
    await t.app.mail.worker.runOnce();
    await t.app.mail.worker.runOnce();

    expect(peer.received.map((m) => m.envelopeTo.join()).sort()).toEqual([
      'ahmed@example.fr',
      'traductrice@example.fr',
    ]);
    const confirmation = peer.received.find((m) => m.envelopeTo.includes('ahmed@example.fr'))!;
    expect(confirmation.subject).toBe(`Commande ${orderId} confirmée — Benali Traduction`);
    expect(confirmation.html).toContain('« Ben Ali » &amp; fils');
    expect(confirmation.text).toContain('Total payé : 60');
    const notice = peer.received.find((m) => m.envelopeTo.includes('traductrice@example.fr'))!;
    expect(notice.headers.get('reply-to')).toContain('ahmed@example.fr');
    expect(new Set(peer.received.map((m) => m.messageId)).size).toBe(2);

    // Ordered without an account: the confirmation opens the order by itself, once.
    const token = /\/acces-commandes\/([A-Za-z0-9_-]{43})/.exec(confirmation.text)![1]!;
    expect(confirmation.text).toContain('valable 7 jours');
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/auth/guest-access/${token}`,
      headers: { accept: 'application/json' },
    });
    expect(opened.statusCode).toBe(200);
    const guestToken = opened.cookies.find((c) => c.name === 'guestToken')!.value;
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/services/orders/${orderId}`,
      cookies: { guestToken },
    });
    expect(order.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/auth/guest-access/${token}`,
          headers: { accept: 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
