import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/schema';
import { parseMessage } from '../mail/test-peer';
import { orders } from '../orders/schema';
import { pdfText } from '../test/pdf-text';
import { documentCounters } from './schema';
import { invoicesPerFile, number, YEAR } from './invoices-test-kit';
import { CHECKOUT_IDENTITY } from '../test/orders';

// Issuing invoices: by the payment itself, numbered without gaps, unchangeable. Who may download
// them and the admin's list are in invoice-access.api.test.ts.
const { t, unpaidOrder, payOnDemoPage, invoiceRows } = invoicesPerFile();

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
        ...CHECKOUT_IDENTITY,
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
      buyer: { email: 'client@example.fr', name: 'Amina Benali', address: null },
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
});

describe('an invoice is issued by the payment itself: numbering and immutability', () => {
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
