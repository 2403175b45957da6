import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/schema';
import { signIn } from '../requests/test-helpers';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { chatAccessLinks, chatConversations } from './schema';
import { hashToken } from '../accounts/sessions';
import {
  ALWAYS_OPEN,
  call,
  closeSockets,
  confirmContact,
  eventually,
  guestCookie,
  linkTokenIn,
  listen,
  open,
  SAME_ORIGIN,
} from './test-helpers';
import type { Socket } from 'socket.io-client';

afterEach(() => closeSockets());

const replyMails = (t: TestApp) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'chat-reply'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// The wait before a reply e-mail: long enough that two replies sent one after the other fall in one
// e-mail even on a loaded machine (150 ms lost the race under load).
const WAIT = 400;

let t: TestApp;
let url: string;
let inbox: Socket;

beforeAll(async () => {
  t = await createTestApp(ALWAYS_OPEN, { chat: { replyEmailDelayMs: WAIT } });
  url = await listen(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  await t.app.rateLimit.clear();
  inbox = await open(url, (await signIn(t.app, 'admin@example.fr', 'admin')).headers.cookie, '/admin');
});

async function guestWithConversation() {
  const cookie = await guestCookie(t);
  const guest = await open(url, cookie, '', {
    'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148',
  });
  await call(guest, 'visitor:send', { content: 'Bonjour, combien pour un acte ?', page: '/services?x=1' });
  const [conversation] = (
    await call<{ conversations: { id: string; number: number; device: string; startedOn: string }[] }>(
      inbox,
      'conversations:list',
    )
  ).conversations;
  return { cookie, guest, conversation: conversation! };
}

describe('reply e-mails to visitors who left, and the link back to the conversation', () => {
  it('a guest may leave an address (validated, never required, removable); the inbox shows it and what tells guests apart', async () => {
    const { guest, conversation } = await guestWithConversation();
    expect(conversation).toMatchObject({ startedOn: '/services', device: 'mobile' });
    expect(conversation.number).toBeGreaterThan(0);
    expect(await call(guest, 'visitor:contact', { email: 'pas une adresse' })).toEqual({
      ok: false,
      error: 'Veuillez entrer une adresse email valide.',
    });
    const upsert = new Promise<{ contactEmail: string }>((resolve) => inbox.once('conversation:upsert', resolve));
    expect(await call(guest, 'visitor:contact', { email: ' Marie@Exemple.FR ' })).toEqual({
      ok: true,
      email: 'marie@exemple.fr',
      verified: false,
    });
    expect((await upsert).contactEmail).toBe('marie@exemple.fr');
    expect((await call<{ contact: unknown }>(guest, 'chat:hello')).contact).toEqual({
      email: 'marie@exemple.fr',
      verified: false,
    });
    expect(await call(guest, 'visitor:contact', { email: null })).toEqual({ ok: true, email: null, verified: false });
    // A customer's replies go to their account: no second address.
    const customer = await open(url, (await signIn(t.app, 'client@example.fr')).headers.cookie);
    expect((await call(customer, 'visitor:contact', { email: 'autre@exemple.fr' })).ok).toBe(false);
  });

  it('e-mails a reply once the guest has left, at most once an hour, never while they are connected; the link gives the conversation back elsewhere', async () => {
    const { guest, conversation } = await guestWithConversation();
    await call(guest, 'visitor:contact', { email: 'marie@exemple.fr' });
    await confirmContact(t, 'marie@exemple.fr');

    // Connected: no e-mail. The guest reads it, then leaves: nothing unread, nothing sent.
    await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'Je regarde.' });
    await sleep(WAIT * 3);
    expect(await replyMails(t)).toEqual([]);
    await call(guest, 'visitor:read');
    guest.disconnect();
    await sleep(WAIT * 3);
    expect(await replyMails(t)).toEqual([]);

    await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'C’est 30 € la page.' });
    await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'Délai : 48 h.' });
    const [mail] = await eventually(async () => {
      const mails = await replyMails(t);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.to).toBe('marie@exemple.fr');
    expect(mail!.subject).toMatch(/^Réponse à votre message sur le chat/);
    // The replies the guest has not read, together; « Je regarde. », read before leaving, is not repeated.
    expect(mail!.text).toContain('C’est 30 € la page.\n\nDélai : 48 h.');
    expect(mail!.text).not.toContain('Je regarde.');
    await sleep(WAIT * 3);
    await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'Encore une chose.' });
    await sleep(WAIT * 3);
    expect(await replyMails(t)).toHaveLength(1);
    // An hour later, the next reply may go out again.
    await t.database.db.update(chatConversations).set({ replyEmailedAt: new Date(Date.now() - 61 * 60_000) });
    await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'Vous êtes toujours là ?' });
    await eventually(async () => expect(await replyMails(t)).toHaveLength(2));

    // The link, opened on another device and clicked: the conversation comes back with its whole history
    // (resume-link.api.test.ts: the page, the click, single use, the attack of issue 29).
    const token = await linkTokenIn(t, 'chat-reply', 'marie@exemple.fr', '/chat/reprendre/');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/chat/resume/${token}`,
      headers: { ...SAME_ORIGIN, cookie: `chatLink=${hashToken(token)}` },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?chat=ouvert');
    const cookie = res.cookies.find((c) => c.name === 'guestId')!;
    const elsewhere = await open(url, `guestId=${encodeURIComponent(cookie.value)}`);
    const hello = await call<{ messages: { content: string }[] }>(elsewhere, 'chat:hello');
    expect(hello.messages.map((m) => m.content)).toContain('C’est 30 € la page.');
  });

  it('a guest still connected when the reply came, who leaves without reading it, gets it by e-mail after the wait', async () => {
    const { cookie, guest, conversation } = await guestWithConversation();
    await call(guest, 'visitor:contact', { email: 'nadia@exemple.fr' });
    await confirmContact(t, 'nadia@exemple.fr');
    await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'Oui, comptez une semaine.' });
    await sleep(WAIT * 3);
    expect(await replyMails(t)).toEqual([]);
    // The tab closes a moment later, the panel never opened.
    guest.disconnect();
    const [mail] = await eventually(async () => {
      const mails = await replyMails(t);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.to).toBe('nadia@exemple.fr');
    expect(mail!.text).toContain('Oui, comptez une semaine.');
    // A second tab that comes and goes changes nothing: at most one e-mail an hour.
    const again = await open(url, cookie);
    again.disconnect();
    await sleep(WAIT * 3);
    expect(await replyMails(t)).toHaveLength(1);
  });
});

describe('reply e-mails to visitors who left: customers, erasure, no address', () => {
  it('a customer who left gets the reply at their account address, with a sign-in link, never a link that opens the account', async () => {
    const customer = await signIn(t.app, 'client@example.fr');
    const socket = await open(url, customer.headers.cookie);
    await call(socket, 'visitor:send', { content: 'Où en est ma commande ?' });
    socket.disconnect();
    const [conversation] = (await call<{ conversations: { id: string }[] }>(inbox, 'conversations:list')).conversations;
    await call(inbox, 'admin:send', { conversationId: conversation!.id, content: 'Elle part demain.' });
    const [mail] = await eventually(async () => {
      const mails = await replyMails(t);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.to).toBe('client@example.fr');
    expect(mail!.text).toContain('/login?next=%2F%3Fchat%3Douvert');
    expect(await t.database.db.select().from(chatAccessLinks)).toEqual([]);
  });

  it('an erasure by e-mail (GDPR, by the admin) takes the guest conversations that left that address, and their links', async () => {
    const { guest, conversation } = await guestWithConversation();
    await call(guest, 'visitor:contact', { email: 'efface.moi@exemple.fr' });
    await confirmContact(t, 'efface.moi@exemple.fr');
    const other = await guestWithConversation();
    // Someone else typed the same address without confirming it: that thread is not the person's.
    await call(other.guest, 'visitor:contact', { email: 'efface.moi@exemple.fr' });
    const admin = await signIn(t.app, 'admin2@example.fr', 'admin');
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/privacy/preview?email=efface.moi%40exemple.fr',
      headers: admin.headers,
    });
    expect(preview.json().conversations).toBe(1);
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: admin.headers,
      payload: { email: 'efface.moi@exemple.fr' },
    });
    expect(erased.statusCode).toBe(200);
    const left = await t.database.db.select({ id: chatConversations.id }).from(chatConversations);
    expect(left.map((c) => c.id)).toEqual([other.conversation.id]);
    expect(left.map((c) => c.id)).not.toContain(conversation.id);
    // It stays, without the address.
    const [kept] = await t.database.db.select().from(chatConversations);
    expect(kept!.contactEmail).toBeNull();
  });

  it('a guest who left no address gets nothing, and a reply read within the wait (a page reload) is not e-mailed', async () => {
    const { cookie, guest, conversation } = await guestWithConversation();
    guest.disconnect();
    await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'Réponse' });
    await sleep(WAIT * 4);
    expect(await replyMails(t)).toEqual([]);

    const again = await open(url, cookie);
    await call(again, 'visitor:contact', { email: 'marie@exemple.fr' });
    await confirmContact(t, 'marie@exemple.fr');
    again.disconnect();
    await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'Autre réponse' });
    const back = await open(url, cookie);
    await call(back, 'visitor:read');
    back.disconnect();
    await sleep(WAIT * 4);
    expect(await replyMails(t)).toEqual([]);
  });
});

describe('reply e-mails carry only what the visitor has not read (decision 068)', () => {
  type Sent = { message: { id: string } };
  const reply = (conversationId: string, content: string) =>
    call<Sent>(inbox, 'admin:send', { conversationId, content }).then((a) => a.message.id);
  const oneMail = () =>
    eventually(async () => {
      const mails = await replyMails(t);
      expect(mails).toHaveLength(1);
      return mails[0]!;
    });

  it('a reply the open panel displayed is not e-mailed again; only those after it go', async () => {
    const { cookie, guest, conversation } = await guestWithConversation();
    await call(guest, 'visitor:contact', { email: 'lu@exemple.fr' });
    await confirmContact(t, 'lu@exemple.fr');
    // Reply 1 reaches the open panel, which says it displayed it; the guest leaves.
    const first = await reply(conversation.id, 'Première réponse, lue.');
    expect(await call(guest, 'visitor:read', { upTo: first })).toEqual({ ok: true });
    guest.disconnect();
    await sleep(WAIT * 3);
    expect(await replyMails(t)).toEqual([]);
    await reply(conversation.id, 'Deuxième réponse, pas lue.');
    const mail = await oneMail();
    expect(mail.text).toContain('Deuxième réponse, pas lue.');
    expect(mail.text).not.toContain('Première réponse');

    // Back, the panel shows reply 3 but reply 4 arrives after what it displayed: only reply 4 goes.
    await t.database.db.update(chatConversations).set({ replyEmailedAt: new Date(Date.now() - 61 * 60_000) });
    const back = await open(url, cookie);
    const third = await reply(conversation.id, 'Troisième, affichée.');
    await reply(conversation.id, 'Quatrième, arrivée après.');
    expect(await call(back, 'visitor:read', { upTo: third })).toEqual({ ok: true });
    back.disconnect();
    await eventually(async () => expect(await replyMails(t)).toHaveLength(2));
    const second = (await replyMails(t)).find((m) => m.id !== mail.id)!;
    expect(second.text).toContain('Quatrième, arrivée après.');
    expect(second.text).not.toContain('Troisième');
    expect(second.text).not.toContain('Deuxième');
  });

  it('nothing unread when the visitor leaves: no e-mail; a marker that is not theirs is refused in their language', async () => {
    const { cookie, guest, conversation } = await guestWithConversation();
    await call(guest, 'visitor:contact', { email: 'tout.lu@exemple.fr' });
    await confirmContact(t, 'tout.lu@exemple.fr');
    await reply(conversation.id, 'Une réponse.');
    const last = await reply(conversation.id, 'Une autre.');
    expect(await call(guest, 'visitor:read', { upTo: last })).toEqual({ ok: true });
    const [row] = await t.database.db.select().from(chatConversations);
    expect(row!.visitorUnread).toBe(0);
    guest.disconnect();
    await sleep(WAIT * 4);
    expect(await replyMails(t)).toEqual([]);

    // Someone else's message, or no id at all: refused, the marker stays.
    const other = await guestWithConversation();
    const theirs = await reply(other.conversation.id, 'Pour l’autre invité.');
    const again = await open(url, cookie);
    const refusal = { ok: false, error: 'Ce message ne fait pas partie de votre conversation.' };
    expect(await call(again, 'visitor:read', { upTo: theirs })).toEqual(refusal);
    expect(await call(again, 'visitor:read', { upTo: 'pas-un-id' })).toEqual(refusal);
    const arabic = await open(url, cookie, '', {}, { lang: 'ar' });
    expect(await call(arabic, 'visitor:read', { upTo: theirs })).toEqual({
      ok: false,
      error: 'هذه الرسالة ليست من محادثتك.',
    });
  });
});
