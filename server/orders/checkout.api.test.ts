import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../files/schema';
import { appPerFile, createTestApp } from '../test/app';
import { orderEvents, orders } from './schema';
import { ORDER_REFERENCE } from './reference';
import { seedCatalogue } from '../catalogue/seed';
import { mailOutbox } from '../mail/schema';
import { checkoutKit } from './checkout-test-kit';

const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
  },
);

const { uploadFiles, checkout, cart } = checkoutKit(t);

describe('POST /api/services/checkout', () => {
  it('creates the order with the server price, attaches the files and opens the demo payment page', async () => {
    const { ids, cookie } = await uploadFiles(2);
    const res = await checkout(cart({ fileIds: ids, totalPrice: 1, priceLines: [] }), cookie);
    expect(res.statusCode).toBe(200);
    const { orderId, url } = res.json();
    expect(orderId).toMatch(ORDER_REFERENCE);
    expect(url).toMatch(/^http:\/\/localhost:3000\/paiement-demo\/demo_[A-Za-z0-9_-]+$/);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    // 3 × 30 + 15 + 2 × 20, whatever the client claimed.
    expect(order!.totalCents).toBe(14_500);
    expect(order!.customerEmail).toBe('client@example.fr');
    expect(order!.comment).toBe('Urgent merci');
    expect(order!.status).toBe('pending_payment');
    expect(order!.deliveryName).toBe('Lettre recommandée');
    const files = await t.database.db.select().from(uploads).where(eq(uploads.orderId, orderId));
    expect(files.map((f) => f.status)).toEqual(['attached', 'attached']);
    // Attached files are out of the sweeper's reach.
    await t.database.db.update(uploads).set({ lastActivityAt: new Date(0) });
    expect(await t.app.uploadsService.sweepIdle()).toBe(0);
  });

  it.each([
    ['an unknown file id', () => ['00000000-0000-4000-8000-000000000000']],
    ['a path instead of an id', () => ['../../etc/passwd']],
  ])('refuses %s and creates nothing', async (_what, ids) => {
    const { cookie } = await uploadFiles(1);
    const res = await checkout(cart({ fileIds: ids() }), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Un des fichiers n’est plus disponible\u00a0: retirez-le et envoyez-le à nouveau.');
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });

  it('refuses files uploaded by another browser and leaves them pending', async () => {
    const theirs = await uploadFiles(1);
    const mine = await uploadFiles(1);
    const res = await checkout(cart({ fileIds: [mine.ids[0], theirs.ids[0]] }), mine.cookie);
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(orders)).toEqual([]);
    const all = await t.database.db.select().from(uploads);
    expect(all.every((u) => u.status === 'pending' && u.orderId === null)).toBe(true);
  });

  it('answers the same order for the same idempotency key, even for simultaneous clicks', async () => {
    const { ids, cookie } = await uploadFiles(1);
    const body = cart({ fileIds: ids });
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout(body, cookie)));
    const answered = results.map((r) => r.json());
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(answered.map((a) => a.orderId)).size).toBe(1);
    expect(new Set(answered.map((a) => a.url)).size).toBe(1);
    expect((await t.database.db.select().from(orders)).length).toBe(1);
  });

  it('orders the UAE legalisation chain per document at the catalogue’s prices, and keeps the purpose', async () => {
    const res = await checkout(
      cart({ numberOfPages: 3, numberOfDocuments: 2, legalization: 'chaine-eau', purpose: 'etranger' }),
    );
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    // 3 × 30 + 15 + 2 × (20 + 50 + 80): each step of the chain, per document.
    expect(order!.totalCents).toBe(40_500);
    expect(order!.priceLines.filter((l) => l.code === 'legalization').map((l) => l.amountCents)).toEqual([
      4000, 10_000, 16_000,
    ]);
    expect(order!.legalization).toBe('chaine-eau');
    expect(order!.legalizationName).toBe(
      'Émirats arabes unis\u00a0: chaîne complète (Mairie → Ministère, par notaire habilité → Consulat / Ambassade)',
    );
    expect(order!.deliveryTiming!.legalisationDays).toEqual([2, 10, 10]);
    expect(order!.purpose).toBe('etranger');
  });

  it.each([
    [{}, 'Votre panier est vide.'],
    [cart({ email: '' }), 'L’adresse email est requise.'],
    [cart({ email: 'pas-une-adresse' }), 'Veuillez entrer une adresse email valide.'],
    [
      cart({ numberOfPages: 1, numberOfDocuments: 2 }),
      'Le nombre de pages ne peut pas être inférieur au nombre de documents.',
    ],
    [cart({ deliveryMethod: 'pigeon' }), 'Mode de livraison inconnu.'],
    [cart({ legalization: 'chaine-pigeon' }), 'Type de légalisation inconnu.'],
    [cart({ purpose: 'vacances' }), 'Démarche inconnue.'],
    [cart({ idempotencyKey: 'x' }), 'Requête de paiement invalide\u00a0: rechargez la page et réessayez.'],
  ])('refuses %j with a French 400', async (body, message) => {
    const res = await checkout(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('demo payment', () => {
  it('goes from checkout to a paid order through the demo page, once', async () => {
    const { ids, cookie } = await uploadFiles(1);
    const { orderId, url } = (await checkout(cart({ fileIds: ids }), cookie)).json();
    const sessionId = url.split('/').pop();

    const before = await t.app.inject(`/api/services/payment-success?session_id=${sessionId}`);
    expect(before.statusCode).toBe(402);
    expect(before.json()).toEqual({ message: 'Paiement non confirmé.' });

    for (let i = 0; i < 3; i++) {
      const pay = await t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` });
      expect(pay.statusCode).toBe(303);
      expect(pay.headers.location).toBe(`/payment-success?session_id=${sessionId}`);
    }
    const success = await t.app.inject(`/api/services/payment-success?session_id=${sessionId}`);
    expect(success.statusCode).toBe(200);
    const { paid, order } = success.json();
    expect(paid).toBe(true);
    expect(order.reference).toBe(orderId);
    expect(order.statusLabel).toBe('Payée');
    expect(order.services[0]).toMatchObject({
      mailClient: 'client@example.fr',
      numberOfPages: 3,
      legalizationName: 'Mairie',
      totalPrice: 145,
    });
    expect(order.services[0].fileClient).toHaveLength(1);

    // Paid once, so exactly two e-mails, queued with the payment: the customer's and the business's.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, orderId));
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['order-confirmation', 'client@example.fr'],
      ['order-notice', 'contact@benali-traduction.fr'],
    ]);
    const confirmation = mails.find((m) => m.kind === 'order-confirmation')!;
    expect(confirmation.subject).toBe(`Commande ${orderId} confirmée — Benali Traduction`);
    expect(confirmation.text).toContain('Total payé : 145');
    // A guest order: the follow-up link is a personal access link, not a page behind a sign-in.
    expect(confirmation.text).toMatch(/http:\/\/localhost:3000\/acces-commandes\/[A-Za-z0-9_-]{43}/);
    expect(confirmation.html).toContain('doc-0.pdf');

    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'pending_payment'],
      ['pending_payment', 'paid'],
    ]);
  });

  it("accepts the demo page's plain HTML form posts", async () => {
    const { url } = (await checkout(cart())).json();
    const sessionId = url.split('/').pop();
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect((await t.database.db.select().from(orders))[0]!.paymentStatus).toBe('paid');
  });

  it('cancelling returns to the cart and leaves the order unpaid', async () => {
    const { url } = (await checkout(cart())).json();
    const sessionId = url.split('/').pop();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/cancel` });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('/panier');
    const [order] = await t.database.db.select().from(orders);
    expect(order!.paymentStatus).toBe('unpaid');
  });

  it('answers 404 for an unknown session, on the return page and the demo buttons', async () => {
    expect((await t.app.inject('/api/services/payment-success?session_id=cs_test_nope')).statusCode).toBe(404);
    expect((await t.app.inject('/api/services/payment-success')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/demo/demo_unknownunknownunknown12/pay' })).statusCode,
    ).toBe(404);
  });
});

describe('retrying a checkout', () => {
  it('opens a new payment page when the first one expired, and goes to the confirmation once paid', async () => {
    const body = cart();
    const firstAnswer = await checkout(body);
    const first = firstAnswer.json();
    // The browser keeps the upload-session cookie the checkout gave it: its key is scoped to it.
    const cookie = `uploadSession=${firstAnswer.cookies.find((c) => c.name === 'uploadSession')!.value}`;
    const firstSession = first.url.split('/').pop();
    expect(await t.app.orders.markUnpaidOutcome(firstSession, 'expired', 'demo')).toBe(true);
    const second = (await checkout(body, cookie)).json();
    expect(second.orderId).toBe(first.orderId);
    expect(second.url).not.toBe(first.url);
    const secondSession = second.url.split('/').pop();
    await t.app.orders.markPaid(secondSession, 'demo');
    const third = (await checkout(body, cookie)).json();
    expect(third.url).toBe(`http://localhost:3000/payment-success?session_id=${secondSession}`);
    expect((await t.database.db.select().from(orders)).length).toBe(1);
  });
});

describe('files of an abandoned payment', () => {
  it('move to the new order when the visitor changes the cart, but never out of a paid order', async () => {
    const { ids, cookie } = await uploadFiles(2);
    const first = (await checkout(cart({ fileIds: ids }), cookie)).json();
    // Payment cancelled, cart edited (new key): the same files go with the new order.
    const second = await checkout(cart({ fileIds: ids, numberOfPages: 4 }), cookie);
    expect(second.statusCode).toBe(200);
    const moved = await t.database.db.select().from(uploads).where(eq(uploads.orderId, second.json().orderId));
    expect(moved).toHaveLength(2);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.orderId, first.orderId))).toEqual([]);

    await t.app.orders.markPaid(second.json().url.split('/').pop(), 'demo');
    const third = await checkout(cart({ fileIds: ids }), cookie);
    expect(third.statusCode).toBe(400);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.orderId, second.json().orderId))).toHaveLength(
      2,
    );
  });
});

