import type { Lang } from '../../core/messages/languages';
import { and, asc, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { chatAccessLinks, chatConversations, chatMessages, type ChatConversation, type ChatMessage } from './schema';

/** Who a visitor is, as the server established it (never as the browser claims). */
export interface VisitorIdentity {
  key: string;
  /** The signed-in visitor's e-mail, or 'guest'. */
  email: string;
  guestId: string | null;
  userId: string | null;
}

/** What the pages and sockets send: the spec's field names, ISO times. */
export function messageView(m: ChatMessage) {
  return {
    id: m.id,
    conversationId: m.conversationId,
    content: m.content,
    email: m.email,
    userId: m.userId,
    guestId: m.guestId,
    clientId: m.clientId,
    createdAt: m.createdAt.toISOString(),
  };
}

/** For admins only: what tells one visitor from another in the inbox. */
export function conversationView(c: ChatConversation) {
  return {
    id: c.id,
    key: c.key,
    email: c.email,
    guestId: c.guestId,
    number: c.number,
    device: c.device,
    startedOn: c.startedOn,
    /** The language to answer in (issue 17). */
    lang: c.lang,
    contactEmail: c.contactEmail,
    /** « non vérifiée » until the guest confirms it through the link sent to it (issue 29). */
    contactEmailVerified: c.contactEmailVerifiedAt !== null,
    /** Taken over by a browser with a reply e-mail's link (issue 29). */
    resumedFromLinkAt: c.resumedFromLinkAt?.toISOString() ?? null,
    lastMessage: c.lastMessage,
    lastMessageTime: c.lastMessageAt?.toISOString() ?? null,
    adminUnread: c.adminUnread,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function findConversationByKey(db: Database, key: string): Promise<ChatConversation | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.key, key));
  return row ?? null;
}

export async function findConversation(db: Database, id: string): Promise<ChatConversation | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ?? null;
}

/** The visitor's conversation, created on the first message (with what the inbox shows about its start). */
export async function ensureConversation(
  db: Database,
  who: VisitorIdentity,
  start: { device?: string | null; startedOn?: string | null; lang: Lang },
): Promise<ChatConversation> {
  const [row] = await db
    .insert(chatConversations)
    .values({
      key: who.key,
      email: who.email,
      guestId: who.guestId,
      userId: who.userId,
      device: start.device ?? null,
      startedOn: start.startedOn ?? null,
      lang: start.lang,
    })
    .onConflictDoUpdate({
      target: chatConversations.key,
      set: { userId: sql`coalesce(${chatConversations.userId}, excluded.user_id)` },
    })
    .returning();
  return row!;
}

/**
 * Stores a message and updates its conversation in one transaction. A message
 * re-sent with the same client id (after a reconnection) is stored once: the
 * stored one comes back with `duplicate: true`.
 */
export async function addMessage(
  db: Database,
  input: {
    conversationId: string;
    content: string;
    email: string;
    userId: string | null;
    guestId: string | null;
    clientId: string | null;
    fromAdmin: boolean;
  },
): Promise<{ message: ChatMessage; conversation: ChatConversation; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        conversationId: input.conversationId,
        content: input.content,
        email: input.email,
        userId: input.userId,
        guestId: input.guestId,
        clientId: input.clientId,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, input.conversationId), eq(chatMessages.clientId, input.clientId!)));
      const [conversation] = await tx
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, input.conversationId));
      return { message: existing!, conversation: conversation!, duplicate: true };
    }
    const [conversation] = await tx
      .update(chatConversations)
      .set({
        lastMessage: input.content,
        lastMessageAt: inserted.createdAt,
        ...(input.fromAdmin
          ? { visitorUnread: sql`${chatConversations.visitorUnread} + 1` }
          : { adminUnread: sql`${chatConversations.adminUnread} + 1` }),
      })
      .where(eq(chatConversations.id, input.conversationId))
      .returning();
    return { message: inserted, conversation: conversation!, duplicate: false };
  });
}

