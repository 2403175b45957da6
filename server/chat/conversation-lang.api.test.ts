import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../requests/test-helpers';
import { mailOutbox } from '../mail/schema';
import { createTestApp, type TestApp } from '../test/app';
import { truncateAll } from '../test/database';
import { chatConversations } from './schema';
import { ALWAYS_OPEN, call, closeSockets, eventually, guestCookie, listen, mailsOfKind, open } from './test-helpers';

afterEach(() => closeSockets());

/** Issue 17: a conversation keeps the language of the page it started on, read from that page's address. */
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
  });
});
