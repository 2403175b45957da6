import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_LINK_DAYS } from '../../core/review-rules';
import { orders } from '../orders/schema';
import { anonymiseOrders } from '../retention/rules';
import { signIn } from '../admin/test-fixtures';
import { createTestApp } from '../test/app';
import { unzip } from '../test/zip-test-kit';
import { insertOrderRow } from '../test/orders';
import { signReviewLink } from './links';
import { reviewRequests, reviews } from './schema';
import { REVIEW, reviewsTestKit, tokenOf } from './test-kit';

/**
 * Reviews from real clients (docs/reviews.md): the one e-mail after delivery and the review
 * posted through its link. State is set up through the services and the database, not the
 * pages; time is the job's `now`.
 */
const { kit, db, inDays, deliveredOrder, reviewMails, post, emailedToken } = reviewsTestKit();

describe('asking for a review', () => {
  it('sends one e-mail REVIEW_REQUEST_DAYS after delivery, in the order’s language, never twice', async () => {
    const fr = await deliveredOrder();
    const ar = await deliveredOrder({ lang: 'ar', customerEmail: 'maryam@example.fr' });
    // Shipped after translated: still one delivery, one marker.
    await kit.t.app.orders.changeStatus(fr, 'shipped', 'admin:admin@example.fr');
    expect(await db().select().from(reviewRequests)).toHaveLength(2);

    expect(await kit.t.app.reviews.run(inDays(2.9))).toEqual({ sent: 0, skipped: 0 });
    expect(await reviewMails()).toEqual([]);

    expect(await kit.t.app.reviews.run(inDays(3.01))).toEqual({ sent: 2, skipped: 0 });
    const mails = await reviewMails();
    expect(mails).toHaveLength(2);
    const french = mails.find((m) => m.relatedId === fr)!;
    expect(french.to).toBe('amina@example.fr');
    expect(french.subject).toBe(`Votre avis sur la commande ${fr} — Benali Traduction`);
    expect(french.html).toContain('<html lang="fr" dir="ltr">');
    expect(french.html).toContain('Donner votre avis');
    expect(french.text).toMatch(new RegExp(`http://localhost:3000/avis/${fr}\\.\\d+\\.[A-Za-z0-9_-]{43}`));
    const arabic = mails.find((m) => m.relatedId === ar)!;
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('شاركنا رأيك');
    expect(arabic.text).toContain('http://localhost:3000/ar/avis/');
    expect(arabic.text).toContain('60 يومًا');

    // Later runs, and another instance on the same database after a restart, send nothing more.
    expect(await kit.t.app.reviews.run(inDays(10))).toEqual({ sent: 0, skipped: 0 });
    const restarted = await createTestApp({ REVIEW_REQUEST_DAYS: '3' }, { database: kit.t.database });
    try {
      expect(await restarted.app.reviews.run(inDays(10))).toEqual({ sent: 0, skipped: 0 });
    } finally {
      await restarted.close();
    }
    expect(await reviewMails()).toHaveLength(2);
    const markers = await db().select().from(reviewRequests);
    expect(markers.map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('survives a restart: a marker written before the stop is sent by the next instance', async () => {
    const id = await deliveredOrder();
    const next = await createTestApp({ REVIEW_REQUEST_DAYS: '3' }, { database: kit.t.database });
    try {
      expect(await next.app.reviews.run(inDays(4))).toEqual({ sent: 1, skipped: 0 });
    } finally {
      await next.close();
    }
    expect((await reviewMails()).map((m) => m.relatedId)).toEqual([id]);
  });

  it('sends nothing to an order refunded in full, nor to one whose customer data was erased', async () => {
    const refunded = await deliveredOrder();
    await db().update(orders).set({ paymentStatus: 'refunded', status: 'cancelled' }).where(eq(orders.id, refunded));
    const erased = await deliveredOrder({ customerEmail: 'erased@example.fr' });
    await db().transaction((tx) => anonymiseOrders(tx, [erased], new Date()));
    const partly = await deliveredOrder({ customerEmail: 'partly@example.fr' });
    await db().update(orders).set({ status: 'partially_refunded' }).where(eq(orders.id, partly));

    expect(await kit.t.app.reviews.run(inDays(4))).toEqual({ sent: 1, skipped: 2 });
    expect((await reviewMails()).map((m) => m.to)).toEqual(['partly@example.fr']);
    const markers = await db().select().from(reviewRequests);
    expect(Object.fromEntries(markers.map((m) => [m.orderId, m.skipReason]))).toEqual({
      [refunded]: 'refunded',
      [erased]: 'no-address',
      [partly]: null,
    });
  });

  it('does not ask an order that was never delivered', async () => {
    const id = await insertOrderRow(db(), { status: 'paid', paymentStatus: 'paid', paidAt: new Date() });
    await kit.t.app.orders.changeStatus(id, 'in_progress', 'admin:admin@example.fr');
    expect(await kit.t.app.reviews.run(inDays(30))).toEqual({ sent: 0, skipped: 0 });
    expect(await db().select().from(reviewRequests)).toEqual([]);
  });

  it('with REVIEW_REQUEST_DAYS=0, queues the e-mail in the delivery’s own transaction', async () => {
    const now = await createTestApp({ REVIEW_REQUEST_DAYS: '0' }, { database: kit.t.database });
    try {
      const id = await insertOrderRow(db(), {
        status: 'paid',
        paymentStatus: 'paid',
        paidAt: new Date(),
        customerEmail: 'vite@example.fr',
      });
      await now.app.orders.changeStatus(id, 'translated', 'admin:admin@example.fr');
      expect((await reviewMails()).map((m) => m.to)).toEqual(['vite@example.fr']);
      expect(await now.app.reviews.run()).toEqual({ sent: 0, skipped: 0 });
    } finally {
      await now.close();
    }
  });
});

describe('« Donner votre avis » through the link', () => {
  it('records one review per order, sanitised, waiting for moderation; the link is then spent', async () => {
    const id = await deliveredOrder();
    const token = await emailedToken(id);
    expect(await kit.t.app.reviews.linkState(token)).toEqual({ state: 'open', orderId: id, firstName: 'Amina' });

    const res = await post({
      ...REVIEW,
      token,
      text: 'Très <b>bien</b><script>alert(1)</script>\r\n\r\n\r\n\r\nMerci\u0007 !',
      nameStyle: 'initials',
      name: 'Amina Benali',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Il apparaîtra sur le site une fois relu.');
    const [saved] = await db().select().from(reviews);
    expect(saved).toMatchObject({
      orderId: id,
      lang: 'fr',
      stars: 5,
      text: 'Très bienalert(1)\n\nMerci !',
      authorName: 'A. B.',
      status: 'new',
    });

    const again = await post({ ...REVIEW, token, stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Un avis a déjà été donné pour cette commande.');
    expect(await kit.t.app.reviews.linkState(token)).toEqual({ state: 'done', orderId: id });
    expect(await db().select().from(reviews)).toHaveLength(1);
  });

  it('keeps the name as chosen: a first name, or nothing for anonymous', async () => {
    const first = await deliveredOrder();
    const second = await deliveredOrder({ customerEmail: 'b@example.fr' });
    await kit.t.app.reviews.run(inDays(4));
    const tokens = Object.fromEntries((await reviewMails()).map((m) => [m.relatedId, tokenOf(m.text)]));
    expect((await post({ ...REVIEW, token: tokens[first], name: '  <i>Amina</i>  ' })).statusCode).toBe(201);
    expect((await post({ ...REVIEW, token: tokens[second], nameStyle: 'anonymous', name: 'Ignoré' })).statusCode).toBe(
      201,
    );
    const names = Object.fromEntries((await db().select().from(reviews)).map((r) => [r.orderId, r.authorName]));
    expect(names).toEqual({ [first]: 'Amina', [second]: null });
  });
});

describe('« Donner votre avis »: what is refused', () => {
  it('refuses a forged, altered or expired link, and says so in the visitor’s language', async () => {
    const id = await deliveredOrder();
    const token = await emailedToken(id);
    const [orderId, expires, sig] = token.split('.');
    // Another order's reference with this signature; a later expiry; a signature of another key.
    const other = await deliveredOrder({ customerEmail: 'x@example.fr' });
    for (const forged of [
      `${other}.${expires}.${sig}`,
      `${orderId}.${Number(expires) + 1}.${sig}`,
      signReviewLink(Buffer.alloc(32), id).token,
      'n-importe-quoi',
    ]) {
      const res = await post({ ...REVIEW, token: forged });
      expect(res.statusCode, forged).toBe(404);
      expect(res.json().message).toBe('Ce lien pour donner votre avis n’est pas valide.');
    }
    const old = signReviewLink(kit.t.app.reviews.linkKey, id, inDays(-REVIEW_LINK_DAYS - 1));
    const expired = await post({ ...REVIEW, token: old.token }, 'ar');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('انتهت صلاحية رابط إبداء الرأي هذا.');
    expect(await kit.t.app.reviews.linkState(old.token)).toEqual({ state: 'expired', orderId: id });
    expect(await db().select().from(reviews)).toEqual([]);
  });

  it('checks stars, lengths and the name, in French and in Arabic', async () => {
    const token = await emailedToken(await deliveredOrder());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ stars: 0 }, 'Choisissez une note de 1 à 5\u00a0étoiles.', 'يُرجى اختيار تقييم من نجمة واحدة إلى 5 نجوم.'],
      [{ stars: 6 }, 'Choisissez une note de 1 à 5\u00a0étoiles.', 'يُرجى اختيار تقييم من نجمة واحدة إلى 5 نجوم.'],
      [
        { text: 'x'.repeat(1001) },
        'Votre avis ne peut pas dépasser 1000 caractères.',
        'لا يمكن أن يتجاوز عدد أحرف رأيك 1000.',
      ],
      [
        { name: '' },
        'Indiquez le prénom à afficher, ou choisissez «\u00a0Anonyme\u00a0».',
        'يُرجى كتابة الاسم الذي سيظهر، أو اختيار «دون ذكر اسمي».',
      ],
      [
        { name: 'N'.repeat(41) },
        'Le nom affiché ne peut pas dépasser 40 caractères.',
        'لا يمكن أن يتجاوز عدد أحرف الاسم الظاهر 40.',
      ],
    ];
    for (const [change, french, arabic] of cases) {
      const fr = await post({ ...REVIEW, token, ...change }, 'fr');
      expect(fr.statusCode, JSON.stringify(change)).toBe(400);
      expect(fr.json().message).toBe(french);
      expect((await post({ ...REVIEW, token, ...change }, 'ar')).json().message).toBe(arabic);
    }
    // A text of exactly 1 000 characters, markup aside, passes.
    expect((await post({ ...REVIEW, token, text: `<p>${'é'.repeat(1000)}</p>` })).statusCode).toBe(201);
  });

  it('limits the posts of one address', async () => {
    const token = await emailedToken(await deliveredOrder());
    // Every post counts, a refused link's too: guessing links is what the limit stops.
    for (let i = 0; i < 10; i++)
      expect((await post({ ...REVIEW, token: `${token}x` }, 'fr', '198.51.100.9')).statusCode).toBe(404);
    const limited = await post({ ...REVIEW, token }, 'fr', '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Trop d’envois en peu de temps. Réessayez dans une heure.');
    expect((await post({ ...REVIEW, token }, 'fr', '198.51.100.10')).statusCode).toBe(201);
  });
});

describe('the review and the customer’s data', () => {
  it('is in the customer’s data export, as written', async () => {
    const customer = await signIn(kit.t, 'amina@example.fr');
    const id = await deliveredOrder({ userId: customer.user.id });
    const token = await emailedToken(id);
    expect((await post({ ...REVIEW, token, nameStyle: 'initials', name: 'Amina Benali' })).statusCode).toBe(201);
    const res = await kit.t.app.inject({ method: 'GET', url: '/api/account/export', headers: customer.headers });
    const json = JSON.parse((await unzip(res.rawPayload)).get('donnees.json')!.toString('utf8'));
    expect(json.orders[0].review).toMatchObject({ stars: 5, text: REVIEW.text, shownName: 'A. B.', status: 'new' });
  });

  it('goes with the customer’s data when the order is anonymised', async () => {
    const id = await deliveredOrder();
    expect((await post({ ...REVIEW, token: await emailedToken(id) })).statusCode).toBe(201);
    await db().transaction((tx) => anonymiseOrders(tx, [id], new Date()));
    expect(await db().select().from(reviews)).toEqual([]);
  });
});
