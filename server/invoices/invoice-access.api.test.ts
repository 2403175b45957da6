import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../accounts/test-app';
import { signIn } from '../admin/test-fixtures';
import { mailOutbox } from '../mail/schema';
import { orders } from '../orders/schema';
import { insertOrderRow } from '../test/orders';
import { issueInvoice } from './issue';
import { invoicesPerFile, number } from './invoices-test-kit';
import { unzip } from '../test/zip-test-kit';

// Invoices once issued: who may download one, the admin's list and the accountant's ZIP.
const { t, unpaidOrder, payOnDemoPage, invoiceRows } = invoicesPerFile();

describe('who can download an invoice', () => {
  async function setUp() {
    const a = await signIn(t, 'client.a@example.fr');
    const b = await signIn(t, 'client.b@example.fr');
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const mine = await unpaidOrder({ customerEmail: 'client.a@example.fr', userId: a.user.id });
    await payOnDemoPage(mine.sessionId);
    const unpaid = await unpaidOrder({ customerEmail: 'client.a@example.fr', userId: a.user.id });
    return { a, b, admin, mine: mine.id, unpaid: unpaid.id };
  }
  const download = (orderId: string, cookie = '') =>
    t.app.inject({ url: `/api/services/orders/${orderId}/invoice`, headers: cookie ? { cookie } : {} });

  it('the customer and an admin get the stored bytes; a stranger and an anonymous visitor get what a missing order gets', async () => {
    const { a, b, admin, mine } = await setUp();
    const [stored] = await invoiceRows();

    const own = await download(mine, a.headers.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="facture-${number(1)}.pdf"`);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(stored!.pdf)).toBe(true);
    // Downloading again gives the same bytes.
    expect((await download(mine, a.headers.cookie)).rawPayload.equals(own.rawPayload)).toBe(true);
    expect((await download(mine.toLowerCase(), admin.headers.cookie)).rawPayload.equals(stored!.pdf)).toBe(true);

    const missing = await download('TR-00000000', b.headers.cookie);
    expect(missing.statusCode).toBe(404);
    for (const reply of [await download(mine, b.headers.cookie), await download(mine)]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).toBe(missing.headers['content-type']);
      expect(reply.body).toBe(missing.body);
    }
    expect(missing.json()).toEqual({ message: 'Commande introuvable.' });
    expect((await download('pas-une-reference', a.headers.cookie)).statusCode).toBe(400);
  });

  it('an unpaid order of one’s own has no invoice yet', async () => {
    const { a, unpaid } = await setUp();
    const reply = await download(unpaid, a.headers.cookie);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: 'Facture introuvable.' });
  });

  it('a guest link for the order’s address opens it too', async () => {
    const { mine } = await setUp();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/guest-link',
      payload: { email: 'client.a@example.fr' },
      remoteAddress: nextIp(),
    });
    await t.app.afterResponse.idle();
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'guest-access'));
    const token = /acces-commandes\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const opened = await t.app.inject({ method: 'POST', url: `/api/auth/guest-access/${token}` });
    const guest = opened.cookies.find((c) => c.name === 'guestToken')!.value;
    const reply = await download(mine, `guestToken=${guest}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the admin API answers admins only', async () => {
    const { a, admin } = await setUp();
    for (const url of ['/api/admin/invoices', `/api/admin/invoices/${number(1)}/pdf`, '/api/admin/invoices/zip']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: a.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: admin.headers })).statusCode).toBe(200);
    }
  });
});

