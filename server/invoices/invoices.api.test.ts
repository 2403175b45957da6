import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { documentYear } from '../../core/invoice-number';
import { nextIp } from '../accounts/test-app';
import { signIn } from '../admin/test-fixtures';
import { seedCatalogue } from '../catalogue/seed';
import { mailOutbox } from '../mail/schema';
import { parseMessage } from '../mail/test-peer';
import { orders } from '../orders/schema';
import { appPerFile, createTestApp } from '../test/app';
import { insertOrderRow } from '../test/orders';
import { pdfText } from '../test/pdf-text';
import { issueInvoice } from './issue';
import { documentCounters, invoices } from './schema';

const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

const YEAR = documentYear(new Date());
const number = (n: number) => `F-${YEAR}-${String(n).padStart(6, '0')}`;

/** An unpaid order with its demo payment page, as checkout leaves it. */
async function unpaidOrder(values: Parameters<typeof insertOrderRow>[1] = {}) {
  const sessionId = `demo_${randomBytes(16).toString('base64url')}`;
  const id = await insertOrderRow(t.database.db, { providerSessionId: sessionId, ...values });
  return { id, sessionId };
}

/** « Payer » on the demo page: the same path as a Stripe webhook (orders.markPaid). */
const payOnDemoPage = (sessionId: string) =>
  t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` });

async function invoiceRows() {
  return t.database.db.select().from(invoices).orderBy(invoices.sequence);
}

function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** What the database answers to a statement it refuses (the trigger's message). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.database.db.execute(statement);
  } catch (err) {
    const e = err as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
}

describe('an invoice is issued by the payment itself', () => {
  it('checkout then « Payer » on the demo page: one invoice, numbered, with the order as sold, attached to the confirmation', async () => {
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/services/checkout',
      payload: {
        numberOfPages: 3,
        numberOfDocuments: 2,
        deliveryMethod: 'priority',
        legalization: 'mairie',
        email: 'Client@Example.FR',
        idempotencyKey: `invoice-test-${randomBytes(8).toString('hex')}`,
      },
    });
    expect(checkout.statusCode).toBe(200);
    const { orderId } = checkout.json() as { orderId: string };
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(await invoiceRows()).toEqual([]);

    expect((await payOnDemoPage(order!.providerSessionId!)).statusCode).toBe(303);
    const [invoice, ...more] = await invoiceRows();
    expect(more).toEqual([]);
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(invoice).toMatchObject({
      number: number(1),
      orderId,
      customerEmail: 'client@example.fr',
      totalCents: 14500,
    });
    expect(invoice!.issuedAt.getTime()).toBeGreaterThanOrEqual(paid!.paidAt!.getTime());
    expect(invoice!.data).toMatchObject({
      number: number(1),
      orderReference: orderId,
      buyer: { email: 'client@example.fr', name: null, address: null },
      totalCents: 14500,
      payment: { method: 'demo', paidAt: paid!.paidAt!.toISOString() },
      seller: { vatNote: 'TVA non applicable, art. 293 B du CGI' },
    });
    // One line per priced element, exactly as the order stored them.
    expect(invoice!.data.lines).toEqual(
      paid!.priceLines.map((l) => ({
        label: l.label,
        quantity: l.quantity,
        unitCents: l.unitCents,
        amountCents: l.amountCents,
      })),
    );
    const text = await pdfText(invoice!.pdf);
    expect(text).toContain(`N° ${number(1)}`);
    expect(text).toContain('Traduction certifiée (3 pages) 3 30,00 € 90,00 €');
    expect(text).toContain('Total 145,00 €');

    // The confirmation names the invoice and carries it, read from the invoice when the mail leaves.
    const [confirmation] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order-confirmation'));
    expect(confirmation!.attachments).toEqual([{ kind: 'invoice', id: invoice!.id }]);
    expect(confirmation!.text).toContain(`Votre facture ${number(1)} est jointe à cet e-mail`);
    await t.app.mail.worker.runOnce();
    const dir = path.join(t.app.config.DATA_DIR, 'mail');
    const sent = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => parseMessage(readFileSync(path.join(dir, f), 'latin1').replace(/\r?\n/g, '\r\n')))
      .find((m) => m.subject.startsWith(`Commande ${orderId} confirmée`))!;
    expect(sent.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`facture-${number(1)}.pdf`, 'application/pdf'],
    ]);
    expect(sent.attachments[0]!.content.equals(invoice!.pdf)).toBe(true);
    // The translator's notice has no attachment.
    const notice = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-notice'));
    expect(notice[0]!.attachments).toEqual([]);
  });

  it('a payment whose transaction fails leaves no invoice and gives its number back', async () => {
    // The confirmation cannot be queued for this address: the transaction that records the payment rolls back.
    const broken = await unpaidOrder({ customerEmail: 'pas-une-adresse' });
    await expect(t.app.orders.markPaid(broken.sessionId, 'demo')).rejects.toThrow();
    const [still] = await t.database.db.select().from(orders).where(eq(orders.id, broken.id));
    expect(still).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });
    expect(await invoiceRows()).toEqual([]);
    expect(await t.database.db.select().from(documentCounters)).toEqual([]);

    const good = await unpaidOrder();
    await payOnDemoPage(good.sessionId);
    expect((await invoiceRows()).map((i) => [i.number, i.orderId])).toEqual([[number(1), good.id]]);
  });

  it('paying twice (double click, replayed call) never issues a second invoice', async () => {
    const { id, sessionId } = await unpaidOrder();
    const replies = await Promise.all([payOnDemoPage(sessionId), payOnDemoPage(sessionId), payOnDemoPage(sessionId)]);
    expect(replies.map((r) => r.statusCode)).toEqual([303, 303, 303]);
    await t.app.orders.markPaid(sessionId, 'demo');
    expect((await invoiceRows()).map((i) => [i.number, i.orderId])).toEqual([[number(1), id]]);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-confirmation'))).toHaveLength(
      1,
    );
  });

  it('50 payments at once get 1 to 50, no gap, no twice, dated in number order', async () => {
    const unpaid = await Promise.all(Array.from({ length: 50 }, () => unpaidOrder()));
    const replies = await Promise.all(unpaid.map((o) => payOnDemoPage(o.sessionId)));
    // On PostgreSQL the test pool has 5 connections and waits 5 s for one: on a loaded machine some of
    // the 50 time out waiting (500) before their transaction starts. They are paid again, as Stripe
    // redelivers a webhook that failed; the numbers must still run 1…50 with no gap.
    const retried = [];
    for (const [i, o] of unpaid.entries())
      if (replies[i]!.statusCode !== 303) retried.push(await payOnDemoPage(o.sessionId));
    expect([...replies, ...retried].filter((r) => r.statusCode === 303)).toHaveLength(50);
    const rows = await invoiceRows();
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 50 }, (_, i) => number(i + 1)));
    expect(new Set(rows.map((r) => r.orderId))).toEqual(new Set(unpaid.map((o) => o.id)));
    // The chronological order of the law: a later number is never dated earlier.
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.issuedAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.issuedAt.getTime());
    expect(await t.database.db.select().from(documentCounters)).toMatchObject([
      { series: 'F', year: YEAR, lastNumber: 50 },
    ]);
  });

  it('the database refuses to change or delete an issued invoice, or to move a counter other than by one', async () => {
    const { sessionId } = await unpaidOrder();
    await payOnDemoPage(sessionId);
    expect(await refusal(sql`update invoices set total_cents = 0`)).toMatch(/cannot be changed or deleted/);
    expect(await refusal(sql`update invoices set pdf = '\\x00'::bytea`)).toMatch(/cannot be changed or deleted/);
    expect(await refusal(sql`delete from invoices`)).toMatch(/cannot be changed or deleted/);
    expect(await refusal(sql`update document_counters set last_number = last_number - 1`)).toMatch(/forward by one/);
    expect(await refusal(sql`update document_counters set last_number = last_number + 2`)).toMatch(/forward by one/);
    expect(await refusal(sql`delete from document_counters`)).toMatch(/forward by one/);
    expect((await invoiceRows()).map((i) => [i.number, i.totalCents])).toEqual([[number(1), 3000]]);
  });
});

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
      'Période invalide\u00a0: indiquez des dates AAAA-MM-JJ, la première au plus tard la seconde.',
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
    expect(csv.startsWith('\ufeffNuméro;Date;Commande;Client;Montant (EUR);Règlement\r\n')).toBe(true);
    expect(csv).toContain(`F-2026-000002;01/11/2026;${oct};"karim;""k""@example.fr";30,00;Paiement de démonstration`);
    expect(csv).toContain(`F-2026-000003;20/11/2026;${nov};marie@example.fr;30,00;`);
    expect(csv.trim().split('\r\n')).toHaveLength(3);

    const empty = await t.app.inject({
      url: '/api/admin/invoices/zip?from=2025-01-01&to=2025-12-31',
      headers: admin.headers,
    });
    expect([...(await unzip(empty.rawPayload)).keys()]).toEqual(['factures.csv']);
  });
});
