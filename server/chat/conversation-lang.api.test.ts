import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { signIn } from '../requests/test-helpers';
import { mailOutbox } from '../mail/schema';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { parisClock } from '../../core/chat-schedule';
import { chatConversations } from './schema';
import { hashToken } from '../accounts/sessions';
import {
  ALWAYS_OPEN,
  call,
  closeSockets,
  confirmContact,
  eventually,
  guestCookie,
  listen,
  mailsOfKind,
  open,
  SAME_ORIGIN,
} from './test-helpers';

afterEach(() => closeSockets());

/** Issue 17: a conversation keeps the language of the page it started on, read from that page's address. */
/** The button of the link's page (on `page`): a same-origin form post with the page's Strict cookie. */
const resume = (t: TestApp, token: string, page: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/chat/resume/${token}`,
    headers: { ...SAME_ORIGIN, referer: `http://localhost:3000${page}`, cookie: `chatLink=${hashToken(token)}` },
  });

describe('conversation language', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(ALWAYS_OPEN, { chat: { replyEmailDelayMs: 100 } });
    url = await listen(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await truncateAll(t.database);
    await t.app.rateLimit.clear();
  });

  const conversationFrom = async (page: string) => {
    const guest = await open(url, await guestCookie(t), '');
    const sent = await call(guest, 'visitor:send', { content: 'مرحبًا', page, lang: 'ar' });
    expect(sent).toMatchObject({ ok: true });
    const [row] = await t.database.db.select().from(chatConversations);
    return row!;
  };

  it('answers a socket in its page’s language, French for a language the site does not serve', async () => {
    const arabic = await open(url, await guestCookie(t), '', {}, { lang: 'ar' });
    expect(await call(arabic, 'visitor:send', { content: '   ', page: '/ar' })).toEqual({
      ok: false,
      error: 'الرسالة فارغة.',
    });
    const unknown = await open(url, await guestCookie(t), '', {}, { lang: 'xx' });
    expect(await call(unknown, 'visitor:send', { content: '   ', page: '/' })).toEqual({
      ok: false,
      error: 'Le message est vide.',
    });
  });

  it('words the session’s welcome and reopening hint in the page’s language, open or closed', async () => {
    const session = async (method: 'GET' | 'POST', headers: Record<string, string> = {}) =>
      (await t.app.inject({ method, url: '/api/chat/session', headers })).json();
    const latin = /[A-Za-zÀ-ÿ]{2,}/;
    const opened = await session('GET', { 'x-site-lang': 'ar' });
    expect(opened.welcome).toContain('مرحبًا');
    expect(opened.welcome).not.toMatch(latin);
    expect((await session('GET')).welcome).toMatch(/^Bonjour\u202f! Une question/);

    // Closed today: the hint says when it reopens, in Arabic, the welcome too.
    const admin = {
      cookie: (await signIn(t.app, 'admin@example.fr', 'admin')).headers.cookie,
      origin: 'http://localhost:3000',
    };
    const closeOn = (closedDates: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/chat/settings',
        headers: admin,
        payload: { hours: null, closedDates },
      });
    expect((await closeOn([parisClock(new Date()).date])).statusCode).toBe(200);
    onTestFinished(async () => void (await closeOn([])));
    for (const method of ['GET', 'POST'] as const) {
      const closed = await session(method, { 'x-site-lang': 'ar' });
      expect(closed.state).toMatchObject({ open: false, period: 'holiday' });
      expect(closed.state.hint).toMatch(/^تُستأنف المحادثة/);
      expect(closed.welcome).toContain('مغلقة اليوم');
      expect(closed.welcome).toContain(closed.state.hint);
      expect(`${closed.welcome} ${closed.state.hint}`).not.toMatch(latin);
    }
    const french = await session('GET');
    expect(french.state.hint).toMatch(/^Réouverture/);
    expect(french.welcome).toMatch(/^Bonjour\u202f! Le chat est exceptionnellement fermé aujourd’hui\. Réouverture/);

    // The socket's hello answers in its language as well.
    const socket = await open(url, await guestCookie(t), '', {}, { lang: 'ar' });
    const hello = await call<{ welcome: string; state: { hint: string } }>(socket, 'chat:hello');
    expect(hello.state.hint).toMatch(/^تُستأنف المحادثة/);
    expect(hello.welcome).not.toMatch(latin);
  });

  it('is Arabic when the first message is sent from an Arabic page, and the inbox says so', async () => {
    expect((await conversationFrom('/ar/orders?x=1')).lang).toBe('ar');
    const inbox = await open(url, (await signIn(t.app, 'admin@example.fr', 'admin')).headers.cookie, '/admin');
    const { conversations } = await call<{ conversations: { lang: string }[] }>(inbox, 'conversations:list');
    expect(conversations[0]!.lang).toBe('ar');
  });

  it('is French from a French page, whatever else the message says', async () => {
    expect((await conversationFrom('/services')).lang).toBe('fr');
  });

  it('e-mails the translator’s reply to a guest who left in the conversation’s language', async () => {
    const guest = await open(url, await guestCookie(t), '');
    await call(guest, 'visitor:send', { content: 'مرحبًا', page: '/ar' });
    await call(guest, 'visitor:contact', { email: 'leila@exemple.fr' });
    await confirmContact(t, 'leila@exemple.fr');
    const inbox = await open(url, (await signIn(t.app, 'admin@example.fr', 'admin')).headers.cookie, '/admin');
    const { conversations } = await call<{ conversations: { id: string }[] }>(inbox, 'conversations:list');
    guest.disconnect();
    await call(inbox, 'admin:send', { conversationId: conversations[0]!.id, content: 'السعر 30 € للصفحة.' });
    await eventually(async () => expect(await mailsOfKind(t, 'chat-reply')).toBe(1));
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'chat-reply'));
    expect(mail!.subject).toMatch(/^ردّ على رسالتك في الدردشة/);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toContain('السعر 30 € للصفحة.');
    expect(mail!.text).not.toMatch(/Bonjour|Reprendre/);
    // Its link brings the guest back to the Arabic home page with the chat open, not to the French one.
    const token = /http:\/\/localhost:3000\/ar\/chat\/reprendre\/(\S+)/.exec(mail!.text)![1]!;
    const back = await resume(t, token, `/ar/chat/reprendre/${token}`);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/ar?chat=ouvert');
    expect(back.headers['set-cookie']).toBeDefined();
  });

  it('sends an expired chat link to the home page in its own language', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const expired = (page: string) => resume(t, token, page).then((r) => r.headers.location);
    expect(await expired(`/ar/chat/reprendre/${token}`)).toBe('/ar?chat=lien-expire');
    expect(await expired(`/chat/reprendre/${token}`)).toBe('/?chat=lien-expire');
  });
});
