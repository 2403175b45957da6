import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../core/order-status';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { downloadLinkKey, signDownloadLink } from '../../files/download-links';
import { uploads } from '../../files/schema';
import { mailOutbox } from '../../mail/schema';
import { orderEvents, orders } from '../../orders/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { truncateAll } from '../../test/database';
import { FIXTURES, multipart } from '../../test/multipart';
import { signIn, type SignedIn } from '../test-fixtures';
import { seedOrder, storedObjects, uploadTranslations } from './test-fixtures';
import { tr } from '../../../core/messages';

const TYPE_MESSAGE = 'Seuls les fichiers PDF, PNG et JPG sont autorisés.';

let t: TestApp;
let admin: SignedIn;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_FILE_MB: '1' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  rmSync(path.join(t.app.config.DATA_DIR, 'files'), { recursive: true, force: true });
  admin = await signIn(t, 'admin@example.fr', 'admin');
  alice = await signIn(t, 'alice@example.fr');
  bob = await signIn(t, 'bob@example.fr');
});

const aliceOrder = (status: OrderStatus = 'paid') =>
  seedOrder(t, { email: 'alice@example.fr', userId: alice.user.id, status });
const translationRows = (orderId: string) =>
  t.database.db
    .select()
    .from(uploads)
    .where(eq(uploads.orderId, orderId))
    .then((rows) => rows.filter((r) => r.kind === 'translation'));
const statusOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('POST /api/admin/upload/:id', () => {
  it('stores translations encrypted, attached to the order, and moves a paid order to « Traduction disponible » once', async () => {
    const order = await aliceOrder('paid');
    const res = await uploadTranslations(t, order.id, admin.headers, [
      { filename: 'traduction acte.pdf', content: FIXTURES.pdf('MARQUEUR-TRADUCTION-77') },
      { filename: 'tampon.png', content: FIXTURES.png(), field: 'fileAdmin[]' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Fichier(s) téléchargé(s) avec succès\u202f!',
      statusChanged: true,
      order: { status: 'translated', statusLabel: 'Traduction disponible' },
    });
    expect(body.fileUrls.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['traduction acte.pdf', 'application/pdf'],
      ['tampon.png', 'image/png'],
    ]);
    const rows = await translationRows(order.id);
    expect(rows.map((r) => [r.status, r.kind, r.ownerSessionHash])).toEqual([
      ['attached', 'translation', null],
      ['attached', 'translation', null],
    ]);

    // Encrypted at rest: neither the text nor the PDF header is on disk.
    const objects = storedObjects(t);
    expect(objects).toHaveLength(2);
    for (const file of objects) {
      const bytes = readFileSync(file);
      expect(bytes.includes(Buffer.from('MARQUEUR-TRADUCTION-77'))).toBe(false);
      expect(bytes.includes(Buffer.from('%PDF'))).toBe(false);
    }

    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'paid',
      toStatus: 'translated',
      actor: 'admin:admin@example.fr',
    });
    // No e-mail yet: the delivery e-mail (links, paper original, way in) is the customer's one message.
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);

    // A second upload adds files without another move or e-mail.
    const more = await uploadTranslations(t, order.id, admin.headers);
    expect(more.json()).toMatchObject({ statusChanged: false, order: { status: 'translated' } });
    expect(await translationRows(order.id)).toHaveLength(3);
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it.each([
    ['in_progress', 'translated', true],
    ['pending_payment', 'pending_payment', false],
    ['shipped', 'shipped', false],
  ] as const)('from %s the order ends %s', async (from, to, moved) => {
    const order = await aliceOrder(from);
    const res = await uploadTranslations(t, order.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().statusChanged).toBe(moved);
    expect(await statusOf(order.id)).toBe(to);
  });

  it.each([
    [
      'a renamed executable',
      {
        filename: 'traduction.pdf',
        content: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'binary'), Buffer.alloc(200)]),
      },
      415,
      TYPE_MESSAGE,
    ],
    [
      'HTML named .pdf',
      { filename: 'traduction.pdf', content: '<html><script>alert(1)</script></html>' },
      415,
      TYPE_MESSAGE,
    ],
    ['an empty file', { filename: 'vide.pdf', content: '' }, 400, 'Le fichier «\u00a0vide.pdf\u00a0» est vide.'],
    [
      'a traversal name',
      { filename: '../../etc/passwd.pdf', content: FIXTURES.pdf() },
      400,
      'Nom de fichier invalide.',
    ],
    [
      'a file over the size limit',
      { filename: 'gros.pdf', content: Buffer.concat([FIXTURES.pdf(), Buffer.alloc(2 * 1024 * 1024, 0x20)]) },
      413,
      /dépasse la taille maximale de 1 Mo\.$/,
    ],
  ])('refuses %s like a customer upload, keeping nothing and moving nothing', async (_what, part, status, message) => {
    const order = await aliceOrder('paid');
    // A valid file first: the refusal must cancel it too.
    const res = await uploadTranslations(t, order.id, admin.headers, [
      { filename: 'ok.png', content: FIXTURES.png() },
      part,
    ]);
    expect(res.statusCode).toBe(status);
    // Over the limit, the parser or the store may notice first: two wordings.
    if (message instanceof RegExp) expect(res.json().message).toMatch(message);
    else expect(res.json()).toEqual({ message });
    expect(await translationRows(order.id)).toEqual([]);
    expect(storedObjects(t)).toEqual([]);
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('refuses more files than the per-request limit', async () => {
    const order = await aliceOrder('paid');
    const files = Array.from({ length: 11 }, (_, i) => ({ filename: `p${i}.png`, content: FIXTURES.png() }));
    const res = await uploadTranslations(t, order.id, admin.headers, files);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Vous pouvez envoyer au maximum 10 fichiers à la fois.' });
    expect(storedObjects(t)).toEqual([]);
  });

  it('asks for at least one file, in the spec’s words', async () => {
    const order = await aliceOrder('paid');
    const none = await uploadTranslations(t, order.id, admin.headers, []);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Veuillez sélectionner au moins un fichier.' });
    // The customer's field name is not the admin's: ignored, so nothing was sent.
    const wrongField = await uploadTranslations(t, order.id, admin.headers, [
      { filename: 'a.pdf', content: FIXTURES.pdf(), field: 'files' },
    ]);
    expect(wrongField.json()).toEqual({ message: 'Veuillez sélectionner au moins un fichier.' });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/upload/${order.id}`,
      payload: { fileAdmin: [] },
      headers: admin.headers,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart/);
    expect(storedObjects(t)).toEqual([]);
  });

  it('refuses unknown, archived and cancelled orders before storing anything', async () => {
    const missing = await uploadTranslations(t, 'TR-ZZZZZZZZ', admin.headers);
    expect(missing.statusCode).toBe(404);
    const archived = await seedOrder(t, { archivedAt: new Date() });
    expect((await uploadTranslations(t, archived.id, admin.headers)).json()).toEqual({
      message: tr('adminOrder.archived'),
    });
    const cancelled = await aliceOrder('cancelled');
    const res = await uploadTranslations(t, cancelled.id, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: tr('adminOrder.uploadCancelled') });
    expect(storedObjects(t)).toEqual([]);
  });
});

describe('what the customer sees', () => {
  it('shows translations apart from the client files; the owner downloads them, another customer cannot', async () => {
    const order = await aliceOrder('paid');
    const up = await uploadTranslations(t, order.id, admin.headers, [
      { filename: 'traduction.pdf', content: FIXTURES.pdf('TEXTE-TRADUIT') },
    ]);
    const fileId = up.json().fileUrls[0].id as string;

    const view = await t.app.inject({ url: `/api/services/orders/${order.id}`, headers: alice.headers });
    expect(view.statusCode).toBe(200);
    const service = view.json().services[0];
    expect(service.fileClient).toEqual([]);
    expect(service.fileAdmin).toEqual([
      { id: fileId, name: 'traduction.pdf', url: `/api/services/files/${fileId}`, size: expect.any(Number) },
    ]);
    const list = await t.app.inject({ url: '/api/services/orders', headers: alice.headers });
    expect(list.json().orders[0].services[0].fileAdmin).toHaveLength(1);

    const download = await t.app.inject({ url: `/api/services/files/${fileId}?download=1`, headers: alice.headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.includes(Buffer.from('TEXTE-TRADUIT'))).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="traduction.pdf"/);

    expect((await t.app.inject({ url: `/api/services/files/${fileId}`, headers: bob.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/services/files/${fileId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/services/orders/${order.id}`, headers: bob.headers })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/admin/files/:id', () => {
  async function orderWithFiles() {
    const order = await aliceOrder('paid');
    const { payload, headers } = multipart([{ filename: 'acte.pdf', content: FIXTURES.pdf() }]);
    const client = await t.app.inject({ method: 'POST', url: '/api/services/upload', payload, headers });
    const clientFile = client.json().fileUrls[0] as { id: string; url: string };
    await t.database.db
      .update(uploads)
      .set({ status: 'attached', orderId: order.id })
      .where(eq(uploads.id, clientFile.id));
    const up = await uploadTranslations(t, order.id, admin.headers, [
      { filename: 'a.pdf', content: FIXTURES.pdf() },
      { filename: 'b.png', content: FIXTURES.png() },
    ]);
    const [a, b] = up.json().fileUrls as { id: string; url: string; path: string }[];
    return { order, clientFile, a: a!, b: b! };
  }
  const del = (orderId: string, payload?: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/files/${orderId}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: admin.headers,
    });

  it('deletes one translation (by URL), then the rest (by path or id), rows and stored objects', async () => {
    const { order, a, b } = await orderWithFiles();
    expect(storedObjects(t)).toHaveLength(3);
    const one = await del(order.id, { fileUrls: [a.url] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ deleted: 1, message: 'Fichier traduit supprimé.' });
    expect((await translationRows(order.id)).map((r) => r.id)).toEqual([b.id]);
    expect(storedObjects(t)).toHaveLength(2);

    const rest = await del(order.id, { fileUrls: [b.path] });
    expect(rest.json()).toEqual({ deleted: 1, message: 'Fichier traduit supprimé.' });
    expect(await translationRows(order.id)).toEqual([]);
    expect(storedObjects(t)).toHaveLength(1);
  });

  it('deletes all at once', async () => {
    const { order, a, b } = await orderWithFiles();
    const res = await del(order.id, { fileUrls: [a.id, `http://localhost:3000${b.url}?download=1`] });
    expect(res.json()).toEqual({ deleted: 2, message: '2 fichiers traduits supprimés.' });
  });

  it('says « Aucun fichier à supprimer » for an empty or missing list', async () => {
    const { order } = await orderWithFiles();
    for (const payload of [{ fileUrls: [] }, {}, undefined, { fileUrls: [''] }]) {
      const res = await del(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message: 'Aucun fichier à supprimer' });
    }
    expect(await translationRows(order.id)).toHaveLength(2);
  });

  it('never deletes a client document, nor another order’s translation; one unknown name deletes nothing', async () => {
    const { order, clientFile, a } = await orderWithFiles();
    const other = await aliceOrder('paid');
    const res = await del(order.id, { fileUrls: [a.url, clientFile.url] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(tr('adminOrder.fileNotFound', { names: clientFile.id }));
    expect((await del(other.id, { fileUrls: [a.url] })).statusCode).toBe(404);
    expect(await translationRows(order.id)).toHaveLength(2);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, clientFile.id))).toHaveLength(1);
    expect(storedObjects(t)).toHaveLength(3);
  });
});