describe('signed-in customer', () => {
  it('orders under the account e-mail and is linked to the order, whatever e-mail the cart carries', async () => {
    const password = 'Motdepasse1!';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'cliente@example.fr', password },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'cliente@example.fr', password },
    });
    const token = login.json().token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/checkout',
      payload: cart({ email: 'autre@example.fr' }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().orderId));
    expect(order!.customerEmail).toBe('cliente@example.fr');
    expect(order!.userId).toBe(login.json().user.id ?? order!.userId);
    expect(order!.userId).not.toBeNull();
  });
});

describe('order e-mails', () => {
  it('escapes what the customer typed', async () => {
    const { url, orderId } = (await checkout(cart({ comment: 'Merci & <img src=x onerror=alert(1)> "vite"' }))).json();
    await t.app.orders.markPaid(url.split('/').pop(), 'demo');
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'));
    expect(mail!.relatedId).toBe(orderId);
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).toContain('Merci &amp;');
  });
});

describe('status rules', () => {
  it('moves along the lifecycle, records who did it, and refuses skips', async () => {
    const { orderId, url } = (await checkout(cart())).json();
    await t.app.orders.markPaid(url.split('/').pop(), 'demo');
    await t.app.orders.changeStatus(orderId, 'in_progress', 'admin:traductrice@example.fr');
    await expect(t.app.orders.changeStatus(orderId, 'completed', 'admin:x')).rejects.toMatchObject({ statusCode: 409 });
    await expect(t.app.orders.changeStatus(orderId, 'cancelled', 'admin:x')).rejects.toMatchObject({ statusCode: 409 });
    await t.app.orders.changeStatus(orderId, 'translated', 'admin:x');
    const history = await t.app.orders.history(orderId);
    expect(history.map((h) => h.toStatus)).toEqual(['pending_payment', 'paid', 'in_progress', 'translated']);
    expect(history[2]!.actor).toBe('admin:traductrice@example.fr');
  });
});
