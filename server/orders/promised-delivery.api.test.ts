import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, parisDateTime } from '../../core/calendar-date';
import { estimateDelivery } from '../../core/delivery-date';
import { deliveryDateText } from '../../core/order-delivery';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { mailOutbox } from '../mail/schema';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';
import { CHECKOUT_IDENTITY, insertOrderRow } from '../test/orders';
import { orders } from './schema';

/**
 * Issue 16, « delivery dates »: the date promised at payment is computed from the delays the
 * visitor was shown and the admin's calendar, stored in the transaction that records the
 * payment, and shown as stored on the confirmation, both e-mails and the order pages; later
 * edits of the catalogue or the calendar never change it.
 */
let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { ssr: await loadServerBuild() });
  admin = await signIn(t, 'admin.dates@example.fr', 'admin');
  customer = await signIn(t, 'client.dates@example.fr');
});
afterAll(() => t.close());

const plain = (html: string) => html.replace(/<!-- -->/g, '').replace(/[\u00a0\u202f]|&nbsp;/g, ' ');
const setCalendar = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/delivery-calendar', headers: admin.headers, payload });

describe('the promised delivery date', () => {
  it('is stored with the payment and shown as stored everywhere', async () => {
    const today = parisDateTime(new Date()).date;
    // The office is closed the next two weeks: the promise must come after.
    const closure = { from: addDays(today, 1), to: addDays(today, 14) };
    expect((await setCalendar({ cutoffHour: 24, closedDays: [closure] })).statusCode).toBe(200);

    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/services/checkout',
      headers: customer.headers,
      payload: {
        numberOfPages: 2,
        numberOfDocuments: 1,
        deliveryMethod: 'standard',
        ...CHECKOUT_IDENTITY,
        legalization: 'mairie',
        urgent: true,
        idempotencyKey: 'promised-date-key-0001',
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { orderId, url } = checkout.json();
    const [unpaid] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    // The delays the visitor was shown travel with the order; no promise before payment.
    expect(unpaid).toMatchObject({
      urgent: true,
      deliveryTiming: { turnaroundDays: 2, urgentDays: 1, legalisationDays: [2], postal: { minDays: 2, maxDays: 3 } },
      dueOn: null,
      promisedEarliest: null,
    });
    expect(unpaid!.priceLines.map((l) => l.code)).toEqual(['translation', 'urgent', 'delivery', 'legalization']);

    await t.app.orders.markPaid(url.split('/').pop(), 'demo');
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const expected = estimateDelivery(
      {
        paidAt: paid!.paidAt!,
        turnaroundDays: 2,
        urgentDays: 1,
        legalisationDays: [2],
        postal: { minDays: 2, maxDays: 3 },
      },
      { cutoffHour: 24, closedDays: [closure] },
    );
    expect(paid).toMatchObject({
      dueOn: expected.dueOn,
      promisedEarliest: expected.earliest,
      promisedLatest: expected.latest,
    });
    expect(paid!.dueOn! > closure.to).toBe(true);
    expect(paid!.promisedLatest! > paid!.promisedEarliest!).toBe(true);
    const promised = plain(deliveryDateText(expected, { withYear: true }));

    // Later edits: no closure any more, slower post. The promise stays.
    await setCalendar({ cutoffHour: 12, closedDays: [] });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/catalogue/delivery/standard',
      headers: admin.headers,
      payload: {
        name: 'Lettre suivie',
        price: 10,
        active: true,
        turnaroundDays: 9,
        postal: { minDays: 9, maxDays: 12 },
      },
    });
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(kept).toMatchObject({
      dueOn: paid!.dueOn,
      promisedEarliest: paid!.promisedEarliest,
      promisedLatest: paid!.promisedLatest,
    });

    // The API, the customer's order page and the confirmation page show the stored date.
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/services/orders/${orderId}`,
      headers: customer.headers,
    });
    expect(api.json().promisedDelivery).toEqual({
      earliest: expected.earliest,
      latest: expected.latest,
      text: deliveryDateText(expected, { withYear: true }),
    });
    const orderPage = await t.app.inject({ method: 'GET', url: `/orders/${orderId}`, headers: customer.headers });
    expect(orderPage.statusCode).toBe(200);
    expect(plain(orderPage.body)).toContain(
      `Livraison prévue : <strong class="font-semibold text-ink">${promised}</strong>`,
    );
    const confirmation = await t.app.inject({
      method: 'GET',
      url: `/confirmation?ref=${orderId}`,
      headers: customer.headers,
    });
    expect(plain(confirmation.body)).toMatch(
      new RegExp(`data-testid="confirmation-delivery">Livraison prévue : <strong[^>]*>${promised}<`),
    );

    // Both e-mails: the customer's confirmation and the translator's notice (with the due day).
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.relatedId, orderId));
    const confirmationMail = mails.find((m) => m.kind === 'order-confirmation')!;
    const notice = mails.find((m) => m.kind === 'order-notice')!;
    expect(plain(confirmationMail.text)).toContain(`Livraison prévue : ${promised}.`);
    expect(plain(confirmationMail.html)).toContain(`Livraison prévue : ${promised}.`);
    const due = plain(deliveryDateText({ earliest: expected.dueOn, latest: expected.dueOn }, { withYear: true }));
    expect(plain(notice.text)).toContain(`URGENT — À livrer le ${due} (promis au client : ${promised})`);
    expect(plain(notice.html)).toContain(`À livrer le ${due}`);

    // The admin's page shows what was promised.
    const adminPage = await t.app.inject({
      method: 'GET',
      url: `/admin/order-admin-details/${orderId}`,
      headers: admin.headers,
    });
    expect(plain(adminPage.body)).toMatch(new RegExp(`data-testid="summary-promised">${promised}<`));
  });
});

describe('the promised delivery date: due dates for the admin', () => {
  it('lists due dates for the admin: by due date, and « À livrer aujourd’hui » with overdue orders', async () => {
    const today = parisDateTime(new Date()).date;
    const row = (id: string, dueOn: string | null, status: 'paid' | 'in_progress' | 'translated' | 'completed') =>
      insertOrderRow(t.database.db, { id, dueOn, status, paymentStatus: 'paid', paidAt: new Date() });
    await row('TR-DUE00001', addDays(today, -2), 'in_progress');
    await row('TR-DUE00002', today, 'paid');
    await row('TR-DUE00003', addDays(today, 5), 'paid');
    await row('TR-DUE00004', addDays(today, -3), 'completed');
    await row('TR-DUE00005', addDays(today, -1), 'translated');
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/orders?q=TR-DUE&${query}`, headers: admin.headers });

    const byDue = (await list('sort=due')).json();
    expect(byDue.orders.map((o: { _id: string }) => o._id)).toEqual([
      'TR-DUE00004',
      'TR-DUE00001',
      'TR-DUE00005',
      'TR-DUE00002',
      'TR-DUE00003',
    ]);
    const todayView = (await list('view=today')).json();
    // Still to deliver and due today or before; a finished order, or an e-mailed translation, is not.
    expect(todayView.orders.map((o: { _id: string; dueOn: string }) => [o._id, o.dueOn])).toEqual([
      ['TR-DUE00001', addDays(today, -2)],
      ['TR-DUE00002', today],
    ]);
    expect(todayView.counts.dueToday).toBe(2);

    const pageHtml = plain(
      (await t.app.inject({ method: 'GET', url: '/admin/orders?view=today&q=TR-DUE', headers: admin.headers })).body,
    );
    expect(pageHtml).toContain('À livrer aujourd’hui');
    const overdue = pageHtml.match(/data-testid="order-due" data-overdue="true"/g) ?? [];
    expect(overdue).toHaveLength(1);
    expect(pageHtml).toMatch(/data-overdue="true">.*?En retard/s);
    expect(pageHtml).toContain('Aujourd’hui');
  });
});
