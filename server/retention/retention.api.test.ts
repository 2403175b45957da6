import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addYears } from '../../core/retention';
import { passwordResets, users } from '../accounts/schema';
import { seedOrder } from '../admin/orders/test-fixtures';
import { signIn } from '../admin/test-fixtures';
import { chatConversations, chatMessages } from '../chat/schema';
import { uploads } from '../files/schema';
import { mailOutbox } from '../mail/schema';
import { orderMessages } from '../orders/customer-schema';
import { orders } from '../orders/schema';
import { contactMessages, quoteRequests } from '../requests/schema';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { FIXTURES } from '../test/multipart';
import { ORPHAN_GRACE_MS } from './job';
import {
  addOrderMessage,
  attachDocument,
  days,
  later,
  moveOrder,
  seedConversation,
  stillStored,
} from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DOCUMENT_RETENTION_DAYS: '90', CONTACT_RETENTION_YEARS: '3' });
});
afterAll(() => t.close());
beforeEach(() => truncateAll(t.database));

const T0 = new Date('2026-01-10T09:00:00Z');
const run = (now: Date, dryRun = false) => t.app.retention.run({ now, dryRun });
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const filesOf = (id: string) => t.database.db.select().from(uploads).where(eq(uploads.orderId, id));

describe('documents of orders', () => {
  it('deletes documents and translations 90 days after delivery, keeps the order and records when', async () => {
    const order = await seedOrder(t, { status: 'paid', createdAt: later(T0, -days(10)) });
    const doc = await attachDocument(t, order.id, 'client');
    const translation = await attachDocument(t, order.id, 'translation', 'TRADUCTION');
    await moveOrder(t, order.id, 'translated', later(T0, -days(2)));
    await moveOrder(t, order.id, 'completed', T0);

    const early = await run(later(T0, days(90) - 60_000));
    expect(early!.counts.ordersDocumentsDeleted).toBe(0);
    expect(await filesOf(order.id)).toHaveLength(2);
    expect(await stillStored(t, doc.storageKey)).toBe(true);

    const due = later(T0, days(90));
    const done = await run(due);
    expect(done!.counts).toMatchObject({ ordersDocumentsDeleted: 1, filesDeleted: 2 });
    expect(await filesOf(order.id)).toEqual([]);
    expect(await stillStored(t, doc.storageKey)).toBe(false);
    expect(await stillStored(t, translation.storageKey)).toBe(false);
    const kept = await orderRow(order.id);
    expect(kept).toMatchObject({
      status: 'completed',
      customerEmail: 'client@example.fr',
      totalCents: 6750,
      anonymisedAt: null,
    });
    expect(kept!.filesDeletedAt?.toISOString()).toBe(due.toISOString());
    // The customer's page says so instead of offering dead links.
    const owner = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: (await signIn(t, 'admin@example.fr', 'admin')).headers,
    });
    expect(owner.json()).toMatchObject({ filesDeletedAt: due.toISOString(), fileClient: [], fileAdmin: [] });
  });

  it('keeps the documents of a paid order still being translated, however old', async () => {
    const order = await seedOrder(t, { status: 'in_progress', createdAt: T0 });
    await attachDocument(t, order.id, 'client');
    await run(addYears(T0, 2));
    expect(await filesOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id))!.filesDeletedAt).toBeNull();
  });

  it('after a partial refund, keeps the documents while the work is owed, and deletes them 90 days after delivery', async () => {
    // Issue 29, item 3: « Remboursée partiellement » says nothing of the work; the facts do.
    const order = await seedOrder(t, { status: 'paid', createdAt: later(T0, -days(10)) });
    await attachDocument(t, order.id, 'client');
    await moveOrder(t, order.id, 'partially_refunded', T0);
    await run(later(T0, days(200)));
    expect(await filesOf(order.id), 'translation owed').toHaveLength(1);

    // Uploaded as the admin page does: the hand-over is recorded on the order.
    await attachDocument(t, order.id, 'translation', 'TRADUCTION');
    await t.database.db
      .update(orders)
      .set({ translationDeliveredAt: later(T0, days(10)) })
      .where(eq(orders.id, order.id));
    await run(later(T0, days(200)));
    expect(await filesOf(order.id), 'paper original still to post').toHaveLength(2);

    const shippedAt = later(T0, days(20));
    await t.database.db.update(orders).set({ shippedAt }).where(eq(orders.id, order.id));
    expect((await run(later(shippedAt, days(90) - 60_000)))!.counts.ordersDocumentsDeleted).toBe(0);
    const done = await run(later(shippedAt, days(90)));
    expect(done!.counts).toMatchObject({ ordersDocumentsDeleted: 1, filesDeleted: 2, shippingDetailsRemoved: 1 });
    expect(await filesOf(order.id)).toEqual([]);
    expect((await orderRow(order.id))!.shippingAddress).toBeNull();
  });

  it('deletes the documents of an order never paid 48 hours after its last change, of a refunded one after 90 days', async () => {
    // Issue 29, item 2: unpaid checkouts kept their files 90 days, and anyone could fill the disk.
    const refunded = await seedOrder(t, { status: 'cancelled', paymentStatus: 'refunded', createdAt: T0 });
    await t.database.db.update(orders).set({ paidAt: T0 }).where(eq(orders.id, refunded.id));
    const unpaid = await seedOrder(t, { status: 'pending_payment', createdAt: T0 });
    const abandoned = await seedOrder(t, { status: 'cancelled', createdAt: T0 });
    for (const o of [refunded, unpaid, abandoned]) await attachDocument(t, o.id, 'client');
    const hours = (n: number) => n * 3_600_000;
    expect((await run(later(T0, hours(48) - 60_000)))!.counts.ordersDocumentsDeleted).toBe(0);
    expect((await run(later(T0, hours(48))))!.counts.ordersDocumentsDeleted).toBe(2);
    expect(await filesOf(unpaid.id)).toEqual([]);
    expect(await filesOf(abandoned.id)).toEqual([]);
    expect(await filesOf(refunded.id)).toHaveLength(1);
    expect((await run(later(T0, days(91))))!.counts.ordersDocumentsDeleted).toBe(1);
    expect(await filesOf(refunded.id)).toEqual([]);
  });

  it('never marks an order that had no document', async () => {
    const order = await seedOrder(t, { status: 'completed', createdAt: T0 });
    await run(later(T0, days(200)));
    expect((await orderRow(order.id))!.filesDeletedAt).toBeNull();
  });
});

