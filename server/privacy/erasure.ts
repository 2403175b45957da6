import { and, count, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { guestAccessTokens, guestSessions } from '../accounts/guest-schema';
import { users } from '../accounts/schema';
import { chatConversations } from '../chat/schema';
import type { Database, Transaction } from '../db/client';
import { uploads } from '../files/schema';
import { mailOutbox } from '../mail/schema';
import { orders } from '../orders/schema';
import { httpError } from '../plugins/error-handler';
import { contactMessages, quoteRequests, supportRequests } from '../requests/schema';
import { anonymiseOrders, deleteOrders } from '../retention/rules';
import { workInProgress } from '../../core/order-facts';

/**
 * Erasure of one person's data (GDPR article 17), for the person (« Supprimer mon compte ») and
 * for the translator answering a request by e-mail or post (« Effacer les données de cette
 * personne »). What the law does not require keeping goes; a paid order stays as an accounting
 * record with the person's data taken out (decision 018).
 *
 * Who the person is:
 * - `account`: a signed-in customer. Registration does not prove an e-mail, so only what is
 *   linked to the account (its orders, requests, conversations, pending uploads) is theirs;
 * - `email`: the admin, who checked the requester's identity. Everything under that exact
 *   address (lower-cased; `jane@doe.example.com` is not `jane.doe@example.com`), with or without
 *   an account, plus what is linked to the account of that address.
 * Chat: conversations by account and by e-mail; for `email`, also the guest conversations in
 * which that address was left for replies and confirmed (issues 12, 29: an unconfirmed one only
 * loses the address; not for `account`, since an account's
 * address is unproven).
 */
export interface ErasureSubject {
  scope: 'account' | 'email';
  email: string;
  userId: string | null;
}

export interface ErasurePlan {
  account: boolean;
  /** Orders erased whole (never paid). */
  ordersErased: string[];
  /** Paid orders kept for the accounts, anonymised. */
  ordersAnonymised: string[];
  /** Paid orders still being worked on: erasure waits for them (the service was paid for). */
  ordersInProgress: string[];
  documents: number;
  requests: number;
  conversations: number;
  emails: number;
  accessLinks: number;
}

export interface ErasureOutcome extends ErasurePlan {
  storageKeys: string[];
  mailIds: string[];
}

/** The person's account, if the address has one. */
export async function subjectForEmail(db: Database | Transaction, email: string): Promise<ErasureSubject> {
  const normalised = email.trim().toLowerCase();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, normalised));
  return { scope: 'email', email: normalised, userId: user?.id ?? null };
}

function ordersCondition(s: ErasureSubject): SQL {
  const parts: SQL[] = [];
  if (s.userId) parts.push(eq(orders.userId, s.userId));
  if (s.scope === 'email') parts.push(eq(orders.customerEmail, s.email));
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}

/** Translations uploaded to each of these orders (part of « delivered »). */
async function translationCounts(tx: Transaction, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await tx
    .select({ orderId: uploads.orderId, n: count() })
    .from(uploads)
    .where(and(inArray(uploads.orderId, orderIds), eq(uploads.kind, 'translation')))
    .groupBy(uploads.orderId);
  return new Map(rows.map((r) => [r.orderId!, Number(r.n)]));
}

function byPerson(
  table: typeof quoteRequests | typeof contactMessages | typeof supportRequests,
  s: ErasureSubject,
): SQL {
  const parts: SQL[] = [];
  if (s.userId) parts.push(eq(table.userId, s.userId));
  if (s.scope === 'email') parts.push(eq(table.email, s.email));
  return parts.length === 1 ? parts[0]! : or(...parts)!;
}

/**
 * The person's orders, locked, and those still being worked on, from the order's facts
 * (core/order-facts.ts): a partial refund leaves the translation owed, and a delivered
 * translation may still have its paper original to post.
 */
async function lockOwnOrders(tx: Transaction, s: ErasureSubject) {
  const own = await tx
    .select({
      id: orders.id,
      paidAt: orders.paidAt,
      paymentStatus: orders.paymentStatus,
      status: orders.status,
      deliveryTiming: orders.deliveryTiming,
      shippingAddress: orders.shippingAddress,
      shippedAt: orders.shippedAt,
      archivedAt: orders.archivedAt,
      anonymisedAt: orders.anonymisedAt,
    })
    .from(orders)
    .where(ordersCondition(s))
    .for('update');
  const translations = await translationCounts(
    tx,
    own.map((o) => o.id),
  );
  const inProgress = own
    .filter((o) => !o.anonymisedAt && workInProgress({ ...o, translationFiles: translations.get(o.id) ?? 0 }))
    .map((o) => o.id);
  return { own, inProgress };
}

/**
 * Erases inside `tx` (the caller commits, then removes `storageKeys` from storage and the .eml
 * copies of `mailIds`). Throws 409 while a paid order is still being worked on.
 */