describe('confirmation e-mail with signed, expiring links', () => {
  const send = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/send-email', payload, headers: admin.headers });
  const message = {
    clientEmail: 'alice@example.fr',
    subject: 'Votre traduction est prête',
    text: 'Bonjour,\n\nVoici votre traduction.',
  };
  const linkIn = (text: string) => {
    const match = /http:\/\/localhost:3000(\/api\/services\/files\/[^\s]+)/.exec(text);
    expect(match, text).not.toBeNull();
    return match![1]!;
  };

  async function delivered() {
    const order = await aliceOrder('paid');
    const up = await uploadTranslations(t, order.id, admin.headers, [
      { filename: 'traduction.pdf', content: FIXTURES.pdf('LIEN-SIGNE') },
    ]);
    const file = up.json().fileUrls[0] as { id: string; url: string };
    await t.database.db.delete(mailOutbox);
    return { order, file };
  }

  it('e-mails links that open the translation without any session, until they expire', async () => {
    const { order, file } = await delivered();
    const res = await send({ ...message, fileAdmin: [file.url], orderId: order.id });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      kind: 'admin-message',
      to: 'alice@example.fr',
      relatedId: order.id,
      subject: 'Votre traduction est prête',
    });
    expect(mail!.text).toContain('Voici votre traduction.');
    expect(mail!.text).toMatch(/Votre traduction \(liens personnels, valables jusqu’au \d{1,2} \S+ \d{4}\)/);
    expect(mail!.html).toContain('traduction.pdf</a>');
    const link = linkIn(mail!.text);
    expect(link).toMatch(new RegExp(`^/api/services/files/${file.id}\\?expires=\\d+&signature=[\\w-]+$`));
    // The link must appear escaped in the HTML part too.
    expect(mail!.html).toContain(link.replace(/&/g, '&amp;'));

    const open = await t.app.inject({ url: link });
    expect(open.statusCode).toBe(200);
    expect(open.rawPayload.includes(Buffer.from('LIEN-SIGNE'))).toBe(true);
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ url: `${link}&download=1` })).headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('is the one e-mail of the delivery: the paper original’s state and the way into the order', async () => {
    const { order, file } = await delivered();
    await send({ ...message, fileAdmin: [file.url], orderId: order.id });
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    // Alice has an account: her order page; the seeded order goes by post.
    expect(mails[0]!.text).toContain(`Suivre ma commande : http://localhost:3000/orders/${order.id}`);
    expect(mails[0]!.text).toContain(
      'L’original papier signé suit\u00a0: Courrier suivi. Vous recevrez un e-mail à son envoi.',
    );
    expect(mails[0]!.text).not.toMatch(/connectez-vous/i);
  });

  it('gives a guest a personal access link that opens the order, once', async () => {
    const guest = await seedOrder(t, { email: 'invite@example.fr', userId: null, status: 'paid' });
    const up = await uploadTranslations(t, guest.id, admin.headers, [
      { filename: 'traduction.pdf', content: FIXTURES.pdf('INVITE') },
    ]);
    const file = up.json().fileUrls[0] as { url: string };
    await t.database.db.delete(mailOutbox);
    const res = await send({ ...message, clientEmail: 'invite@example.fr', fileAdmin: [file.url], orderId: guest.id });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox);
    const token = /http:\/\/localhost:3000\/acces-commandes\/([A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
    expect(token, mail!.text).toBeTruthy();
    expect(mail!.text).toContain('ne sert qu’une fois');
    const redeem = () =>
      t.app.inject({ method: 'POST', url: `/api/auth/guest-access/${token}`, headers: { accept: 'application/json' } });
    const opened = await redeem();
    expect(opened.statusCode).toBe(200);
    const guestToken = opened.cookies.find((c) => c.name === 'guestToken')!.value;
    const seen = await t.app.inject({ url: `/api/services/orders/${guest.id}`, cookies: { guestToken } });
    expect(seen.statusCode).toBe(200);
    expect((await redeem()).statusCode).toBe(400);
  });

  it('refuses a tampered or expired link, and never serves a client document by link', async () => {
    const { order, file } = await delivered();
    await send({ ...message, fileAdmin: [file.id] });
    const [mail] = await t.database.db.select().from(mailOutbox);
    const link = linkIn(mail!.text);
    const url = new URL(link, 'http://x');
    const expires = Number(url.searchParams.get('expires'));

    const later = new URL(url);
    later.searchParams.set('expires', String(expires + 86_400));
    const forged = await t.app.inject({ url: later.pathname + later.search });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: tr('files.linkInvalid') });

    const sig = url.searchParams.get('signature')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await t.app.inject({ url: `${url.pathname}?expires=${expires}&signature=${flipped}` })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `${url.pathname}?expires=${expires}` })).statusCode).toBe(403);

    const key = downloadLinkKey(t.app.config.SESSION_SECRET);
    const old = signDownloadLink(key, file.id, new Date(Date.now() - 15 * 24 * 60 * 60_000));
    const expired = await t.app.inject({ url: old.path });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: tr('files.linkExpired') });
    // Opened from the e-mail in a browser: a readable French page pointing to the customer area.
    const page = await t.app.inject({ url: old.path, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(tr('files.linkExpired').replace(/’/g, '’'));
    expect(page.body).toContain('href="/orders"');
    // Still open, through the session, to the customer who owns it.
    expect((await t.app.inject({ url: old.path, headers: alice.headers })).statusCode).toBe(200);

    // Another file's id under this signature, and a validly signed client document: nothing.
    const { payload, headers } = multipart([{ filename: 'acte.pdf', content: FIXTURES.pdf() }]);
    const client = await t.app.inject({ method: 'POST', url: '/api/services/upload', payload, headers });
    const clientId = client.json().fileUrls[0].id as string;
    await t.database.db.update(uploads).set({ status: 'attached', orderId: order.id }).where(eq(uploads.id, clientId));
    expect((await t.app.inject({ url: `/api/services/files/${clientId}${url.search}` })).statusCode).toBe(403);
    const signedClient = signDownloadLink(key, clientId);
    expect((await t.app.inject({ url: signedClient.path })).statusCode).toBe(404);

    // An archived order's links stop working.
    await t.database.db.update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, order.id));
    expect((await t.app.inject({ url: link })).statusCode).toBe(404);
  });

  it('sends every translation of the order given only its reference, and a single URL as the spec allows', async () => {
    const { order } = await delivered();
    await uploadTranslations(t, order.id, admin.headers, [{ filename: 'annexe.png', content: FIXTURES.png() }]);
    await t.database.db.delete(mailOutbox);
    expect((await send({ ...message, orderId: order.id.toLowerCase() })).statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail!.text).toMatch(/^Vos traductions/m);
    expect(mail!.text.match(/\/api\/services\/files\//g)).toHaveLength(2);

    const [row] = await translationRows(order.id);
    expect((await send({ ...message, fileAdmin: `/api/services/files/${row!.id}` })).statusCode).toBe(200);
  });

  it('refuses links to someone other than the order’s customer, unknown files and mixed orders', async () => {
    const { order, file } = await delivered();
    const stranger = await send({ ...message, clientEmail: 'alice@exemple.fr', fileAdmin: [file.url] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({
      message: tr('adminOrder.deliveryOtherRecipient', { id: order.id, email: 'alice@example.fr' }),
    });

    const unknown = await send({ ...message, fileAdmin: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Fichier traduit introuvable/);

    const other = await aliceOrder('paid');
    const up = await uploadTranslations(t, other.id, admin.headers);
    const mixed = await send({ ...message, fileAdmin: [file.url, up.json().fileUrls[0].url] });
    expect(mixed.json()).toEqual({ message: tr('adminOrder.deliverySeveralOrders') });
    const wrongOrder = await send({ ...message, fileAdmin: [file.url], orderId: other.id });
    expect(wrongOrder.json()).toEqual({ message: tr('adminOrder.deliveryOtherOrder', { id: other.id }) });
    expect((await send({ ...message, orderId: 'TR-ZZZZZZZZ' })).statusCode).toBe(404);

    // Nothing was queued by the refusals (the translation upload's status e-mail aside).
    expect((await t.database.db.select().from(mailOutbox)).filter((m) => m.kind === 'admin-message')).toEqual([]);
  });
});
