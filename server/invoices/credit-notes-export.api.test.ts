import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDate, parisDateTime } from '../../core/calendar-date';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { orders } from '../orders/schema';
import { insertOrderRow } from '../test/orders';
import { unzip } from '../test/zip-test-kit';
import { invoicesPerFile } from './invoices-test-kit';
import { issueInvoice } from './issue';
import { invoices } from './schema';

// The accountant's set is whole (issue 30, decision 066): the credit notes of a month sit beside
// its invoices in /admin/factures, its ZIP and factures.csv, and the month's total is invoices
// minus the credit notes issued in it — even when the refunded invoice is from an earlier month.
const { t, unpaidOrder, payOnDemoPage } = invoicesPerFile();

/** This Paris month and the one before, as the page's period presets give them. */
function months(now = new Date()) {
  const today = parisDateTime(now).date;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const first = calendarDate(year, month, 1);
  const last = addDays(month === 12 ? calendarDate(year + 1, 1, 1) : calendarDate(year, month + 1, 1), -1);
  const before = month === 1 ? calendarDate(year - 1, 12, 1) : calendarDate(year, month - 1, 1);
  return { first, last, before: { first: before, last: addDays(first, -1), mid: `${before.slice(0, 8)}15` } };
}

/** « 28/11/2026 », as factures.csv writes a Paris day. */
const csvDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * Last month, a 145 € order paid and invoiced; this month, a 30 € order paid on the demo page and
 * « Rembourser » 72,50 € of last month's order (its credit note is issued today).
 */
async function refundAcrossMonths(admin: SignedIn) {
  const { before } = months();
  const paidAt = new Date(`${before.mid}T10:00:00Z`);
  const earlier = await insertOrderRow(t.database.db, {
    customerEmail: 'marie@example.fr',
    totalCents: 14500,
    priceLines: [{ code: 'translation', label: 'Traduction', quantity: 1, unitCents: 14500, amountCents: 14500 }],
    paymentStatus: 'paid',
    status: 'paid',
    paidAt,
  });
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, earlier));
  const invoice = await t.database.db.transaction((tx) => issueInvoice(tx, order!, paidAt));
  const recent = await unpaidOrder({ customerEmail: 'karim@example.fr' });
  expect((await payOnDemoPage(recent.sessionId)).statusCode).toBe(303);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${earlier}/refunds`,
    headers: admin.headers,
    payload: {
      amountCents: 7250,
      reason: 'Une page en moins',
      idempotencyKey: `export-${randomBytes(12).toString('hex')}`,
    },
  });
  expect(refund.statusCode).toBe(200);
  const creditNote = (refund.json() as { creditNote: { number: string } }).creditNote.number;
  const stored = async (number: string) =>
    (await t.database.db.select().from(invoices).where(eq(invoices.number, number)))[0]!;
  const [recentInvoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, recent.id));
  return {
    earlier,
    recent: recent.id,
    invoice: invoice.number,
    recentInvoice: recentInvoice!.number,
    creditNote: await stored(creditNote),
  };
}

describe('the month’s ZIP holds its credit notes', () => {
  it('this month: the A- PDF as stored, factures.csv lists it negative with its invoice, total = paid − refunded', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const { earlier, invoice, recentInvoice, recent, creditNote } = await refundAcrossMonths(admin);
    expect(creditNote.number).toMatch(/^A-\d{4}-000001$/);
    const { first, last } = months();

    const res = await t.app.inject({ url: `/api/admin/invoices/zip?from=${first}&to=${last}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    // Last month's invoice is last month's: only its credit note belongs here.
    expect([...entries.keys()].sort()).toEqual([`${creditNote.number}.pdf`, `${recentInvoice}.pdf`, 'factures.csv']);
    expect(entries.get(`${creditNote.number}.pdf`)!.equals(creditNote.pdf)).toBe(true);

    const lines = entries
      .get('factures.csv')!
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .split('\r\n');
    const today = csvDay(parisDateTime(new Date()).date);
    expect(lines).toEqual([
      'Numéro;Type;Date;Facture corrigée;Commande;Client;Montant (EUR);Règlement',
      `${recentInvoice};Facture;${today};;${recent};karim@example.fr;30,00;Paiement de démonstration (aucun débit réel)`,
      `${creditNote.number};Avoir;${today};${invoice};${earlier};marie@example.fr;-72,50;Remboursement de démonstration (aucun mouvement réel)`,
      ';;;;;Total des factures;30,00;',
      ';;;;;Total des avoirs;-72,50;',
      ';;;;;Total net de la période;-42,50;',
      '',
    ]);
  });

  it('last month keeps its invoice whole: a later refund does not rewrite it', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const { invoice } = await refundAcrossMonths(admin);
    const { before } = months();
    const res = await t.app.inject({
      url: `/api/admin/invoices/zip?from=${before.first}&to=${before.last}`,
      headers: admin.headers,
    });
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual([`${invoice}.pdf`, 'factures.csv']);
    expect(entries.get('factures.csv')!.toString('utf8').trim().split('\r\n').slice(-3)).toEqual([
      ';;;;;Total des factures;145,00;',
      ';;;;;Total des avoirs;0,00;',
      ';;;;;Total net de la période;145,00;',
    ]);
  });
});