describe('orders after years', () => {
  it('erases an unpaid order 3 years after its last change', async () => {
    const order = await seedOrder(t, { status: 'pending_payment', createdAt: T0 });
    await addOrderMessage(t, order.id, 'client@example.fr');
    await run(later(addYears(T0, 3), -60_000));
    expect(await orderRow(order.id)).toBeDefined();
    expect((await run(addYears(T0, 3)))!.counts.unpaidOrdersErased).toBe(1);
    expect(await orderRow(order.id)).toBeUndefined();
    expect(await t.database.db.select().from(orderMessages)).toEqual([]);
  });

  it('anonymises a paid order after 3 years and erases it after the 10 years of the accounts', async () => {
    const client = await signIn(t, 'client@example.fr');
    const order = await seedOrder(t, { status: 'completed', createdAt: T0, userId: client.user.id });
    await addOrderMessage(t, order.id, 'client@example.fr');
    const anonymised = await run(addYears(T0, 3));
    expect(anonymised!.counts.paidOrdersAnonymised).toBe(1);
    const kept = await orderRow(order.id);
    expect(kept).toMatchObject({
      customerEmail: '',
      userId: null,
      comment: '',
      totalCents: 6750,
      id: order.id,
      paymentStatus: 'paid',
    });
    expect(kept!.paidAt?.toISOString()).toBe(T0.toISOString());
    expect(kept!.priceLines).toHaveLength(2);
    expect(await t.database.db.select().from(orderMessages)).toEqual([]);
    // Anonymised once: a later run does not count it again.
    expect((await run(addYears(T0, 5)))!.counts.paidOrdersAnonymised).toBe(0);
    expect(await orderRow(order.id)).toBeDefined();
    expect((await run(addYears(T0, 10)))!.counts.paidOrdersErased).toBe(1);
    expect(await orderRow(order.id)).toBeUndefined();
  });
});

