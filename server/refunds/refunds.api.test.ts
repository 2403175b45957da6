import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentYear } from '../../core/invoice-number';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { seedCatalogue } from '../catalogue/seed';
import { invoices } from '../invoices/schema';
import { mailOutbox } from '../mail/schema';
import { parseMessage } from '../mail/test-peer';
import { orderEvents, orders } from '../orders/schema';
import { appPerFile, createTestApp } from '../test/app';
import { insertOrderRow } from '../test/orders';
import { pdfText } from '../test/pdf-text';
import { refunds } from './schema';

const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

const YEAR = documentYear(new Date());
const invoiceNo = (n: number) => `F-${YEAR}-${String(n).padStart(6, '0')}`;
const creditNo = (n: number) => `A-${YEAR}-${String(n).padStart(6, '0')}`;
const newKey = () => `refund-${randomBytes(12).toString('hex')}`;

/** A demo order paid on the demo page (invoice issued), 30 € unless told otherwise. */
async function paidOrder(values: Parameters<typeof insertOrderRow>[1] = {}) {
  const sessionId = `demo_${randomBytes(16).toString('base64url')}`;
  const id = await insertOrderRow(t.database.db, { providerSessionId: sessionId, ...values });
  const paid = await t.app.inject({ method: 'POST', url: `/api/payments/demo/${sessionId}/pay` });
  expect(paid.statusCode).toBe(303);
  return id;
}

function refund(admin: SignedIn, orderId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: admin.headers,
    payload: { reason: 'Document non traduisible', idempotencyKey: newKey(), ...body },
  });
}

const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const creditNotes = () =>
  t.database.db.select().from(invoices).where(eq(invoices.kind, 'credit_note')).orderBy(invoices.sequence);

describe('« Rembourser » with the demo provider', () => {
  it('half, then the rest: two credit notes referencing the invoice, statuses, history and e-mails', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const id = await paidOrder({ customerEmail: 'client@example.fr' });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.kind, 'invoice'));

    const half = await refund(admin, id, { amountCents: 1500, reason: 'Une page en moins' });
    expect(half.statusCode).toBe(200);
    expect(half.json()).toEqual({
      message: `Remboursement de 15\u00a0€ enregistré\u00a0: avoir ${creditNo(1)} émis et envoyé au client.`,
      refund: { id: expect.any(String), amountCents: 1500, status: 'succeeded' },
      creditNote: { number: creditNo(1), pdfUrl: `/api/admin/invoices/${creditNo(1)}/pdf` },
      replayed: false,
    });
    expect(await orderRow(id)).toMatchObject({ status: 'partially_refunded', paymentStatus: 'paid' });
    const [note] = await creditNotes();
    expect(note).toMatchObject({
      kind: 'credit_note',
      series: 'A',
      number: creditNo(1),
      orderId: id,
      invoiceId: invoice!.id,
      totalCents: -1500,
      customerEmail: 'client@example.fr',
    });
    expect(note!.data).toMatchObject({
      kind: 'credit_note',
      invoice: { number: invoiceNo(1) },
      reason: 'Une page en moins',
      full: false,
      totalCents: -1500,
      payment: { method: 'demo', methodLabel: 'Remboursement de démonstration (aucun mouvement réel)' },
    });
    const text = await pdfText(note!.pdf);
    for (const mention of [
      'AVOIR',
      `N° ${creditNo(1)}`,
      `Facture d’origine ${invoiceNo(1)}`,
      `Remboursement partiel de la facture ${invoiceNo(1)} 1 -15,00 € -15,00 €`,
      'Total de l’avoir -15,00 €',
      'TVA non applicable, art. 293 B du CGI',
      'Motif : Une page en moins',
      `Avoir sur la facture ${invoiceNo(1)}`,
    ])
      expect(text).toContain(mention);

    const rest = await refund(admin, id, { amountCents: 1500, reason: 'Commande annulée par le client' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().creditNote.number).toBe(creditNo(2));
    expect(await orderRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await creditNotes()).map((n) => [n.number, n.totalCents, (n.data as { full: boolean }).full])).toEqual([
      [creditNo(1), -1500, false],
      [creditNo(2), -1500, true],
    ]);
    const history = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(orderEvents.id);
    expect(history.slice(-2).map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      ['paid', 'partially_refunded', 'admin@example.fr'],
      ['partially_refunded', 'cancelled', 'admin@example.fr'],
    ]);
    expect(history.at(-1)!.note).toBe(
      `Remboursement de 15\u00a0€ (avoir ${creditNo(2)})\u00a0: Commande annulée par le client`,
    );

    // Nothing left: refused, no number taken.
    const more = await refund(admin, id, { amountCents: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Cette commande est déjà entièrement remboursée.');

    // The customer's e-mails carry their credit note, read from the stored bytes when sent.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'refund'));
    expect(mails.map((m) => m.attachments)).toEqual([
      [{ kind: 'credit_note', id: note!.id }],
      [{ kind: 'credit_note', id: expect.any(String) }],
    ]);
    expect(mails[0]!.text).toContain('Un remboursement partiel de 15');
    expect(mails[1]!.subject).toContain(`Remboursement de la commande ${id}`);
    await t.app.mail.worker.runOnce();
    const dir = path.join(t.app.config.DATA_DIR, 'mail');
    const sent = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => parseMessage(readFileSync(path.join(dir, f), 'latin1').replace(/\r?\n/g, '\r\n')))
      .find((m) => m.subject.startsWith(`Remboursement partiel de la commande ${id}`))!;
    expect(sent.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`avoir-${creditNo(1)}.pdf`, 'application/pdf'],
    ]);
    expect(sent.attachments[0]!.content.equals(note!.pdf)).toBe(true);
  });

  it('an Arabic order’s e-mail names the refund in Arabic and links to the Arabic order page (issue 17)', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const customer = await signIn(t, 'amina@example.fr');
    const arabic = await paidOrder({ customerEmail: 'amina@example.fr', userId: customer.user.id, lang: 'ar' });
    const french = await paidOrder({ customerEmail: 'amina@example.fr', userId: customer.user.id });
    expect((await refund(admin, arabic, { amountCents: 1000 })).statusCode).toBe(200);
    expect((await refund(admin, french, { amountCents: 1000 })).statusCode).toBe(200);
    const mailOf = async (id: string) =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'refund'))).find(
        (m) => m.relatedId === id,
      )!;
    const ar = await mailOf(arabic);
    expect(ar.text).toContain('استرداد تجريبي (دون أي حركة فعلية)');
    expect(ar.text).not.toContain('Remboursement');
    expect(ar.text).toContain(`http://localhost:3000/ar/orders/${arabic}`);
    expect(ar.html).toContain(`href="http://localhost:3000/ar/orders/${arabic}"`);
    // The French e-mail keeps the credit note's words and the French page.
    const fr = await mailOf(french);
    expect(fr.text).toContain('Remboursement de démonstration (aucun mouvement réel). Selon votre banque');
    expect(fr.text).toContain(`: http://localhost:3000/orders/${french}\n`);
  });
});

