import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Lang } from '../../core/messages/languages';

/**
 * Live chat. A conversation belongs to one visitor, found by its key:
 * `user-<account id>` for a signed-in visitor (never the e-mail: two look-alike
 * addresses must not share a thread; decision 014), or the guest id with
 * . # $ [ ] @ replaced by _ (spec). The server alone decides a socket's key,
 * from its session or its signed cookie.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    /** The visitor's e-mail, or 'guest'. */
    email: text('email').notNull(),
    guestId: text('guest_id'),
    /** The account's id for a signed-in visitor; deleting the account deletes the conversation. */
    userId: text('user_id'),
    /** Short number telling guests apart in the inbox (« Invité n° 12 »). */
    number: integer('number').notNull().generatedByDefaultAsIdentity(),
    /** What the server could honestly tell about the visitor when the conversation started. */
    device: text('device'),
    startedOn: text('started_on'),
    /** An address a guest chose to leave « pour recevoir la réponse si vous quittez le site ». */
    contactEmail: text('contact_email'),
    /**
     * When the guest confirmed that address through the link sent to it (issue 29). Until then it
     * is « non vérifiée »: anyone may type anyone's address, so no reply is e-mailed to it.
     */
    contactEmailVerifiedAt: timestamp('contact_email_verified_at', { withTimezone: true }),
    /** When a browser last took this conversation over with a reply e-mail's link (shown to the admin). */
    resumedFromLinkAt: timestamp('resumed_from_link_at', { withTimezone: true }),
    /** Last reply e-mailed to an absent visitor (at most one an hour). */
    replyEmailedAt: timestamp('reply_emailed_at', { withTimezone: true }),
    lastMessage: text('last_message'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Visitor messages the admin has not read yet, and admin messages the visitor has not. */
    adminUnread: integer('admin_unread').notNull().default(0),
    visitorUnread: integer('visitor_unread').notNull().default(0),
    /**
     * The visitor's read marker: the time of the last message their open panel displayed (issue 30).
     * A reply e-mail carries only the admin's messages after it; copied from the message's own
     * created_at in SQL, so it keeps PostgreSQL's microseconds (a JavaScript Date would lose them).
     */
    visitorReadAt: timestamp('visitor_read_at', { withTimezone: true }),
    /** When the first-message notification was queued (once per conversation). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The language of the page the conversation started on (issue 17): its e-mails and the admin's answer use it. */
    lang: text('lang').$type<Lang>().notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_activity_idx').on(t.lastMessageAt),
    index('chat_conversations_user_idx').on(t.userId),
  ],
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

/**
 * Links in reply e-mails: whoever holds one may take the conversation over on
 * one device, once, with a click, until it expires (only the token's hash is
 * kept; decision 014, amended by issue 29).
 */
export const chatAccessLinks = pgTable(
  'chat_access_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_access_links_conversation_idx').on(t.conversationId),
    index('chat_access_links_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * Links that confirm a guest's contact address (issue 29): sent to that address, for that address
 * only (changing it makes the link useless), single use, kept hashed.
 */
export const chatEmailConfirmations = pgTable(
  'chat_email_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_email_confirmations_conversation_idx').on(t.conversationId),
    index('chat_email_confirmations_expiry_idx').on(t.expiresAt),
  ],
);

export type ChatConversation = typeof chatConversations.$inferSelect;
export type ChatMessage = typeof chatMessages.$inferSelect;
