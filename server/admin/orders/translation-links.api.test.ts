import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { downloadLinkKey, signDownloadLink } from '../../files/download-links';
import { uploads } from '../../files/schema';
import { mailOutbox } from '../../mail/schema';
import { orders } from '../../orders/schema';
import { FIXTURES, multipart } from '../../test/multipart';
import { seedOrder, uploadTranslations } from './test-fixtures';
import { tr } from '../../../core/messages';
import { translationsPerFile } from './translations-test-kit';
import type { SignedIn } from '../test-fixtures';

// The delivery e-mail: signed, expiring links to the translations, and what they refuse.
const { t, people, aliceOrder, translationRows } = translationsPerFile();
let admin: SignedIn;
let alice: SignedIn;
beforeEach(() => {
  ({ admin, alice } = people);
});

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

describe('confirmation e-mail with signed, expiring links', () => {
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
});

describe('confirmation e-mail links: refusals, and what a reference covers', () => {
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
    // Opened from the e-mail in a browser: sent to the page that sends a new access link, which
    // says why in the order's language.
    const page = await t.app.inject({ url: old.path, headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/acces-commandes?erreur=telechargement-expire');
    expect(page.headers['cache-control']).toBe('private, no-store');
    // The order was made on an Arabic page: its expired link leads to the Arabic page, whatever the browser.
    await t.database.db.update(orders).set({ lang: 'ar' }).where(eq(orders.id, order.id));
    const arabic = await t.app.inject({ url: old.path, headers: { accept: 'text/html' } });
    expect(arabic.headers.location).toBe('/ar/acces-commandes?erreur=telechargement-expire');
    // A forged link says nothing of any order: the language the browser asked for.
    const forgedPage = await t.app.inject({ url: later.pathname + later.search, headers: { accept: 'text/html' } });
    expect(forgedPage.headers.location).toBe('/acces-commandes?erreur=telechargement-invalide');
    await t.database.db.update(orders).set({ lang: 'fr' }).where(eq(orders.id, order.id));
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
