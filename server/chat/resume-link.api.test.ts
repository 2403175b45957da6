import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../accounts/sessions';
import { signIn } from '../requests/test-helpers';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { chatConversations } from './schema';
import {
  ALWAYS_OPEN,
  call,
  closeSockets,
  confirmContact,
  eventually,
  guestCookie,
  linkTokenIn,
  listen,
  next,
  open,
  SAME_ORIGIN,
} from './test-helpers';

// Issue 29, item 1: the link of a reply e-mail handed the conversation to whoever opened it.
afterEach(() => closeSockets());

const WAIT = 100;
let t: TestApp;
let url: string;
let inbox: Socket;

beforeAll(async () => {
  // The pages the links open are rendered: the built page bundle (npm test builds first).
  t = await createTestApp(ALWAYS_OPEN, { chat: { replyEmailDelayMs: WAIT }, ssr: await loadServerBuild() });
  url = await listen(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await truncateAll(t.database);
  await t.app.rateLimit.clear();
  inbox = await open(url, (await signIn(t.app, 'admin@example.fr', 'admin')).headers.cookie, '/admin');
});

/** A guest who wrote, left a confirmed address, left the site and got a reply e-mail: its link's token. */
async function guestWithReplyLink(email: string) {
  const cookie = await guestCookie(t);
  const socket = await open(url, cookie);
  await call(socket, 'visitor:send', { content: 'Bonjour, je voudrais un devis.' });
  await call(socket, 'visitor:contact', { email });
  await confirmContact(t, email);
  const conversation = (await t.database.db.select().from(chatConversations)).find((c) => c.contactEmail === email)!;
  socket.disconnect();
  await call(inbox, 'admin:send', { conversationId: conversation.id, content: 'Envoyez-moi le document.' });
  const token = await eventually(() => linkTokenIn(t, 'chat-reply', email, '/chat/reprendre/'));
  return { cookie, conversation, token };
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'guestId');
  return c ? `guestId=${encodeURIComponent(c.value)}` : null;
};

/** The page's button: a same-origin form post carrying the page's Strict cookie. */
const click = (token: string, cookie = '', query = '', headers: Record<string, string> = SAME_ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: `/api/chat/resume/${token}${query}`,
    headers: { ...headers, cookie: [`chatLink=${hashToken(token)}`, cookie].filter(Boolean).join('; ') },
  });

describe('the attack of issue 29: an attacker sends their own link to a victim', () => {
  it('opening the link gives the victim nothing of the attacker’s, and the attacker nothing of what the victim types', async () => {
    const attacker = await guestWithReplyLink('attaquant@exemple.fr');
    const attackerSocket = await open(url, attacker.cookie);
    const heard: string[] = [];
    attackerSocket.on('message:new', (m: { content: string }) => heard.push(m.content));

    // The victim opens the link: a page, no cookie, nothing changes.
    const page = await t.app.inject({ method: 'GET', url: `/chat/reprendre/${attacker.token}` });
    expect(cookieOf(page)).toBeNull();
    expect(page.headers['cache-control']).toContain('no-store');
    // Another site cannot make the victim's browser click: Origin, Sec-Fetch-Site, the Strict cookie.
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await click(attacker.token, '', '', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Requête refusée (origine non autorisée).' });
      expect(cookieOf(res)).toBeNull();
    }
    const noStrictCookie = await t.app.inject({
      method: 'POST',
      url: `/api/chat/resume/${attacker.token}`,
      headers: SAME_ORIGIN,
    });
    expect(noStrictCookie.statusCode).toBe(403);

    // The victim chats with their own identity: the attacker hears nothing.
    const victim = await open(url, await guestCookie(t));
    await call(victim, 'visitor:send', { content: 'Voici mon numéro de passeport : 12AB34567' });

    // Even if the victim clicks through, the conversation moves to the victim: the attacker's browser is cut off.
    const fresh = await open(url, await guestCookie(t));
    const ended = next(attackerSocket, 'chat:ended');
    const clicked = await click(attacker.token);
    expect(clicked.statusCode).toBe(303);
    await ended;
    const taken = await open(url, cookieOf(clicked)!);
    await call(taken, 'visitor:send', { content: 'Mon numéro de passeport : 98ZY76543' });
    fresh.disconnect();
    // The attacker comes back with their cookie: an empty chat, not the conversation.
    const back = await open(url, attacker.cookie);
    const hello = await call<{ messages: { content: string }[] }>(back, 'chat:hello');
    expect(hello.messages).toEqual([]);
    await new Promise((r) => setTimeout(r, WAIT));
    expect(heard.filter((m) => m.includes('passeport'))).toEqual([]);
  });
});

