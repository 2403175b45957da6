import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../mail/schema';
import { signIn } from '../requests/test-helpers';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { chatConversations } from './schema';
import {
  ALWAYS_OPEN,
  call,
  closeSockets,
  eventually,
  guestCookie,
  linkTokenIn,
  listen,
  open,
  SAME_ORIGIN,
} from './test-helpers';

// Issue 29, item 8: a chat guest could claim any address, which then labelled their thread under
// the owner's and received the owner's replies. It is « non vérifiée » until confirmed from its mailbox.
afterEach(() => closeSockets());

const WAIT = 100;
let t: TestApp;
let url: string;
let inbox: Socket;

beforeAll(async () => {
  t = await createTestApp(ALWAYS_OPEN, { chat: { replyEmailDelayMs: WAIT }, ssr: await loadServerBuild() });
  url = await listen(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  await t.app.rateLimit.clear();
  inbox = await open(url, (await signIn(t.app, 'admin@example.fr', 'admin')).headers.cookie, '/admin');
});

const mails = (kind: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
const confirm = (token: string, headers: Record<string, string> = SAME_ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: `/api/chat/confirm-email/${token}`,
    headers: { ...headers, accept: 'application/json' },
  });

async function guestWhoTyped(email: string, page = '/') {
  const socket = await open(url, await guestCookie(t));
  await call(socket, 'visitor:send', { content: 'Bonjour', page });
  const saved = await call<{ verified: boolean }>(socket, 'visitor:contact', { email });
  expect(saved).toMatchObject({ ok: true, email, verified: false });
  const [conversation] = await t.database.db.select().from(chatConversations);
  return { socket, conversation: conversation! };
}

const inboxRow = async (id: string) =>
  (
    await call<{ conversations: { id: string; contactEmail: string; contactEmailVerified: boolean }[] }>(
      inbox,
      'conversations:list',
    )
  ).conversations.find((c) => c.id === id)!;

describe('an address a chat guest types', () => {
  it('is « non vérifiée » and gets no reply until confirmed through the link mailed to it', async () => {
    const { socket, conversation } = await guestWhoTyped('proprietaire@exemple.fr');
    expect(await inboxRow(conversation.id)).toMatchObject({
      contactEmail: 'proprietaire@exemple.fr',
      contactEmailVerified: false,
    });
    const [sent] = await mails('chat-confirm-email');
    expect(sent).toMatchObject({ to: 'proprietaire@exemple.fr' });
    expect(sent!.subject).toMatch(/^Confirmez votre adresse pour le chat/);
    expect(sent!.text).toContain('Vous n’avez pas écrit sur notre chat\u202f? Ignorez cet e-mail');

    // The guest leaves; a reply is not e-mailed to an address nobody confirmed.
    socket.disconnect();
    await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'Voici le prix.' });
    await new Promise((r) => setTimeout(r, WAIT * 4));
    expect(await mails('chat-reply')).toEqual([]);

    // Opening the link confirms nothing (mail scanners open links); another site cannot post it.
    const token = await linkTokenIn(t, 'chat-confirm-email', 'proprietaire@exemple.fr', '/chat/confirmer/');
    const page = await t.app.inject({ method: 'GET', url: `/chat/confirmer/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmer mon adresse');
    const foreign = await confirm(token, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.statusCode).toBe(403);
    expect((await inboxRow(conversation.id)).contactEmailVerified).toBe(false);

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Adresse confirmée\u00a0: les réponses vous y seront envoyées si vous quittez le site.',
    });
    expect((await inboxRow(conversation.id)).contactEmailVerified).toBe(true);
    await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'Et le délai : 48 h.' });
    await eventually(async () =>
      expect((await mails('chat-reply')).map((m) => m.to)).toEqual(['proprietaire@exemple.fr']),
    );
    // Single use.
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('a link for an address the guest has since replaced confirms nothing; the form lands on its page', async () => {
    const { socket, conversation } = await guestWhoTyped('premiere@exemple.fr');
    const token = await linkTokenIn(t, 'chat-confirm-email', 'premiere@exemple.fr', '/chat/confirmer/');
    await call(socket, 'visitor:contact', { email: 'seconde@exemple.fr' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/chat/confirm-email/${token}`,
      headers: { ...SAME_ORIGIN, referer: `http://localhost:3000/chat/confirmer/${token}` },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/chat/confirmer/${token}?etat=invalide`);
    expect((await inboxRow(conversation.id)).contactEmailVerified).toBe(false);
  });

  it('an Arabic conversation gets the confirmation e-mail and its page in Arabic', async () => {
    await guestWhoTyped('amina@exemple.fr', '/ar/services');
    const [sent] = await mails('chat-confirm-email');
    expect(sent!.subject).toMatch(/^تأكيد بريدك الإلكتروني للدردشة/);
    expect(sent!.html).toContain('dir="rtl"');
    const token = await linkTokenIn(t, 'chat-confirm-email', 'amina@exemple.fr', '/ar/chat/confirmer/');
    const page = await t.app.inject({ method: 'GET', url: `/ar/chat/confirmer/${token}` });
    expect(page.body).toContain('تأكيد عنواني');
  });

  it('typing someone’s address again and again mails them at most 3 confirmations an hour', async () => {
    const { socket } = await guestWhoTyped('cible@exemple.fr');
    for (let i = 0; i < 5; i++) {
      await call(socket, 'visitor:contact', { email: null });
      await call(socket, 'visitor:contact', { email: 'cible@exemple.fr' });
    }
    expect(await mails('chat-confirm-email')).toHaveLength(3);
  });
});
