import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Live chat. A conversation belongs to one visitor, found by its key: the
 * signed-in user's e-mail or the guest id, with . # $ [ ] @ replaced by _ (spec).
 * The server alone decides a socket's key, from its session or its signed cookie.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    /** The visitor's e-mail, or 'guest'. */
    email: text('email').notNull(),
    guestId: text('guest_id'),
    userId: text('user_id'),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Visitor messages the admin has not read yet, and admin messages the visitor has not. */
    adminUnread: integer('admin_unread').notNull().default(0),
    visitorUnread: integer('visitor_unread').notNull().default(0),
    /** When the first-message notification was queued (once per conversation). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_conversations_activity_idx').on(t.lastMessageAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The sender: the visitor's e-mail, 'guest' for an anonymous visitor, 'admin' for staff. */
    email: text('email').notNull(),
    userId: text('user_id'),
    guestId: text('guest_id'),
    /** Chosen by the sending browser: a message re-sent after a reconnection is stored once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('chat_messages_client_idx')
      .on(t.conversationId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

export type ChatConversation = typeof chatConversations.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