describe('/admin/factures lists the credit notes of the period', () => {
  it('newest first beside the invoices, naming the invoice they correct; the period’s totals are net', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const { invoice, recentInvoice, creditNote } = await refundAcrossMonths(admin);
    const { first, last } = months();
    const res = await t.app.inject({ url: `/api/admin/invoices?from=${first}&to=${last}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { number: string }) => i.number)).toEqual([creditNote.number, recentInvoice]);
    expect(body.items[0]).toMatchObject({
      kind: 'credit_note',
      corrects: invoice,
      totalCents: -7250,
      pdfUrl: `/api/admin/invoices/${creditNote.number}/pdf`,
    });
    expect(body.items[1]).toMatchObject({ kind: 'invoice', corrects: null, totalCents: 3000 });
    expect(body).toMatchObject({
      total: 2,
      invoices: 1,
      creditNotes: 1,
      invoicesCents: 3000,
      creditNotesCents: -7250,
      totalCents: -4250,
    });
    // The credit note's PDF link gives its stored bytes.
    const pdf = await t.app.inject({ url: body.items[0].pdfUrl, headers: admin.headers });
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="avoir-${creditNote.number}.pdf"`);
    expect(pdf.rawPayload.equals(creditNote.pdf)).toBe(true);
    // Searching an invoice's number finds the credit notes that correct it, whatever their month.
    const search = await t.app.inject({ url: `/api/admin/invoices?q=${invoice}`, headers: admin.headers });
    expect(search.json().items.map((i: { number: string }) => i.number)).toEqual([creditNote.number, invoice]);
  });

  it('the ledger’s refund row names the invoice its credit note corrects, on the page’s API and in its CSV', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const { invoice, creditNote } = await refundAcrossMonths(admin);
    const { first, last } = months();
    const ledger = await t.app.inject({ url: `/api/admin/ledger?from=${first}&to=${last}`, headers: admin.headers });
    expect(ledger.json().entries.at(-1)).toMatchObject({ number: creditNote.number, corrects: invoice });
    const csv = await t.app.inject({ url: `/api/admin/ledger/csv?from=${first}&to=${last}`, headers: admin.headers });
    const row = csv.body.split('\r\n').find((l) => l.includes(creditNote.number))!;
    expect(row.split(';').slice(-2)).toEqual([creditNote.orderId, invoice]);
  });
});

describe('who gets the accountant’s set', () => {
  it('admins only: anonymous 401, a customer and a demoted admin 403, a bad period refused in the caller’s language', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const { creditNote } = await refundAcrossMonths(admin);
    const customer = await signIn(t, 'client@example.fr');
    const demoted = await signIn(t, 'ancienne.admin@example.fr', 'admin');
    await t.app.accounts.setRole(demoted.user.id, 'user');
    const urls = [
      '/api/admin/invoices',
      '/api/admin/invoices/zip',
      `/api/admin/invoices/${creditNote.number}/pdf`,
      '/api/admin/ledger',
      '/api/admin/ledger/csv',
    ];
    for (const url of urls) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ url, headers: customer.headers })).statusCode, url).toBe(403);
      const refused = await t.app.inject({ url, headers: demoted.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.body, url).not.toContain('%PDF');
      expect((await t.app.inject({ url, headers: admin.headers })).statusCode, url).toBe(200);
    }
    const backwards = '/api/admin/invoices/zip?from=2026-11-30&to=2026-11-01';
    const fr = await t.app.inject({ url: backwards, headers: admin.headers });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toBe(
      'Période invalide\u00a0: choisissez deux dates complètes (jour, mois et année), la première au plus tard la seconde.',
    );
    const ar = await t.app.inject({ url: backwards, headers: { ...admin.headers, 'x-site-lang': 'ar' } });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toBe(
      'الفترة غير صالحة: يُرجى اختيار تاريخين كاملين (اليوم والشهر والسنة)، على ألّا يكون الأول بعد الثاني.',
    );
  });
});
