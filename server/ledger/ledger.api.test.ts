import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentYear } from '../../core/invoice-number';
import { signIn } from '../admin/test-fixtures';
import { dashboardStats, parisMonth } from '../admin/dashboard/stats';
import { appPerFile, createTestApp } from '../test/app';
import { insertDocument } from '../test/ledger';
import { insertOrderRow } from '../test/orders';

const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await t.app.rateLimit.clear();
  },
);

const YEAR = documentYear(new Date());

async function paidOrder(totalCents: number, email: string) {
  const sessionId = `demo_${randomBytes(16).toString('base64url')}`;
  const id = await insertOrderRow(t.database.db, {
    providerSessionId: sessionId,
    customerEmail: email,
    totalCents,
    priceLines: [
      { code: 'translation', label: 'Traduction', quantity: 1, unitCents: totalCents, amountCents: totalCents },
    ],
  });
  await t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` });
  return id;
}

describe('the receipts ledger', () => {
  it('lists payments and refunds in date order with monthly and yearly totals; the dashboard agrees to the cent', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const db = t.database.db;
    // Earlier documents at chosen dates (two months of last year, one of this year).
    const old = await insertDocument(db, { issuedAt: new Date(`${YEAR - 1}-11-30T23:30:00Z`), totalCents: 2000 }); // 1 Dec in Paris
    await insertDocument(db, {
      issuedAt: new Date(`${YEAR - 1}-12-15T10:00:00Z`),
      totalCents: -500,
      invoiceId: old.id,
    });
    await insertDocument(db, { issuedAt: new Date(`${YEAR - 1}-11-10T10:00:00Z`), totalCents: 12345 });
    // Today: a payment of 145 €, half refunded on the site, and another of 30 €.
    const a = await paidOrder(14500, 'alice@example.fr');
    await paidOrder(3000, 'bob@example.fr');
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${a}/refunds`,
      headers: admin.headers,
      payload: {
        amountCents: 7250,
        reason: 'Une page en moins',
        idempotencyKey: `ledger-${randomBytes(8).toString('hex')}`,
      },
    });
    expect(refund.statusCode).toBe(200);

    const res = await t.app.inject({ url: '/api/admin/ledger', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entries.map((e: { amountCents: number }) => e.amountCents)).toEqual([
      12345, 2000, -500, 14500, 3000, -7250,
    ]);
    expect(body.entries.at(-1)).toMatchObject({
      number: `A-${YEAR}-000001`,
      kind: 'credit_note',
      orderId: a,
      client: 'alice@example.fr',
      nature: 'prestation de traduction',
      method: 'Remboursement de démonstration (aucun mouvement réel)',
      corrects: `F-${YEAR}-000001`,
    });
    expect(body.entries.at(-3)).toMatchObject({
      number: `F-${YEAR}-000001`,
      client: 'alice@example.fr',
      method: 'Paiement de démonstration (aucun débit réel)',
      corrects: null,
    });
    const thisMonth = parisMonth(new Date());
    expect(body.months).toEqual([
      { period: `${YEAR - 1}-11`, payments: 1, paymentsCents: 12345, refunds: 0, refundsCents: 0, netCents: 12345 },
      { period: `${YEAR - 1}-12`, payments: 1, paymentsCents: 2000, refunds: 1, refundsCents: -500, netCents: 1500 },
      { period: thisMonth, payments: 2, paymentsCents: 17500, refunds: 1, refundsCents: -7250, netCents: 10250 },
    ]);
    expect(body.years).toEqual([
      { period: `${YEAR - 1}`, payments: 2, paymentsCents: 14345, refunds: 1, refundsCents: -500, netCents: 13845 },
      { period: `${YEAR}`, payments: 2, paymentsCents: 17500, refunds: 1, refundsCents: -7250, netCents: 10250 },
    ]);
    // The dashboard's figures are the ledger's.
    const stats = await dashboardStats(db);
    expect(stats.revenueThisMonthCents).toBe(10250);
    expect(stats.paidThisMonth).toBe(2);

    // A period: last December only.
    const december = await t.app.inject({
      url: `/api/admin/ledger?from=${YEAR - 1}-12-01&to=${YEAR - 1}-12-31`,
      headers: admin.headers,
    });
    expect(december.json().entries.map((e: { amountCents: number }) => e.amountCents)).toEqual([2000, -500]);
    expect(
      (await t.app.inject({ url: `/api/admin/ledger?from=${YEAR}-02-01&to=${YEAR}-01-01`, headers: admin.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('exports a period as CSV: UTF-8 with BOM, « ; », decimal commas, refunds negative, the total last', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const db = t.database.db;
    const inv = await insertDocument(db, {
      issuedAt: new Date('2026-03-02T09:00:00Z'),
      totalCents: 14500,
      email: 'cabinet; "durand"@example.fr',
    });
    await insertDocument(db, { issuedAt: new Date('2026-03-20T09:00:00Z'), totalCents: -7250, invoiceId: inv.id });
    await insertDocument(db, { issuedAt: new Date('2026-04-01T09:00:00Z'), totalCents: 3000 });

    const res = await t.app.inject({
      url: '/api/admin/ledger/csv?from=2026-03-01&to=2026-03-31',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="recettes-2026-03-01_2026-03-31.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines).toEqual([
      'Date;Numéro;Client;Nature;Montant (EUR);Mode de règlement;Commande;Facture corrigée',
      `02/03/2026;${inv.number};"cabinet; ""durand""@example.fr";prestation de traduction;145,00;Carte bancaire (Stripe);${inv.orderId};`,
      // The refund names the invoice its credit note corrects, not only an order.
      expect.stringMatching(
        new RegExp(
          `^20/03/2026;A-2026-\\d{6};client@example\\.fr;prestation de traduction;-72,50;Remboursement;TR-\\w+;${inv.number}$`,
        ),
      ),
      ';;;Total de la période;72,50;;;',
      '',
    ]);
    expect((await t.app.inject({ url: '/api/admin/ledger/csv' })).statusCode).toBe(401);
    const user = await signIn(t, 'client@example.fr');
    expect((await t.app.inject({ url: '/api/admin/ledger', headers: user.headers })).statusCode).toBe(403);
  });
});

describe('the ledger CSV and what clients typed', () => {
  it('exports what clients typed as text: a formula in an e-mail reaches the spreadsheet inert (CSV injection)', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const typed = ["=cmd|' /C calc'!A0@x", '+cmd@x.fr', '-2+3@x.fr', '@SUM(1)@x.fr', '\t=1@x.fr', '\r=1@x.fr'];
    const day = (i: number) => new Date(`2026-05-0${i + 1}T09:00:00Z`);
    const docs = [];
    for (const [i, email] of typed.entries()) {
      docs.push(await insertDocument(t.database.db, { issuedAt: day(i), totalCents: 1000, email }));
    }
    await insertDocument(t.database.db, {
      issuedAt: day(7),
      totalCents: -1000,
      email: '=1+1@x.fr',
      invoiceId: docs[0]!.id,
    });
    const res = await t.app.inject({
      url: '/api/admin/ledger/csv?from=2026-05-01&to=2026-05-31',
      headers: admin.headers,
    });
    const rows = res.rawPayload
      .subarray(3)
      .toString('utf8')
      .split(/\r\n(?=\d\d\/|;;;)/);
    const clients = rows.slice(1, -1).map((r) => r.split(';')[2]);
    expect(clients).toEqual([...typed, '=1+1@x.fr'].map((e) => `"'${e}"`));
    // Amounts keep their sign: the credit note's « -10,00 » is still a number.
    expect(rows.at(-2)).toContain(';-10,00;');
  });
});