/** Spec: only conversations with a last message or an e-mail; newest activity first. */
export async function listConversations(db: Database): Promise<ChatConversation[]> {
  return db
    .select()
    .from(chatConversations)
    .where(or(isNotNull(chatConversations.lastMessage), ne(chatConversations.email, 'guest')))
    .orderBy(
      desc(sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`),
      desc(chatConversations.id),
    );
}

export async function listMessages(db: Database, conversationId: string): Promise<ChatMessage[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** The admin opened the conversation: nothing of it is unread for her (the visitor's side: markVisitorRead). */
export async function markAdminRead(db: Database, conversationId: string): Promise<ChatConversation | null> {
  const [row] = await db
    .update(chatConversations)
    .set({ adminUnread: 0 })
    .where(eq(chatConversations.id, conversationId))
    .returning();
  return row ?? null;
}

/**
 * The visitor's open panel displayed the conversation up to message `upTo` (every stored message
 * when null): the read marker moves there, never back, and the unread count becomes the admin's
 * messages after it. Null when `upTo` is not a message of this conversation.
 */
export async function markVisitorRead(
  db: Database,
  conversationId: string,
  upTo: string | null,
): Promise<ChatConversation | null> {
  // Subqueries on chat_messages name no outer column: the parameters tie them to this conversation.
  const m = chatMessages;
  const seen = upTo
    ? sql`(select ${m.createdAt} from ${m} where ${m.id} = ${upTo} and ${m.conversationId} = ${conversationId})`
    : sql`(select max(${m.createdAt}) from ${m} where ${m.conversationId} = ${conversationId})`;
  // greatest() skips nulls: the first marker is `seen`, and no later call moves it back.
  const marker = sql`greatest(${chatConversations.visitorReadAt}, ${seen})`;
  const [row] = await db
    .update(chatConversations)
    .set({
      visitorReadAt: marker,
      visitorUnread: sql`(select count(*)::int from ${m} where ${m.conversationId} = ${conversationId} and ${m.email} = 'admin' and ${m.createdAt} > ${marker})`,
    })
    .where(and(eq(chatConversations.id, conversationId), sql`${seen} is not null`))
    .returning();
  return row ?? null;
}

/**
 * The admin's messages the visitor has not seen, oldest first: after their read marker and after
 * their own last message (they wrote from an open panel, so they saw what came before).
 */
export async function unreadReplies(db: Database, conversation: ChatConversation): Promise<ChatMessage[]> {
  // Subqueries on chat_messages name no outer column: the parameters tie them to this conversation.
  const m = chatMessages;
  const lastOwn = sql`(select max(${m.createdAt}) from ${m} where ${m.conversationId} = ${conversation.id} and ${m.email} <> 'admin')`;
  const readAt = sql`(select ${chatConversations.visitorReadAt} from ${chatConversations} where ${chatConversations.id} = ${conversation.id})`;
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        eq(chatMessages.email, 'admin'),
        sql`${chatMessages.createdAt} > coalesce(greatest(${readAt}, ${lastOwn}), '-infinity')`,
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** Deletes one message; the conversation's preview falls back to the latest remaining one. */
export async function deleteMessage(
  db: Database,
  id: string,
): Promise<{ message: ChatMessage; conversation: ChatConversation } | null> {
  return db.transaction(async (tx) => {
    const [message] = await tx.delete(chatMessages).where(eq(chatMessages.id, id)).returning();
    if (!message) return null;
    const [latest] = await tx
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, message.conversationId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(1);
    const [conversation] = await tx
      .update(chatConversations)
      .set({ lastMessage: latest?.content ?? null, lastMessageAt: latest?.createdAt ?? null })
      .where(eq(chatConversations.id, message.conversationId))
      .returning();
    return { message, conversation: conversation! };
  });
}

/** Deletes the conversation record and, by cascade, all its messages. */
export async function deleteConversation(db: Database, id: string): Promise<ChatConversation | null> {
  const [row] = await db.delete(chatConversations).where(eq(chatConversations.id, id)).returning();
  return row ?? null;
}

/** True for the one caller that gets to send the first-message notification. */
export async function claimFirstNotification(db: DbOrTx, conversationId: string): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({ notifiedAt: new Date() })
    .where(and(eq(chatConversations.id, conversationId), isNull(chatConversations.notifiedAt)))
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}

/**
 * A guest's address for reply e-mails (null forgets it); null when the conversation does not
 * exist. A new address starts unconfirmed (issue 29); the same one again keeps its confirmation.
 */
export async function setContactEmail(
  db: Database,
  key: string,
  email: string | null,
): Promise<ChatConversation | null> {
  const [row] = await db
    .update(chatConversations)
    .set({
      contactEmail: email,
      contactEmailVerifiedAt: sql`case when ${chatConversations.contactEmail} = ${email} then ${chatConversations.contactEmailVerifiedAt} end`,
    })
    .where(eq(chatConversations.key, key))
    .returning();
  return row ?? null;
}

/**
 * Deletes every conversation of an account (messages and links cascade), in
 * the caller's transaction: re-registering the address inherits nothing.
 * Returns the keys, so that live sockets can be told.
 */
export async function deleteUserConversations(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .delete(chatConversations)
    .where(or(eq(chatConversations.userId, userId), eq(chatConversations.key, `user-${userId}`)))
    .returning({ key: chatConversations.key });
  return rows.map((r) => r.key);
}

/** True for the one caller allowed to e-mail a reply now: at most one per conversation per `everyMs`. */
export async function claimReplyEmail(
  db: DbOrTx,
  conversationId: string,
  now: Date,
  everyMs: number,
): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({ replyEmailedAt: now })
    .where(
      and(
        eq(chatConversations.id, conversationId),
        or(
          isNull(chatConversations.replyEmailedAt),
          lt(chatConversations.replyEmailedAt, new Date(now.getTime() - everyMs)),
        ),
      ),
    )
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}

export async function storeAccessLink(
  db: DbOrTx,
  input: { tokenHash: string; conversationId: string; now: Date; expiresAt: Date },
): Promise<void> {
  // Expired links are dropped as new ones are made: the table stays small without a job.
  await db.delete(chatAccessLinks).where(lt(chatAccessLinks.expiresAt, input.now));
  await db.insert(chatAccessLinks).values({
    tokenHash: input.tokenHash,
    conversationId: input.conversationId,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}
