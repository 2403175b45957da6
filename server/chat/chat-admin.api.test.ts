import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { chatTestKit } from './chat-test-kit';
import { chatConversations, chatMessages } from './schema';
import { call, guestCookie, next, open } from './test-helpers';

// The admin's side of the live chat: deleting messages and conversations, the chat settings.
let t: TestApp;
let url: string;
let adminCookie: string;
chatTestKit((kit) => ({ t, url, adminCookie } = kit), { admin: true });

describe('live chat over Socket.IO: deleting', () => {
  it('deletes a message, then the whole conversation with all its messages', async () => {
    const guest = await open(url, await guestCookie(t));
    await call(guest, 'visitor:send', { content: 'Premier' });
    const second = await call<{ message: { id: string } }>(guest, 'visitor:send', { content: 'Second' });
    const admin = await open(url, adminCookie, '/admin');
    const [conversation] = (await call<{ conversations: { id: string }[] }>(admin, 'conversations:list')).conversations;

    const removedForGuest = next<{ id: string }>(guest, 'message:removed');
    const preview = next<{ lastMessage: string }>(admin, 'conversation:upsert');
    expect((await call(admin, 'message:delete', { id: second.message.id })).ok).toBe(true);
    expect((await removedForGuest).id).toBe(second.message.id);
    expect((await preview).lastMessage).toBe('Premier');

    const goneForGuest = next<{ id: string }>(guest, 'conversation:removed');
    expect((await call(admin, 'conversation:delete', { id: conversation!.id })).ok).toBe(true);
    expect((await goneForGuest).id).toBe(conversation!.id);
    expect(await t.database.db.select().from(chatMessages)).toEqual([]);
    expect(await t.database.db.select().from(chatConversations)).toEqual([]);
    expect(await call(admin, 'conversation:delete', { id: conversation!.id })).toEqual({
      ok: false,
      error: 'Erreur lors de la suppression de la conversation',
    });
    // The visitor writes again: a new conversation starts.
    expect((await call(guest, 'visitor:send', { content: 'Me revoilà' })).ok).toBe(true);
    const fresh = await t.database.db.select().from(chatConversations);
    expect(fresh.map((c) => [c.lastMessage, c.id === conversation!.id])).toEqual([['Me revoilà', false]]);
  });
});

describe('live chat over Socket.IO: admin chat settings', () => {
  it('admin chat settings: admins only, hours validated', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/chat/settings' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/settings',
      payload: { hours: 'n’importe quoi', closedDates: [] },
    });
    expect(bad.statusCode).toBe(401);
    const headers = { cookie: adminCookie, origin: 'http://localhost:3000' };
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/settings',
      headers,
      payload: { hours: 'lun-ven 9h-18h', closedDates: [] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^Horaires invalides/);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/settings',
      headers,
      payload: { hours: 'mon-fri 10:00-18:00', closedDates: ['2026-12-25', '2026-12-25'] },
    });
    expect(ok.json()).toEqual({
      hours: 'mon 10:00-18:00; tue 10:00-18:00; wed 10:00-18:00; thu 10:00-18:00; fri 10:00-18:00',
      defaultHours: 'mon-sun 00:00-24:00',
      closedDates: ['2026-12-25'],
      replyMinutes: 15,
    });
    // The announced reply time: validated, kept when a later save leaves it out, shown to visitors.
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/settings',
      headers,
      payload: { hours: null, closedDates: [], replyMinutes: 2000 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/24 heures/);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/chat/settings',
          headers,
          payload: { hours: null, closedDates: [], replyMinutes: 45 },
        })
      ).json().replyMinutes,
    ).toBe(45);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/chat/settings',
          headers,
          payload: { hours: null, closedDates: [] },
        })
      ).json().replyMinutes,
    ).toBe(45);
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/session' })).json().replyMinutes).toBe(45);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/settings',
      headers,
      payload: { hours: null, closedDates: [], replyMinutes: 15 },
    });
  });
});
