import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../../files/schema';
import { mailOutbox } from '../../mail/schema';
import { orderEvents } from '../../orders/schema';
import { FIXTURES, multipart } from '../../test/multipart';
import { seedOrder, storedObjects, uploadTranslations } from './test-fixtures';
import { tr } from '../../../core/messages';
import { translationsPerFile } from './translations-test-kit';
import type { SignedIn } from '../test-fixtures';

// Translations the admin uploads: storing, what the customer sees, deleting. The e-mail that
// delivers them (signed links) is in translation-links.api.test.ts.
const TYPE_MESSAGE = 'Seuls les fichiers PDF, PNG et JPG sont autorisés.';

const { t, people, aliceOrder, translationRows, statusOf } = translationsPerFile();
let admin: SignedIn;
let alice: SignedIn;
let bob: SignedIn;
beforeEach(() => {
  ({ admin, alice, bob } = people);
});

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
      // Stamped for verification, an image becomes a one-page PDF (decision 054).
      ['tampon.pdf', 'application/pdf'],
    ]);
    const rows = await translationRows(order.id);
    expect(rows.map((r) => [r.status, r.kind, r.ownerSessionHash])).toEqual([
      ['attached', 'translation', null],
      ['attached', 'translation', null],
    ]);

    // Encrypted at rest: neither the text nor the PDF header is on disk (each stamped copy beside its original).
    const objects = storedObjects(t);
    expect(objects).toHaveLength(4);
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
    ['shipped', 'shipped', false],
  ] as const)('from %s the order ends %s', async (from, to, moved) => {
    const order = await aliceOrder(from);
    const res = await uploadTranslations(t, order.id, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().statusChanged).toBe(moved);
    expect(await statusOf(order.id)).toBe(to);
  });

  it('refuses a translation for an order never paid (issue 30), in the reader’s language', async () => {
    const order = await aliceOrder('pending_payment');
    const res = await uploadTranslations(t, order.id, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Commande non payée\u00a0: ne commencez pas la traduction.' });
    const arabic = await uploadTranslations(t, order.id, { ...admin.headers, 'x-site-lang': 'ar' });
    expect(arabic.json()).toEqual({ message: 'هذا الطلب غير مدفوع: يُرجى عدم البدء في الترجمة.' });
    expect(await translationRows(order.id)).toHaveLength(0);
    expect(await statusOf(order.id)).toBe('pending_payment');
  });
});

describe('POST /api/admin/upload/:id: refusals', () => {
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
    // The client's document, and each translation stamped beside the admin's original (decision 054).
    expect(storedObjects(t)).toHaveLength(5);
    const one = await del(order.id, { fileUrls: [a.url] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ deleted: 1, message: 'Fichier traduit supprimé.' });
    expect((await translationRows(order.id)).map((r) => r.id)).toEqual([b.id]);
    expect(storedObjects(t)).toHaveLength(3);

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
    expect(storedObjects(t)).toHaveLength(5);
  });
});
