import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../accounts/schema';
import { migrationsFolder } from '../db/client';
import { signIn } from '../requests/test-helpers';
import type { TestApp } from '../test/app';
import { chatConversations, chatMessages } from './schema';
import { chatTestKit } from './chat-test-kit';
import { call, next, open } from './test-helpers';

afterEach(() => vi.restoreAllMocks());

/** What the driver would say: a table's name is nobody's business outside the server. */
const DRIVER_WORDS = 'relation "sessions" does not exist';

let t: TestApp;
let url: string;
chatTestKit((kit) => ({ t, url } = kit));

describe('chat identity: conversations belong to accounts, not to e-mail look-alikes', () => {
  it('a look-alike address (jane@doe.example.com vs jane.doe@example.com) sees nothing of the other’s conversation', async () => {
    const victim = await signIn(t.app, 'jane.doe@example.com');
    const attacker = await signIn(t.app, 'jane@doe.example.com');
    const admin = await signIn(t.app, 'admin@example.fr', 'admin');

    const jane = await open(url, victim.headers.cookie);
    await call(jane, 'visitor:send', { content: 'Mon casier judiciaire est prêt ?' });
    const inbox = await open(url, admin.headers.cookie, '/admin');
    const [conversation] = (await call<{ conversations: { id: string; key: string }[] }>(inbox, 'conversations:list'))
      .conversations;
    expect(conversation!.key).toBe(`user-${victim.user.id}`);

    const mallory = await open(url, attacker.headers.cookie);
    const leaked: unknown[] = [];
    mallory.on('message:new', (m) => leaked.push(m));
    expect((await call<{ messages: unknown[]; unread: number }>(mallory, 'chat:hello')).messages).toEqual([]);
    // The translator's live reply reaches Jane only.
    const reply = next<{ content: string }>(jane, 'message:new');
    await call(inbox, 'admin:send', { conversationId: conversation!.id, content: 'Oui, il est prêt.' });
    expect((await reply).content).toBe('Oui, il est prêt.');
    // Writing goes to the attacker's own thread, never into Jane's.
    await call(mallory, 'visitor:send', { content: 'Je suis Jane' });
    const rows = await t.database.db.select({ key: chatConversations.key }).from(chatConversations);
    expect(rows.map((r) => r.key).sort()).toEqual([`user-${attacker.user.id}`, `user-${victim.user.id}`].sort());
    const janeMessages = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation!.id));
    expect(janeMessages.map((m) => m.content)).toEqual(['Mon casier judiciaire est prêt ?', 'Oui, il est prêt.']);
    expect(leaked).toEqual([expect.objectContaining({ content: 'Je suis Jane' })]);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/chat/session',
      headers: { cookie: attacker.headers.cookie },
    });
    expect(session.json().conversation).toMatchObject({ unread: 0 });
  });

  it('deleting an account deletes its conversations and ends its sockets; registering the address again inherits nothing', async () => {
    const customer = await signIn(t.app, 'client@example.fr');
    const admin = await signIn(t.app, 'admin@example.fr', 'admin');
    const socket = await open(url, customer.headers.cookie);
    await call(socket, 'visitor:send', { content: 'Mon acte de naissance' });
    const inbox = await open(url, admin.headers.cookie, '/admin');
    const [conversation] = (await call<{ conversations: { id: string }[] }>(inbox, 'conversations:list')).conversations;
    await call(inbox, 'admin:send', { conversationId: conversation!.id, content: 'Bien reçu.' });

    const ended = next<string>(socket, 'disconnect');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${customer.user.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(await t.database.db.select().from(chatConversations)).toEqual([]);
    expect(await t.database.db.select().from(chatMessages)).toEqual([]);

    const again = await signIn(t.app, 'client@example.fr');
    const fresh = await open(url, again.headers.cookie);
    expect((await call<{ messages: unknown[] }>(fresh, 'chat:hello')).messages).toEqual([]);
  });
});

describe('chat identity: the data migration, and a database that cannot answer', () => {
  it('the data migration rekeys signed-in conversations by account id, and gives a shared or orphaned one to nobody', async () => {
    const db = t.database.db;
    const [jane] = await db
      .insert(users)
      .values({ email: 'jane.doe@example.com', passwordHash: 'x', role: 'user' })
      .returning();
    const [mallory] = await db
      .insert(users)
      .values({ email: 'jane@doe.example.com', passwordHash: 'x', role: 'user' })
      .returning();
    const [bob] = await db
      .insert(users)
      .values({ email: 'bob@example.com', passwordHash: 'x', role: 'user' })
      .returning();
    // Before: keyed by e-mail. Jane's thread; Bob's thread in which Mallory also wrote (the look-alike attack);
    // a deleted account's thread; a guest's thread.
    const [janes] = await db
      .insert(chatConversations)
      .values({ key: 'jane_doe_example_com', email: jane!.email, userId: jane!.id })
      .returning();
    const [shared] = await db
      .insert(chatConversations)
      .values({ key: 'bob_example_com', email: bob!.email, userId: bob!.id })
      .returning();
    await db
      .insert(chatConversations)
      .values({ key: 'gone_example_com', email: 'gone@example.com', userId: '00000000-0000-4000-8000-000000000000' });
    await db
      .insert(chatConversations)
      .values({ key: 'guest-AAAAAAAAAAAAAAAAAAAA', email: 'guest', guestId: 'guest-AAAAAAAAAAAAAAAAAAAA' });
    await db.insert(chatMessages).values([
      { conversationId: janes!.id, content: 'Jane', email: jane!.email, userId: jane!.id },
      { conversationId: shared!.id, content: 'Bob', email: bob!.email, userId: bob!.id },
      { conversationId: shared!.id, content: 'Mallory', email: mallory!.email, userId: mallory!.id },
    ]);

    const file = path.join(migrationsFolder(), '0014_chat_rekey.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));

    const after = await db
      .select({ key: chatConversations.key, userId: chatConversations.userId })
      .from(chatConversations);
    expect(after.map((r) => r.key).sort()).toEqual(
      [`user-${jane!.id}`, 'bob_example_com', 'guest-AAAAAAAAAAAAAAAAAAAA'].sort(),
    );
    // Run twice (an instance restarted mid-way): nothing changes.
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    expect((await db.select({ key: chatConversations.key }).from(chatConversations)).length).toBe(3);
  });

  it('a handshake the database cannot answer is refused with the usual setup message (visitor and admin), never the driver’s words, and logs the cause', async () => {
    const visitorCookie = (await signIn(t.app, 'client@example.fr')).headers.cookie;
    const adminCookie = (await signIn(t.app, 'admin@example.fr', 'admin')).headers.cookie;
    const logged = vi.spyOn(t.app.log, 'error');
    vi.spyOn(t.database.db, 'select').mockImplementation(() => {
      throw new Error(DRIVER_WORDS);
    });
    for (const [cookie, namespace] of [
      [visitorCookie, ''],
      [adminCookie, '/admin'],
    ] as const) {
      const refused = await open(url, cookie, namespace).then(
        () => null,
        (err: Error) => err,
      );
      expect(refused?.message).toBe('Erreur lors de la configuration du chat. Veuillez réessayer.');
      expect(refused?.message).not.toContain('relation');
    }
    expect(logged.mock.calls.some(([obj]) => (obj as { err?: Error }).err?.message === DRIVER_WORDS)).toBe(true);
  });
});