describe('contact data after 3 years', () => {
  it('erases requests, conversations, inactive customer accounts and e-mail copies; keeps admins', async () => {
    const db = t.database.db;
    await db
      .insert(contactMessages)
      .values({ name: 'Jane', email: 'jane@example.fr', subject: 'Question', message: 'Bonjour', createdAt: T0 });
    await db.insert(contactMessages).values({
      name: 'Récent',
      email: 'recent@example.fr',
      subject: 'Question',
      message: 'Bonjour',
      createdAt: later(T0, days(30)),
    });
    const conversation = await seedConversation(t, { key: 'guest-abc', email: 'guest', guestId: 'guest-abc' }, T0);
    const client = await signIn(t, 'dormant@example.fr');
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    await db.update(users).set({ lastActiveAt: T0 });
    const paidOrder = await seedOrder(t, {
      status: 'in_progress',
      createdAt: addYears(T0, 2),
      userId: client.user.id,
      email: 'dormant@example.fr',
    });
    const [mail] = await db
      .insert(mailOutbox)
      .values({
        id: crypto.randomUUID(),
        kind: 'contact-message-ack',
        to: 'jane@example.fr',
        subject: 's',
        html: 'h',
        text: 't',
        messageId: `<${crypto.randomUUID()}@x>`,
        status: 'sent',
        createdAt: T0,
      })
      .returning();
    const mailDir = path.join(t.app.config.DATA_DIR, 'mail');
    mkdirSync(mailDir, { recursive: true });
    writeFileSync(path.join(mailDir, `20260110T090000000Z-${mail!.id}.eml`), 'To: jane@example.fr');
    writeFileSync(path.join(mailDir, `20260110T090000000Z-${crypto.randomUUID()}.eml`), 'To: other@example.fr');

    const result = await run(addYears(T0, 3));
    expect(result!.counts).toMatchObject({
      requestsErased: 1,
      chatConversationsErased: 1,
      accountsErased: 1,
      emailsErased: 1,
    });
    expect((await db.select().from(contactMessages)).map((c) => c.email)).toEqual(['recent@example.fr']);
    expect(await db.select().from(chatConversations).where(eq(chatConversations.id, conversation))).toEqual([]);
    expect(await db.select().from(chatMessages)).toEqual([]);
    expect((await db.select().from(users)).map((u) => u.id)).toEqual([admin.user.id]);
    // The order stays under its own rules, detached from the erased account.
    expect(await orderRow(paidOrder.id)).toMatchObject({ userId: null, customerEmail: 'dormant@example.fr' });
    expect(await db.select().from(mailOutbox)).toEqual([]);
    expect(readdirSync(mailDir)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: client.headers })).statusCode).toBe(401);
  });

  it('deletes a quote’s document after 90 days and the quote after 3 years', async () => {
    const file = await t.app.uploadsService.saveStream(
      'quote-request',
      'devis.pdf',
      Readable.from([FIXTURES.pdf('DEVIS')]),
    );
    await t.database.db.update(uploads).set({ status: 'attached' }).where(eq(uploads.id, file.id));
    await t.database.db.insert(quoteRequests).values({
      id: 'DV-ABCDEFGH',
      name: 'Jane',
      email: 'jane@example.fr',
      deliveryMethod: 'email',
      fileId: file.id,
      createdAt: T0,
    });
    expect((await run(later(T0, days(90))))!.counts.quoteDocumentsDeleted).toBe(1);
    const [quote] = await t.database.db.select().from(quoteRequests);
    expect(quote).toMatchObject({ fileId: null, email: 'jane@example.fr' });
    expect(quote!.fileDeletedAt).not.toBeNull();
    expect(await stillStored(t, file.storageKey)).toBe(false);
    expect((await run(addYears(T0, 3)))!.counts.requestsErased).toBe(1);
    expect(await t.database.db.select().from(quoteRequests)).toEqual([]);
  });

  it('purges expired reset and guest links', async () => {
    const client = await signIn(t, 'client@example.fr');
    await t.database.db
      .insert(passwordResets)
      .values({ tokenHash: 'x', userId: client.user.id, createdAt: T0, expiresAt: later(T0, 3_600_000) });
    expect((await run(later(T0, days(2))))!.counts.accessLinksPurged).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(passwordResets)).toEqual([]);
  });
});

describe('crash leftovers', () => {
  it('removes stored files no row names and temporary files, once past the grace period', async () => {
    const order = await seedOrder(t, { status: 'paid' });
    const named = await attachDocument(t, order.id, 'client');
    // What a crash between the encrypted write and the row's commit leaves behind.
    const orphanKey = `uploads/2026/01/${crypto.randomUUID()}`;
    await t.app.files.write(orphanKey, Readable.from([FIXTURES.pdf('ORPHELIN')]));
    const tempDir = path.join(t.app.config.DATA_DIR, 'files', 'uploads', '2026', '01');
    const temp = `.${crypto.randomUUID()}.${crypto.randomUUID()}.tmp`;
    writeFileSync(path.join(tempDir, temp), 'half a file');

    // Too young: maybe a write still in progress.
    const now = await run(new Date());
    expect(now!.counts).toMatchObject({ orphanFiles: 0, leftoverFiles: 0 });
    expect(await stillStored(t, orphanKey)).toBe(true);

    const dry = await run(new Date(Date.now() + ORPHAN_GRACE_MS + 60_000), true);
    expect(dry!.counts).toMatchObject({ orphanFiles: 1, leftoverFiles: 1 });
    expect(await stillStored(t, orphanKey)).toBe(true);

    const swept = await run(new Date(Date.now() + ORPHAN_GRACE_MS + 60_000));
    expect(swept!.counts).toMatchObject({ orphanFiles: 1, leftoverFiles: 1 });
    expect(await stillStored(t, orphanKey)).toBe(false);
    expect(readdirSync(tempDir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(await stillStored(t, named.storageKey)).toBe(true);
  });
});

describe('the run itself', () => {
  it('a dry run counts exactly what a run removes and changes nothing; the run is recorded for the dashboard', async () => {
    const order = await seedOrder(t, { status: 'completed', createdAt: T0 });
    await attachDocument(t, order.id, 'client');
    await t.database.db
      .insert(contactMessages)
      .values({ name: 'Jane', email: 'jane@example.fr', subject: 'Q', message: 'M', createdAt: T0 });
    const at = addYears(T0, 3);
    const dry = await run(at, true);
    expect(dry!.dryRun).toBe(true);
    expect(await filesOf(order.id)).toHaveLength(1);
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(1);
    expect(await t.app.retention.last()).toBeNull();
    const real = await run(at);
    expect(real!.counts).toEqual(dry!.counts);
    expect(await t.app.retention.last()).toMatchObject({ at: at.toISOString(), dryRun: false, counts: real!.counts });
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'runs on one instance at a time: another holding the lock makes it skip',
    async () => {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(727013)`);
        expect(await run(new Date())).toBeNull();
      });
      expect(await run(new Date())).not.toBeNull();
    },
  );
});
