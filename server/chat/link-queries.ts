import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { conversationKey } from '../../core/chat-rules';
import type { Database, DbOrTx } from '../db/client';
import { chatAccessLinks, chatConversations, chatEmailConfirmations, type ChatConversation } from './schema';

/** The conversation a live link opens: unknown, expired, spent or deleted gives null. */
export async function conversationOfLiveLink(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<ChatConversation | null> {
  const [row] = await db
    .select({ conversation: chatConversations })
    .from(chatAccessLinks)
    .innerJoin(chatConversations, eq(chatConversations.id, chatAccessLinks.conversationId))
    .where(
      and(eq(chatAccessLinks.tokenHash, tokenHash), gt(chatAccessLinks.expiresAt, now), isNull(chatAccessLinks.usedAt)),
    );
  return row?.conversation ?? null;
}

/**
 * Spends a live link and moves its conversation to a new guest id, in one transaction: the
 * browser that clicked holds it from now on, and every other browser that held it (whoever sent
 * the link, say) no longer reaches it. Null when the link was not live (two clicks: one wins).
 * Returns the conversation and the key it had, whose sockets the caller ends.
 */
export async function takeOverWithLink(
  db: Database,
  input: { tokenHash: string; newGuestId: string; now: Date },
): Promise<{ conversation: ChatConversation; previousKey: string } | null> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(chatAccessLinks)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(chatAccessLinks.tokenHash, input.tokenHash),
          isNull(chatAccessLinks.usedAt),
          gt(chatAccessLinks.expiresAt, input.now),
        ),
      )
      .returning({ conversationId: chatAccessLinks.conversationId });
    if (!spent) return null;
    const [before] = await tx
      .select({ key: chatConversations.key })
      .from(chatConversations)
      .where(eq(chatConversations.id, spent.conversationId))
      .for('update');
    if (!before) return null;
    const [conversation] = await tx
      .update(chatConversations)
      .set({ guestId: input.newGuestId, key: conversationKey(input.newGuestId), resumedFromLinkAt: input.now })
      .where(eq(chatConversations.id, spent.conversationId))
      .returning();
    return { conversation: conversation!, previousKey: before.key };
  });
}

export async function storeEmailConfirmation(
  db: DbOrTx,
  input: { tokenHash: string; conversationId: string; email: string; now: Date; expiresAt: Date },
): Promise<void> {
  // Expired ones are dropped as new ones are made: the table stays small without a job.
  await db.delete(chatEmailConfirmations).where(lt(chatEmailConfirmations.expiresAt, input.now));
  await db.insert(chatEmailConfirmations).values({
    tokenHash: input.tokenHash,
    conversationId: input.conversationId,
    email: input.email,
    createdAt: input.now,
    expiresAt: input.expiresAt,
  });
}

/**
 * Spends a confirmation link and marks the address confirmed, if the conversation still has that
 * address (a link for an address the guest has since replaced confirms nothing). Null otherwise.
 */
export async function confirmContactEmail(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<ChatConversation | null> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(chatEmailConfirmations)
      .set({ usedAt: now })
      .where(
        and(
          eq(chatEmailConfirmations.tokenHash, tokenHash),
          isNull(chatEmailConfirmations.usedAt),
          gt(chatEmailConfirmations.expiresAt, now),
        ),
      )
      .returning();
    if (!spent) return null;
    const [conversation] = await tx
      .update(chatConversations)
      .set({
        contactEmailVerifiedAt: sql`coalesce(${chatConversations.contactEmailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(chatConversations.id, spent.conversationId), eq(chatConversations.contactEmail, spent.email)))
      .returning();
    return conversation ?? null;
  });
}
