import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parisClock } from '../../core/chat-schedule';
import { users } from '../accounts/schema';
import { signIn } from '../requests/test-helpers';
import type { TestApp } from '../test/app';
import { chatTestKit } from './chat-test-kit';
import { chatConversations, chatMessages } from './schema';
import { call, guestCookie, mailsOfKind, next, open } from './test-helpers';

const firstMessageMails = (t: TestApp) => mailsOfKind(t, 'chat-first-message');

// The live chat over Socket.IO: messages both ways, and who may see and write what. Deleting
// and the admin's settings are in chat-admin.api.test.ts, two instances on Redis in
// chat-redis.api.test.ts.
let t: TestApp;
let url: string;
let adminCookie: string;
chatTestKit((kit) => ({ t, url, adminCookie } = kit), { admin: true });

describe('live chat over Socket.IO', () => {
  it('carries a guest message to the admin and the reply back, and notifies the translator once', async () => {
    const guest = await open(url, await guestCookie(t));
    const hello = await call<{ welcome: string; messages: unknown[]; state: { open: boolean } }>(guest, 'chat:hello');
    expect(hello).toMatchObject({ ok: true, messages: [], state: { open: true } });
    expect(hello.welcome).toMatch(/répond ici même/);

    const admin = await open(url, adminCookie, '/admin');
    const arrived = next<{ content: string; email: string; conversationId: string }>(admin, 'message:new');
    const upsert = next<{ adminUnread: number; lastMessage: string; email: string }>(admin, 'conversation:upsert');
    const sent = await call<{ message: { id: string } }>(guest, 'visitor:send', {
      content: '  Bonjour, un devis pour un acte ?  ',
      clientId: 'client-0001',
    });
    expect(sent.ok).toBe(true);
    expect(await arrived).toMatchObject({ content: 'Bonjour, un devis pour un acte ?', email: 'guest' });
    expect(await upsert).toMatchObject({
      adminUnread: 1,
      lastMessage: 'Bonjour, un devis pour un acte ?',
      email: 'guest',
    });

    const list = await call<{ conversations: { id: string }[] }>(admin, 'conversations:list');
    expect(list.conversations).toHaveLength(1);
    const conversationId = list.conversations[0]!.id;
    const read = await call<{ messages: { content: string }[] }>(admin, 'messages:list', { id: conversationId });
    expect(read.messages.map((m) => m.content)).toEqual(['Bonjour, un devis pour un acte ?']);

    const reply = next<{ content: string; email: string }>(guest, 'message:new');
    expect(
      (await call(admin, 'admin:send', { conversationId, content: 'Bonjour ! Envoyez-le-moi, je vous réponds.' })).ok,
    ).toBe(true);
    expect(await reply).toMatchObject({ content: 'Bonjour ! Envoyez-le-moi, je vous réponds.', email: 'admin' });

    // The same client id again (a resend after a reconnection) is stored once.
    await call(guest, 'visitor:send', { content: '  Bonjour, un devis pour un acte ?  ', clientId: 'client-0001' });
    await call(guest, 'visitor:send', { content: 'Merci !' });
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId));
    expect(rows.map((r) => r.content).sort()).toEqual([
      'Bonjour ! Envoyez-le-moi, je vous réponds.',
      'Bonjour, un devis pour un acte ?',
      'Merci !',
    ]);
    expect(await firstMessageMails(t)).toBe(1);

    // The spec's notification call is idempotent.
    const cookie = (guest.io.opts.extraHeaders as Record<string, string>).cookie!;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/chat/notify-first-message',
      headers: { cookie },
      payload: { conversationId, message: 'x' },
    });
    expect(again.json()).toEqual({ sent: false, message: 'Notification déjà envoyée pour cette conversation.' });
    await t.database.db.update(chatConversations).set({ notifiedAt: null });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/chat/notify-first-message',
      headers: { cookie },
      payload: { conversationId },
    });
    expect(first.json().sent).toBe(true);
    expect(await firstMessageMails(t)).toBe(2);
  });

  it('answers a hello sent without any payload, as the widget sends it, with the history and the unread count', async () => {
    const guest = await open(url, await guestCookie(t));
    // emitWithAck('chat:hello') with no argument: the acknowledgement is the only argument the server gets.
    const bare = (await guest.timeout(3000).emitWithAck('chat:hello')) as {
      ok: boolean;
      messages: unknown[];
      replyMinutes: number;
      contact: unknown;
    };
    expect(bare).toMatchObject({ ok: true, messages: [], replyMinutes: 15, contact: { email: null } });
    expect((await guest.timeout(3000).emitWithAck('chat:hello', {})) as { ok: boolean }).toMatchObject({ ok: true });
    await call(guest, 'visitor:send', { content: 'Bonjour' });
    const admin = await open(url, adminCookie, '/admin');
    const [conversation] = (await call<{ conversations: { id: string }[] }>(admin, 'conversations:list')).conversations;
    await call(admin, 'admin:send', { conversationId: conversation!.id, content: 'Bonjour, que puis-je pour vous ?' });
    // Another tab (or a reload) of the same visitor: the whole history, the reply unread.
    const again = await open(url, (guest.io.opts.extraHeaders as Record<string, string>).cookie!);
    const hello = (await again.timeout(3000).emitWithAck('chat:hello')) as {
      messages: { content: string; email: string }[];
      unread: number;
    };
    expect(hello.messages.map((m) => [m.email, m.content])).toEqual([
      ['guest', 'Bonjour'],
      ['admin', 'Bonjour, que puis-je pour vous ?'],
    ]);
    expect(hello.unread).toBe(1);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/chat/session',
      headers: { cookie: (guest.io.opts.extraHeaders as Record<string, string>).cookie! },
    });
    expect(session.json().conversation).toMatchObject({ unread: 1 });
    // Events with a payload and no acknowledgement, or an acknowledgement only, never break the socket.
    again.emit('visitor:read');
    expect((await call(again, 'visitor:read')).ok).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/chat/session',
          headers: { cookie: (guest.io.opts.extraHeaders as Record<string, string>).cookie! },
        })
      ).json().conversation.unread,
    ).toBe(0);
  });
});

