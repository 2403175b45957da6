import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestAccessTokens } from '../accounts/guest-schema';
import { sessions, users } from '../accounts/schema';
import { seedOrder } from '../admin/orders/test-fixtures';
import { PASSWORD, signIn, type SignedIn } from '../admin/test-fixtures';
import { nextIp } from '../accounts/test-app';
import { chatConversations, chatMessages } from '../chat/schema';
import { uploads } from '../files/schema';
import { mailOutbox } from '../mail/schema';
import { orderMessages } from '../orders/customer-schema';
import { orders } from '../orders/schema';
import { contactMessages, supportRequests } from '../requests/schema';
import { addOrderMessage, attachDocument, seedConversation, stillStored } from '../retention/test-fixtures';
import { appPerFile, createTestApp } from '../test/app';
import { unzip } from '../test/zip-test-kit';

const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await t.app.rateLimit.clear();
  },
);

/** « Supprimer mon compte », as the account page posts it. */
const remove = (who: SignedIn, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/delete',
    headers: who.headers,
    payload: { password },
    remoteAddress: nextIp(),
  });

/** A customer with a bit of everything: orders (paid and not), documents, messages, requests, chat. */
async function customerWithHistory(email = 'jane.doe@example.com') {
  const client = await signIn(t, email);
  const db = t.database.db;
  const paid = await seedOrder(t, { status: 'completed', userId: client.user.id, email });
  const unpaid = await seedOrder(t, { status: 'pending_payment', userId: client.user.id, email });
  const doc = await attachDocument(t, paid.id, 'client', 'ACTE-DE-NAISSANCE-JANE');
  const translation = await attachDocument(t, paid.id, 'translation', 'TRADUCTION-JANE');
  const unpaidDoc = await attachDocument(t, unpaid.id, 'client', 'PASSEPORT-JANE');
  await addOrderMessage(t, paid.id, email, 'Merci pour la traduction.');
  await db
    .insert(contactMessages)
    .values({ name: 'Jane', email, userId: client.user.id, subject: 'Question', message: 'Délai pour un acte ?' });
  await db
    .insert(supportRequests)
    .values({ email, userId: client.user.id, subject: 'Suivi', message: 'Où en est ma commande ?' });
  await seedConversation(t, { key: email.replace(/[.#$[\]@]/g, '_'), email, userId: client.user.id });
  return { client, paid, unpaid, doc, translation, unpaidDoc };
}

describe('Télécharger mes données', () => {
  it('gives a ZIP with the account, orders, messages, requests and chat as JSON, and the documents decrypted', async () => {
    const { client, paid, doc, translation } = await customerWithHistory();
    // Someone else's data never appears.
    const other = await signIn(t, 'jane@doe.example.com');
    await seedOrder(t, { status: 'completed', userId: other.user.id, email: 'jane@doe.example.com' });

    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: client.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d\d-\d\d\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const entries = await unzip(res.rawPayload);
    const json = JSON.parse(entries.get('donnees.json')!.toString('utf8'));
    expect(json.account).toMatchObject({ email: 'jane.doe@example.com', role: 'user' });
    expect(json.orders).toHaveLength(2);
    const order = json.orders.find((o: { reference: string }) => o.reference === paid.id);
    expect(order).toMatchObject({
      totalCents: 6750,
      status: 'completed',
      messages: [{ body: 'Merci pour la traduction.' }],
    });
    expect(order.documents.map((d: { kind: string }) => d.kind).sort()).toEqual(['document', 'traduction']);
    expect(json.contactMessages).toEqual([expect.objectContaining({ message: 'Délai pour un acte ?' })]);
    expect(json.supportRequests).toEqual([expect.objectContaining({ message: 'Où en est ma commande ?' })]);
    expect(json.chat[0].messages[0].content).toContain('naturalisation');
    expect(JSON.stringify(json)).not.toContain('jane@doe.example.com');
    // The documents, decrypted, at the paths the JSON names.
    const docEntry = order.documents.find((d: { kind: string }) => d.kind === 'document').file;
    expect(entries.get(docEntry)!.includes(Buffer.from('ACTE-DE-NAISSANCE-JANE'))).toBe(true);
    expect([...entries.values()].some((b) => b.includes(Buffer.from('TRADUCTION-JANE')))).toBe(true);
    expect(entries.has('LISEZMOI.txt')).toBe(true);
    expect(doc.id).not.toBe(translation.id);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});

describe('Supprimer mon compte', () => {
  it('asks for the password, then erases what the law does not keep, signs out everywhere and e-mails a confirmation', async () => {
    const { client, paid, unpaid, doc, translation, unpaidDoc } = await customerWithHistory();
    const secondSession = await t.app.accounts.login('jane.doe@example.com', PASSWORD);
    const db = t.database.db;

    const wrong = await remove(client, 'Mauvais1!');
    expect(wrong.statusCode).toBe(401);
    expect(await db.select().from(users)).toHaveLength(1);

    const res = await remove(client, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().erased).toMatchObject({
      account: true,
      ordersErased: [unpaid.id],
      ordersAnonymised: [paid.id],
      requests: 2,
      conversations: 1,
    });
    expect(res.headers['set-cookie']!.toString()).toMatch(/token=;/);

    // Gone: account, sessions (both browsers), unpaid order, documents, messages, requests, chat.
    expect(await db.select().from(users)).toEqual([]);
    expect(await db.select().from(sessions)).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${secondSession.token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(await db.select().from(orders).where(eq(orders.id, unpaid.id))).toEqual([]);
    expect(await db.select().from(uploads)).toEqual([]);
    for (const f of [doc, translation, unpaidDoc]) expect(await stillStored(t, f.storageKey)).toBe(false);
    expect(await db.select().from(orderMessages)).toEqual([]);
    expect(await db.select().from(contactMessages)).toEqual([]);
    expect(await db.select().from(supportRequests)).toEqual([]);
    expect(await db.select().from(chatConversations)).toEqual([]);
    expect(await db.select().from(chatMessages)).toEqual([]);
    // Kept: the paid order as an accounting record, without the person.
    const [kept] = await db.select().from(orders).where(eq(orders.id, paid.id));
    expect(kept).toMatchObject({
      customerEmail: '',
      userId: null,
      comment: '',
      totalCents: 6750,
      paymentStatus: 'paid',
    });
    expect(kept!.anonymisedAt).not.toBeNull();
    expect(kept!.filesDeletedAt).not.toBeNull();
    // The one e-mail left about the person is the confirmation.
    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['erasure-confirmation', 'jane.doe@example.com']]);
    expect(mails[0]!.text).toContain(paid.id);
    // The address is free again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'jane.doe@example.com', password: 'Nouveau1!' },
      remoteAddress: nextIp(),
    });
    expect(again.statusCode).toBe(201);
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it('waits while a paid order is being translated', async () => {
    const client = await signIn(t, 'client@example.fr');
    const order = await seedOrder(t, { status: 'in_progress', userId: client.user.id });
    const res = await remove(client, PASSWORD);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(order.id);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });
});

describe('work in progress, from the order’s facts (issue 29, item 3)', () => {
  it('waits after a partial refund while the translation or the paper original is owed, for the customer and the admin', async () => {
    const client = await signIn(t, 'client@example.fr');
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const db = t.database.db;
    const order = await seedOrder(t, { status: 'partially_refunded', userId: client.user.id });
    const doc = await attachDocument(t, order.id, 'client');
    const adminErase = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/privacy/erase',
        headers: admin.headers,
        payload: { email: 'client@example.fr' },
      });

    const owed = await remove(client, PASSWORD);
    expect(owed.statusCode).toBe(409);
    expect(owed.json().message).toContain(order.id);
    expect((await adminErase()).statusCode).toBe(409);
    // Translated, but its paper original (« Courrier suivi ») is not posted yet: still owed.
    await attachDocument(t, order.id, 'translation', 'TRADUCTION');
    expect((await remove(client, PASSWORD)).statusCode).toBe(409);
    expect(await stillStored(t, doc.storageKey)).toBe(true);

    await db.update(orders).set({ shippedAt: new Date() }).where(eq(orders.id, order.id));
    expect((await remove(client, PASSWORD)).statusCode).toBe(200);
    expect(await stillStored(t, doc.storageKey)).toBe(false);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept!.customerEmail).toBe('');
  });
});

describe('Effacer les données de cette personne (admin)', () => {
  it('shows what will be erased and kept, then erases everything under that exact address, guests included', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const db = t.database.db;
    // A guest: no account, an order paid and one not, a contact message, guest links.
    const paid = await seedOrder(t, { status: 'completed', email: 'jane.doe@example.com' });
    const unpaid = await seedOrder(t, { status: 'cancelled', email: 'jane.doe@example.com' });
    const doc = await attachDocument(t, paid.id, 'client');
    await db
      .insert(contactMessages)
      .values({ name: 'Jane', email: 'jane.doe@example.com', subject: 'Q', message: 'Bonjour' });
    await db
      .insert(guestAccessTokens)
      .values({ tokenHash: 'h', email: 'jane.doe@example.com', expiresAt: new Date(Date.now() + 60_000) });
    // A look-alike address, untouched.
    const lookAlike = await seedOrder(t, { status: 'pending_payment', email: 'jane@doe.example.com' });

    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/privacy/preview?email=Jane.Doe@Example.com',
      headers: admin.headers,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      email: 'jane.doe@example.com',
      account: false,
      ordersErased: [unpaid.id],
      ordersAnonymised: [paid.id],
      ordersInProgress: [],
      requests: 1,
      documents: 1,
      accessLinks: 1,
    });
    // A preview changes nothing.
    expect(await db.select().from(orders)).toHaveLength(3);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: admin.headers,
      payload: { email: 'jane.doe@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().erased).toMatchObject({ ordersErased: [unpaid.id], ordersAnonymised: [paid.id] });
    expect((await db.select().from(orders)).map((o) => [o.id, o.customerEmail]).sort()).toEqual(
      [
        [lookAlike.id, 'jane@doe.example.com'],
        [paid.id, ''],
      ].sort(),
    );
    expect(await stillStored(t, doc.storageKey)).toBe(false);
    expect(await db.select().from(contactMessages)).toEqual([]);
    expect(await db.select().from(guestAccessTokens)).toEqual([]);
  });

  it('refuses an admin account and customers', async () => {
    const admin = await signIn(t, 'admin@example.fr', 'admin');
    const customer = await signIn(t, 'client@example.fr');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/privacy/preview?email=admin@example.fr',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/privacy/preview?email=x@example.fr',
          headers: customer.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/privacy/erase',
          headers: customer.headers,
          payload: { email: 'admin@example.fr' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