export async function eraseSubject(
  tx: Transaction,
  s: ErasureSubject,
  now: Date,
  opts: { uploadOwner?: string | null } = {},
): Promise<ErasureOutcome> {
  const { own, inProgress } = await lockOwnOrders(tx, s);
  const paid = own.filter((o) => o.paidAt && !o.anonymisedAt && !inProgress.includes(o.id)).map((o) => o.id);
  const unpaid = own.filter((o) => !o.paidAt).map((o) => o.id);
  const out: ErasureOutcome = {
    account: false,
    ordersErased: unpaid,
    ordersAnonymised: paid,
    ordersInProgress: inProgress,
    documents: 0,
    requests: 0,
    conversations: 0,
    emails: 0,
    accessLinks: 0,
    storageKeys: [],
    mailIds: [],
  };
  if (inProgress.length > 0) return out;

  out.storageKeys.push(...(await deleteOrders(tx, unpaid, now)), ...(await anonymiseOrders(tx, paid, now)));

  // Requests, with their documents.
  const quotes = await tx
    .delete(quoteRequests)
    .where(byPerson(quoteRequests, s))
    .returning({ fileId: quoteRequests.fileId });
  const quoteFiles = quotes.flatMap((q) => (q.fileId ? [q.fileId] : []));
  if (quoteFiles.length > 0) {
    const rows = await tx.delete(uploads).where(inArray(uploads.id, quoteFiles)).returning({ key: uploads.storageKey });
    out.storageKeys.push(...rows.map((r) => r.key));
  }
  const contact = await tx
    .delete(contactMessages)
    .where(byPerson(contactMessages, s))
    .returning({ id: contactMessages.id });
  const support = await tx
    .delete(supportRequests)
    .where(byPerson(supportRequests, s))
    .returning({ id: supportRequests.id });
  out.requests = quotes.length + contact.length + support.length;

  // Uploads waiting for an order: the account's, and this browser's.
  const pendingOwners: SQL[] = [];
  if (s.userId) pendingOwners.push(eq(uploads.ownerUserId, s.userId));
  if (opts.uploadOwner) pendingOwners.push(eq(uploads.ownerSessionHash, opts.uploadOwner));
  if (pendingOwners.length > 0) {
    const rows = await tx
      .delete(uploads)
      .where(and(eq(uploads.status, 'pending'), or(...pendingOwners)))
      .returning({ key: uploads.storageKey });
    out.storageKeys.push(...rows.map((r) => r.key));
  }
  out.documents = out.storageKeys.length;

  // Chat conversations (messages cascade) and guest identities they hold.
  const chatBy: SQL[] = [eq(chatConversations.email, s.email)];
  if (s.userId) chatBy.push(eq(chatConversations.userId, s.userId));
  if (s.scope === 'email') {
    // A guest thread that merely typed the address is not the person's (issue 29): it loses the
    // address and stays; one whose address was confirmed from its mailbox is theirs and goes.
    chatBy.push(and(eq(chatConversations.contactEmail, s.email), isNotNull(chatConversations.contactEmailVerifiedAt))!);
    await tx
      .update(chatConversations)
      .set({ contactEmail: null })
      .where(and(eq(chatConversations.contactEmail, s.email), isNull(chatConversations.contactEmailVerifiedAt)));
  }
  const conversations = await tx
    .delete(chatConversations)
    .where(or(...chatBy))
    .returning({ id: chatConversations.id });
  out.conversations = conversations.length;

  // Guest access of the address (links and browsers that opened them).
  const links = await tx
    .delete(guestAccessTokens)
    .where(eq(guestAccessTokens.email, s.email))
    .returning({ h: guestAccessTokens.tokenHash });
  const guests = await tx
    .delete(guestSessions)
    .where(eq(guestSessions.email, s.email))
    .returning({ id: guestSessions.id });
  out.accessLinks = links.length + guests.length;

  // Copies of the e-mails to or about the person (not yet sent ones included: they would carry the data).
  const mails = await tx
    .delete(mailOutbox)
    .where(or(eq(mailOutbox.to, s.email), eq(mailOutbox.replyTo, s.email)))
    .returning({ id: mailOutbox.id });
  out.emails = mails.length;
  out.mailIds.push(...mails.map((m) => m.id));

  // The account last (its sessions and reset links cascade: signed out everywhere).
  if (s.userId) {
    const gone = await tx.delete(users).where(eq(users.id, s.userId)).returning({ id: users.id });
    out.account = gone.length > 0;
  }
  return out;
}

class PreviewRollback extends Error {}

/** What an erasure would do, computed by doing it and rolling back (the preview cannot drift from the act). */
export async function previewErasure(db: Database, s: ErasureSubject, now = new Date()): Promise<ErasurePlan> {
  let plan: ErasurePlan | null = null;
  try {
    await db.transaction(async (tx) => {
      const { storageKeys: _k, mailIds: _m, ...rest } = await eraseSubject(tx, s, now);
      plan = rest;
      throw new PreviewRollback();
    });
  } catch (err) {
    if (!(err instanceof PreviewRollback)) throw err;
  }
  return plan!;
}

export function assertNothingInProgress(plan: ErasurePlan): void {
  if (plan.ordersInProgress.length > 0)
    throw httpError(409, 'privacy.erasureInProgress', { refs: plan.ordersInProgress.join(', ') });
}