describe('live chat over Socket.IO: who may see and write what', () => {
  it('gives each visitor their own conversation only, whatever they send', async () => {
    const a = await open(url, await guestCookie(t));
    const b = await open(url, await guestCookie(t));
    const leaked: unknown[] = [];
    b.on('message:new', (m) => leaked.push(m));
    await call(a, 'visitor:send', { content: 'Message de A' });
    // B cannot name A's conversation: the key comes from B's own cookie.
    await call(b, 'visitor:send', { content: 'Message de B', conversationId: 'ignored', key: 'ignored' });
    expect((await call<{ messages: { content: string }[] }>(b, 'chat:hello')).messages.map((m) => m.content)).toEqual([
      'Message de B',
    ]);
    expect(leaked).toEqual([expect.objectContaining({ content: 'Message de B' })]);

    // A forged or unsigned guest id is no identity at all.
    await expect(open(url, `guestId=guest-${'A'.repeat(24)}`)).rejects.toThrow(/configuration du chat/);
    await expect(open(url, '')).rejects.toThrow(/configuration du chat/);
    // Visitors have no admin events.
    expect(
      await a
        .timeout(300)
        .emitWithAck('conversations:list')
        .catch(() => 'no answer'),
    ).toBe('no answer');
  });

  it('keeps customers and anonymous visitors out of the admin inbox, and stops a demoted admin at once', async () => {
    const customer = await signIn(t.app, 'client@example.fr');
    await expect(open(url, customer.headers.cookie, '/admin')).rejects.toThrow(/Accès refusé/);
    await expect(open(url, await guestCookie(t), '/admin')).rejects.toThrow(/Accès refusé/);

    const admin = await open(url, adminCookie, '/admin');
    expect((await call(admin, 'conversations:list')).ok).toBe(true);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.email, 'admin@example.fr'));
    const dropped = next<string>(admin, 'disconnect');
    expect(await call(admin, 'conversations:list')).toEqual({
      ok: false,
      error: 'Accès refusé. Vous n’avez pas les droits nécessaires.',
    });
    expect(await dropped).toBe('io server disconnect');
  });

  it('refuses visitor messages while the chat is closed and says so', async () => {
    const today = parisClock(new Date()).date;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/settings',
      headers: { cookie: adminCookie, origin: 'http://localhost:3000' },
      payload: { hours: null, closedDates: [today] },
    });
    expect(put.statusCode).toBe(200);
    const guest = await open(url, await guestCookie(t));
    const hello = await call<{ state: { open: boolean; period: string } }>(guest, 'chat:hello');
    expect(hello.state).toMatchObject({ open: false, period: 'holiday' });
    expect(await call(guest, 'visitor:send', { content: 'Bonjour' })).toEqual({
      ok: false,
      error: 'Le chat est fermé pour le moment. Utilisez le formulaire de contact.',
    });
    expect(await t.database.db.select().from(chatMessages)).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/settings',
      headers: { cookie: adminCookie, origin: 'http://localhost:3000' },
      payload: { hours: null, closedDates: [] },
    });
  });

  it('refuses empty, too long and too many messages', async () => {
    const guest = await open(url, await guestCookie(t));
    expect(await call(guest, 'visitor:send', { content: '  \n ' })).toEqual({
      ok: false,
      error: 'Le message est vide.',
    });
    expect(await call(guest, 'visitor:send', { content: 'a'.repeat(2001) })).toEqual({
      ok: false,
      error: 'Le message ne peut pas dépasser 2000 caractères.',
    });
    expect(await call(guest, 'visitor:send', { content: 42 })).toMatchObject({ ok: false });
    for (let i = 0; i < 20; i++) expect((await call(guest, 'visitor:send', { content: `Message ${i}` })).ok).toBe(true);
    expect(await call(guest, 'visitor:send', { content: 'Un de trop' })).toEqual({
      ok: false,
      error: 'Vous envoyez des messages trop vite. Patientez un instant.',
    });
  });
});