describe('the admin list and the accountant’s ZIP', () => {
  /** Invoices issued on given days (Paris), in order, through the same function as a payment. */
  async function issuedOn(days: { at: string; email: string }[]) {
    const ids: string[] = [];
    for (const { at, email } of days) {
      const paidAt = new Date(at);
      const id = await insertOrderRow(t.database.db, {
        customerEmail: email,
        paymentStatus: 'paid',
        status: 'paid',
        paidAt,
      });
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
      await t.database.db.transaction((tx) => issueInvoice(tx, order!, paidAt));
      ids.push(id);
    }
    return ids;
  }

  it('lists newest first, searches by number, e-mail or reference, and filters a period in Paris time', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const [sept, oct, nov] = await issuedOn([
      { at: '2026-09-30T21:30:00Z', email: 'marie@example.fr' }, // 30 Sept 23:30 in Paris
      { at: '2026-10-31T23:30:00Z', email: 'karim@example.fr' }, // 1 Nov 00:30 in Paris
      { at: '2026-11-20T10:00:00Z', email: 'marie@example.fr' },
    ]);
    const list = async (query: string) => {
      const res = await t.app.inject({ url: `/api/admin/invoices?${query}`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        items: { number: string; orderId: string; pdfUrl: string }[];
        total: number;
        totalCents: number;
      };
    };
    const all = await list('');
    expect(all.items.map((i) => i.number)).toEqual(['F-2026-000003', 'F-2026-000002', 'F-2026-000001']);
    expect(all.items[0]!.pdfUrl).toBe('/api/admin/invoices/F-2026-000003/pdf');
    expect(all.totalCents).toBe(9000);
    expect((await list('q=MARIE')).items.map((i) => i.orderId)).toEqual([nov, sept]);
    expect((await list('q=000002')).items.map((i) => i.orderId)).toEqual([oct]);
    expect((await list(`q=${oct!.slice(3)}`)).items.map((i) => i.number)).toEqual(['F-2026-000002']);
    expect((await list('q=%25')).total).toBe(0);
    const november = await list('from=2026-11-01&to=2026-11-30');
    expect(november.items.map((i) => i.orderId)).toEqual([nov, oct]);
    expect((await list('from=2026-09-30&to=2026-09-30')).items.map((i) => i.orderId)).toEqual([sept]);
    const bad = await t.app.inject({
      url: '/api/admin/invoices?from=2026-11-30&to=2026-11-01',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Période invalide\u00a0: choisissez deux dates complètes (jour, mois et année), la première au plus tard la seconde.',
    );
    expect(
      (await t.app.inject({ url: '/api/admin/invoices?from=2026-02-30', headers: admin.headers })).statusCode,
    ).toBe(400);
  });

  it('the ZIP of a period holds its PDFs as stored and a CSV a French spreadsheet opens', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const [, oct, nov] = await issuedOn([
      { at: '2026-09-30T21:30:00Z', email: 'marie@example.fr' },
      { at: '2026-10-31T23:30:00Z', email: 'karim;"k"@example.fr' },
      { at: '2026-11-20T10:00:00Z', email: 'marie@example.fr' },
    ]);
    const res = await t.app.inject({
      url: '/api/admin/invoices/zip?from=2026-11-01&to=2026-11-30',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="factures-2026-11-01_2026-11-30.zip"');
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['F-2026-000002.pdf', 'F-2026-000003.pdf', 'factures.csv']);
    const stored = await invoiceRows();
    expect(entries.get('F-2026-000002.pdf')!.equals(stored[1]!.pdf)).toBe(true);
    expect(entries.get('F-2026-000003.pdf')!.equals(stored[2]!.pdf)).toBe(true);
    const csv = entries.get('factures.csv')!.toString('utf8');
    expect(csv.startsWith('\ufeffNuméro;Type;Date;Facture corrigée;Commande;Client;Montant (EUR);Règlement\r\n')).toBe(
      true,
    );
    expect(csv).toContain(
      `F-2026-000002;Facture;01/11/2026;;${oct};"karim;""k""@example.fr";30,00;Paiement de démonstration`,
    );
    expect(csv).toContain(`F-2026-000003;Facture;20/11/2026;;${nov};marie@example.fr;30,00;`);
    // Two invoices, then the totals: no credit note this month.
    expect(csv.trim().split('\r\n').slice(3)).toEqual([
      ';;;;;Total des factures;60,00;',
      ';;;;;Total des avoirs;0,00;',
      ';;;;;Total net de la période;60,00;',
    ]);

    const empty = await t.app.inject({
      url: '/api/admin/invoices/zip?from=2025-01-01&to=2025-12-31',
      headers: admin.headers,
    });
    expect([...(await unzip(empty.rawPayload)).keys()]).toEqual(['factures.csv']);
  });

  it('factures.csv gives what a client typed as text: an e-mail beginning with a formula is neutralised', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const typed = ["=cmd|' /C calc'!A0@x", '+cmd@x.fr', '-2+3@x.fr', '@SUM(1)@x.fr', '\t=1@x.fr', '\r=1@x.fr'];
    await issuedOn(typed.map((email, i) => ({ at: `2026-06-0${i + 1}T10:00:00Z`, email })));
    const res = await t.app.inject({
      url: '/api/admin/invoices/zip?from=2026-06-01&to=2026-06-30',
      headers: admin.headers,
    });
    const csv = (await unzip(res.rawPayload)).get('factures.csv')!.toString('utf8');
    const clients = csv
      .split(/\r\n(?=F-)/)
      .slice(1)
      .map((line) => line.split(';')[5]);
    // Orders keep e-mails in lower case.
    expect(clients).toEqual(typed.map((e) => `"'${e.toLowerCase()}"`));
  });
});