describe('POST /api/chat/resume/:token', () => {
  it('works once; the admin sees the conversation marked as resumed from an e-mail link', async () => {
    const { token, conversation } = await guestWithReplyLink('marie@exemple.fr');
    const upsert = new Promise<{ id: string; resumedFromLinkAt: string | null }>((resolve) =>
      inbox.on('conversation:upsert', (c: { id: string; resumedFromLinkAt: string | null }) => {
        if (c.resumedFromLinkAt) resolve(c);
      }),
    );
    const first = await click(token, '', '', { ...SAME_ORIGIN, accept: 'application/json' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Conversation reprise sur ce navigateur.', redirect: '/?chat=ouvert' });
    expect((await upsert).id).toBe(conversation.id);
    const listed = await call<{ conversations: { id: string; resumedFromLinkAt: string | null }[] }>(
      inbox,
      'conversations:list',
    );
    expect(listed.conversations.find((c) => c.id === conversation.id)!.resumedFromLinkAt).not.toBeNull();
    // Spent: a second click (or a forwarded copy) restores nothing.
    const second = await click(token);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe('/?chat=lien-expire');
    expect(cookieOf(second)).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: `/chat/reprendre/${token}` });
    expect(page.body).toContain('Lien expiré ou déjà utilisé');
  });

  it('never replaces the browser’s own conversation without asking', async () => {
    const { token, conversation } = await guestWithReplyLink('marie@exemple.fr');
    const mine = await guestCookie(t);
    const socket = await open(url, mine);
    await call(socket, 'visitor:send', { content: 'Ma propre question.' });
    const asked = await click(token, mine);
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`/chat/reprendre/${token}?deja=1`);
    expect(cookieOf(asked)).toBeNull();
    const json = await click(token, mine, '', { ...SAME_ORIGIN, accept: 'application/json' });
    expect(json.statusCode).toBe(409);
    expect(json.json().message).toMatch(/^Vous avez déjà une conversation en cours sur ce navigateur\./);
    // The link is still live: the page asks, in French and in Arabic.
    const page = await t.app.inject({
      method: 'GET',
      url: `/chat/reprendre/${token}?deja=1`,
      headers: { cookie: mine },
    });
    expect(page.body).toContain('Vous avez déjà une conversation en cours sur ce navigateur.');
    expect(page.body).toContain('m•••e@exemple.fr');
    const arabic = await t.app.inject({ method: 'GET', url: `/ar/chat/reprendre/${token}?deja=1` });
    expect(arabic.body).toContain('لديكم محادثة جارية على هذا المتصفح.');
    // Confirmed: the browser takes the link's conversation.
    const replaced = await click(token, mine, '?remplacer=1');
    expect(replaced.statusCode).toBe(303);
    const [row] = await t.database.db.select().from(chatConversations).where(eq(chatConversations.id, conversation.id));
    expect(`guestId=${encodeURIComponent(replaced.cookies.find((c) => c.name === 'guestId')!.value)}`).toBeTruthy();
    expect(row!.resumedFromLinkAt).not.toBeNull();
  });

  it('the page shows whose conversation it is, masked, and sets the Strict cookie its button needs', async () => {
    const { token } = await guestWithReplyLink('jean.dupont@exemple.fr');
    const page = await t.app.inject({ method: 'GET', url: `/chat/reprendre/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Conversation laissée avec l’adresse j•••t@exemple.fr');
    expect(page.body).not.toContain('jean.dupont');
    expect(page.body).toContain('Dernier message');
    const strict = page.cookies.find((c) => c.name === 'chatLink')!;
    expect(strict).toMatchObject({ value: hashToken(token), sameSite: 'Strict', httpOnly: true, path: '/api/chat/' });
    const arabic = await t.app.inject({ method: 'GET', url: `/ar/chat/reprendre/${token}` });
    expect(arabic.body).toContain('متابعة المحادثة');
    expect(arabic.body).toContain('\u2068j•••t@exemple.fr\u2069');
  });
});