describe('« Rembourser » with the demo provider: limits and concurrency', () => {
  it('never more than paid minus earlier refunds, and only a paid order with an invoice', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const user = await signIn(t, 'client@example.fr');
    const id = await paidOrder();
    const over = await refund(admin, id, { amountCents: 3001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Le remboursement dépasse ce qui reste remboursable sur cette commande (30\u00a0€).',
    );
    expect((await refund(admin, id, { amountCents: 1000 })).statusCode).toBe(200);
    const second = await refund(admin, id, { amountCents: 2001 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('(20\u00a0€)');

    const unpaid = await insertOrderRow(t.database.db);
    expect((await refund(admin, unpaid, { amountCents: 100 })).json()).toEqual({
      message: 'Cette commande n’a pas été payée\u00a0: il n’y a rien à rembourser.',
    });
    // Paid before invoices existed: no invoice to credit.
    const old = await insertOrderRow(t.database.db, { paymentStatus: 'paid', status: 'paid', paidAt: new Date() });
    expect((await refund(admin, old, { amountCents: 100 })).statusCode).toBe(409);
    expect((await refund(admin, 'TR-NOPE0000', { amountCents: 100 })).statusCode).toBe(404);
    for (const body of [
      { amountCents: 0 },
      { amountCents: 12.5 },
      { amountCents: 100, reason: ' ' },
      { amountCents: 100, idempotencyKey: 'court' },
    ])
      expect((await refund(admin, id, body)).statusCode).toBe(400);
    expect((await refund(user, id, { amountCents: 100 })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refunds`, payload: { amountCents: 100 } }))
        .statusCode,
    ).toBe(401);
    expect(await t.database.db.select().from(refunds)).toHaveLength(1);

    // The database holds the cap by itself, whatever code inserts.
    const refusal = await t.database.db
      .execute(
        sql`insert into refunds (order_id, idempotency_key, amount_cents, reason, provider, actor) values (${id}, 'sql-direct-key-000', 2001, 'x', 'demo', 'sql')`,
      )
      .then(
        () => 'accepted',
        (err: { message?: string; cause?: { message?: string } }) => `${err.message} ${err.cause?.message ?? ''}`,
      );
    expect(refusal).toMatch(/exceeds what is left to refund/);
  });

  it('two clicks (five identical requests at once) make one refund and one credit note', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const id = await paidOrder();
    const other = await paidOrder();
    const idempotencyKey = newKey();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => refund(admin, id, { amountCents: 1000, idempotencyKey })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(replies.filter((r) => r.json().replayed === false)).toHaveLength(1);
    expect(new Set(replies.map((r) => r.json().creditNote.number))).toEqual(new Set([creditNo(1)]));
    expect(await t.database.db.select().from(refunds)).toHaveLength(1);
    expect(await creditNotes()).toHaveLength(1);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'refund'))).toHaveLength(1);
    // The same form cannot refund another order.
    const reused = await refund(admin, other, { amountCents: 1000, idempotencyKey });
    expect(reused.statusCode).toBe(409);
  });

  it('credit notes under concurrency: A-…-000001 to 000012, no gap, refused ones take no number; frozen', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await paidOrder());
    const replies = await Promise.all(
      ids.flatMap((id) => [refund(admin, id, { amountCents: 500 }), refund(admin, id, { amountCents: 9000 })]),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([...Array(12).fill(200), ...Array(12).fill(409)]);
    const notes = await creditNotes();
    expect(notes.map((n) => n.number)).toEqual(Array.from({ length: 12 }, (_, i) => creditNo(i + 1)));
    for (let i = 1; i < notes.length; i++)
      expect(notes[i]!.issuedAt.getTime()).toBeGreaterThanOrEqual(notes[i - 1]!.issuedAt.getTime());
    const refused = async (statement: ReturnType<typeof sql>) =>
      t.database.db.execute(statement).then(
        () => 'accepted',
        (err: { message?: string; cause?: { message?: string } }) => `${err.message} ${err.cause?.message ?? ''}`,
      );
    expect(await refused(sql`update invoices set total_cents = -1 where kind = 'credit_note'`)).toMatch(
      /cannot be changed or deleted/,
    );
    expect(await refused(sql`update refunds set reason = 'autre'`)).toMatch(/settled/);
    expect(await refused(sql`delete from refunds`)).toMatch(/settled/);
  });
});

describe('« Rembourser » with the demo provider: the credit note’s download', () => {
  it('the customer and the admin download the credit note; a stranger gets what a missing order gets', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const a = await signIn(t, 'client.a@example.fr');
    const b = await signIn(t, 'client.b@example.fr');
    const id = await paidOrder({ customerEmail: 'client.a@example.fr', userId: a.user.id });
    await refund(admin, id, { amountCents: 1500 });
    const [note] = await creditNotes();
    const url = `/api/services/orders/${id}/credit-notes/${creditNo(1)}`;
    const own = await t.app.inject({ url, headers: a.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="avoir-${creditNo(1)}.pdf"`);
    expect(own.rawPayload.equals(note!.pdf)).toBe(true);
    const adminPdf = await t.app.inject({ url: `/api/admin/invoices/${creditNo(1)}/pdf`, headers: admin.headers });
    expect(adminPdf.statusCode).toBe(200);
    expect(adminPdf.rawPayload.equals(note!.pdf)).toBe(true);
    expect((await t.app.inject({ url, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/services/orders/${id}/credit-notes/${invoiceNo(1)}`, headers: a.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the credit note of an Arabic order (decision 033)', () => {
  it('speaks Arabic under the French like its invoice did, whatever the order says now', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const id = await paidOrder({ lang: 'ar' });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, id));
    expect((invoice!.data as { arabic?: { lines: string[] } }).arabic).toEqual({ lines: ['ترجمة محلّفة (صفحة واحدة)'] });
    // The invoice decides, as issued: the order's language changed since is not read.
    await t.database.db.update(orders).set({ lang: 'fr' }).where(eq(orders.id, id));
    expect((await refund(admin, id, { amountCents: 1000, reason: 'Une page en moins' })).statusCode).toBe(200);
    const [note] = await t.database.db
      .select()
      .from(invoices)
      .where(sql`${invoices.orderId} = ${id} and ${invoices.kind} = 'credit_note'`);
    expect((note!.data as { arabic?: { lines: string[] } }).arabic).toEqual({
      lines: [`استرداد جزء من مبلغ الفاتورة ${invoice!.number}`],
    });
    const text = await pdfText(note!.pdf);
    expect(text).toContain(`Remboursement partiel de la facture ${invoice!.number}`);
    expect(text).toContain('Motif : Une page en moins');
    for (const word of ['إشعار', 'دائن', 'استرداد', 'الاسترداد', 'المعتمد']) expect(text).toContain(word);

    // And a French invoice's credit note stays French, even if the order were Arabic now.
    const french = await paidOrder();
    await t.database.db.update(orders).set({ lang: 'ar' }).where(eq(orders.id, french));
    expect((await refund(admin, french, { amountCents: 3000 })).statusCode).toBe(200);
    const [frenchNote] = await t.database.db
      .select()
      .from(invoices)
      .where(sql`${invoices.orderId} = ${french} and ${invoices.kind} = 'credit_note'`);
    expect(frenchNote!.data).not.toHaveProperty('arabic');
    expect(Buffer.from(frenchNote!.pdf).toString('latin1')).not.toContain('NotoNaskhArabic');
  });
});
