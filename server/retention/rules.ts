import { and, eq, inArray, isNotNull, isNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACCOUNTING_RETENTION_YEARS, addDays, addYears, type RetentionPolicy } from '../../core/retention';
import { purgeEndedAccess } from '../accounts/service';
import { users } from '../accounts/schema';
import { chatConversations } from '../chat/schema';
import { uploads } from '../files/schema';
import type { Transaction } from '../db/client';
import { mailOutbox } from '../mail/schema';
import { orderMessages } from '../orders/customer-schema';
import { orderEvents, orders } from '../orders/schema';
import { reviews } from '../reviews/schema';
import { expireShippingDetails } from './shipping-details';
import { deliveredAtSql, deliveredCondition } from '../orders/progress-sql';
import { contactMessages, quoteRequests, supportRequests } from '../requests/schema';

/**
 * The retention rules, each one statement or two inside the job's transaction. They return how
 * many rows went (never what they held) and the storage keys and outbox ids whose files must be
 * removed once the transaction has committed.
 */
export interface RetentionCounts {
  /** Orders whose documents and translations were deleted (delivered, cancelled, unpaid, archived). */
  ordersDocumentsDeleted: number;
  /** Stored files deleted with them (documents, translations, quote attachments). */
  filesDeleted: number;
  quoteDocumentsDeleted: number;
  /** Quote, contact and support requests erased. */
  requestsErased: number;
  chatConversationsErased: number;
  accountsErased: number;
  unpaidOrdersErased: number;
  paidOrdersAnonymised: number;
  /** Delivered orders whose shipping address and phone were removed. */
  shippingDetailsRemoved: number;
  /** Paid orders past the accounting period, erased. */
  paidOrdersErased: number;
  emailsErased: number;
  /** Sessions, reset links and guest links/sessions that ended. */
  accessLinksPurged: number;
}

const EMPTY_COUNTS: RetentionCounts = {
  ordersDocumentsDeleted: 0,
  filesDeleted: 0,
  quoteDocumentsDeleted: 0,
  requestsErased: 0,
  chatConversationsErased: 0,
  accountsErased: 0,
  unpaidOrdersErased: 0,
  paidOrdersAnonymised: 0,
  shippingDetailsRemoved: 0,
  paidOrdersErased: 0,
  emailsErased: 0,
  accessLinksPurged: 0,
};

export interface RuleOutcome {
  counts: RetentionCounts;
  /** Storage objects to remove after the commit. */
  storageKeys: string[];
  /** Outbox ids whose .eml copies (DATA_DIR/mail) to remove after the commit. */
  mailIds: string[];
}

/** An order that was paid is an accounting record (refunds and cancellations after payment included). */
const wasPaid = isNotNull(orders.paidAt);
const neverPaid = and(isNull(orders.paidAt), ne(orders.paymentStatus, 'paid'))!;

/**
 * Deletes the upload rows of these orders (all kinds) and records on each order that had some
 * when they went; returns the storage keys to remove after the commit.
 */
async function deleteOrderFiles(tx: Transaction, orderIds: string[], now: Date): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .delete(uploads)
    .where(inArray(uploads.orderId, orderIds))
    .returning({ key: uploads.storageKey, orderId: uploads.orderId });
  const withFiles = [...new Set(rows.map((r) => r.orderId!))];
  if (withFiles.length > 0) {
    await tx
      .update(orders)
      .set({ filesDeletedAt: now })
      .where(and(inArray(orders.id, withFiles), isNull(orders.filesDeletedAt)));
  }
  return rows.map((r) => r.key);
}

/** Deletes orders with everything hanging from them (events and messages cascade, files listed). */
export async function deleteOrders(tx: Transaction, orderIds: string[], now: Date): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const keys = await deleteOrderFiles(tx, orderIds, now);
  await tx.delete(orders).where(inArray(orders.id, orderIds));
  return keys;
}

/**
 * A paid order kept for the accounts loses what identifies the customer: e-mail, account link,
 * comment, messages, documents, the buyer's name and phone, the shipping address, the review. Reference,
 * date, options, price lines, amount, payment and the billing identity (what the invoice names,
 * which also keeps its own frozen copy) stay.
 */
export async function anonymiseOrders(tx: Transaction, orderIds: string[], now: Date): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const keys = await deleteOrderFiles(tx, orderIds, now);
  await tx.delete(orderMessages).where(inArray(orderMessages.orderId, orderIds));
  // The customer's review goes with their data, published or not (docs/reviews.md, /rgpd).
  await tx.delete(reviews).where(inArray(reviews.orderId, orderIds));
  await tx
    .update(orders)
    .set({ customerEmail: '', userId: null, comment: '', buyer: null, shippingAddress: null, anonymisedAt: now })
    .where(inArray(orders.id, orderIds));
  // The customer's own note on a status change (never written today) would be theirs too.
  await tx
    .update(orderEvents)
    .set({ note: null })
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.actor, 'customer')));
  return keys;
}

/**
 * Documents of delivered orders (core/order-facts.ts: the translation handed over and no paper
 * original left to post, whatever the status says after a partial refund) N days after the last
 * delivery fact; of cancelled or archived ones N days after their last change; of orders never
 * paid UNPAID_DOCUMENT_HOURS after their last change.
 */
async function expireOrderDocuments(tx: Transaction, policy: RetentionPolicy, now: Date, out: RuleOutcome) {
  const cutoff = addDays(now, -policy.documentDays);
  const delivered = and(deliveredCondition(), lte(deliveredAtSql(), cutoff))!;
  const abandoned = and(
    or(eq(orders.status, 'cancelled'), isNotNull(orders.archivedAt)),
    lte(orders.updatedAt, cutoff),
  )!;
  // Never paid: nothing is owed, and such files must not pile up (issue 29: unpaid checkouts filled the disk).
  const unpaidCutoff = new Date(now.getTime() - policy.unpaidDocumentHours * 3_600_000);
  const unpaid = and(neverPaid, lte(orders.updatedAt, unpaidCutoff))!;
  const hasFiles = sql`exists (select 1 from ${uploads} where ${uploads.orderId} = ${orders.id})`;
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.filesDeletedAt), or(delivered, abandoned, unpaid), hasFiles));
  const ids = due.map((o) => o.id);
  if (ids.length === 0) return;
  const keys = await deleteOrderFiles(tx, ids, now);
  out.counts.ordersDocumentsDeleted += ids.length;
  out.counts.filesDeleted += keys.length;
  out.storageKeys.push(...keys);
}

/** A quote's document, N days after the request was sent or handled. */
async function expireQuoteDocuments(tx: Transaction, policy: RetentionPolicy, now: Date, out: RuleOutcome) {
  const cutoff = addDays(now, -policy.documentDays);
  const due = await tx
    .select({ id: quoteRequests.id, fileId: quoteRequests.fileId, key: uploads.storageKey })
    .from(quoteRequests)
    .innerJoin(uploads, eq(uploads.id, quoteRequests.fileId))
    .where(
      and(
        lte(
          sql`greatest(${quoteRequests.createdAt}, coalesce(${quoteRequests.handledAt}, ${quoteRequests.createdAt}))`,
          cutoff,
        ),
        // Sold with an accepted quote (decision 030): the order's own rule decides when it goes.
        isNull(uploads.orderId),
      ),
    );
  if (due.length === 0) return;
  await tx
    .update(quoteRequests)
    .set({ fileDeletedAt: now })
    .where(
      inArray(
        quoteRequests.id,
        due.map((d) => d.id),
      ),
    );
  await tx.delete(uploads).where(
    inArray(
      uploads.id,
      due.map((d) => d.fileId!),
    ),
  );
  out.counts.quoteDocumentsDeleted += due.length;
  out.counts.filesDeleted += due.length;
  out.storageKeys.push(...due.map((d) => d.key));
}

/** Quote, contact and support requests, Y years after they were sent or handled (their documents with them). */
async function eraseOldRequests(tx: Transaction, policy: RetentionPolicy, now: Date, out: RuleOutcome) {
  const cutoff = addYears(now, -policy.contactYears);
  const lastTouch = (created: AnyPgColumn, handled: AnyPgColumn): SQL =>
    sql`greatest(${created}, coalesce(${handled}, ${created}))`;
  const quotes = await tx
    .delete(quoteRequests)
    .where(lte(lastTouch(quoteRequests.createdAt, quoteRequests.handledAt), cutoff))
    .returning({ fileId: quoteRequests.fileId });
  const fileIds = quotes.flatMap((q) => (q.fileId ? [q.fileId] : []));
  if (fileIds.length > 0) {
    const files = await tx.delete(uploads).where(inArray(uploads.id, fileIds)).returning({ key: uploads.storageKey });
    out.storageKeys.push(...files.map((f) => f.key));
    out.counts.filesDeleted += files.length;
  }
  const contact = await tx
    .delete(contactMessages)
    .where(lte(lastTouch(contactMessages.createdAt, contactMessages.handledAt), cutoff))
    .returning({ id: contactMessages.id });
  const support = await tx
    .delete(supportRequests)
    .where(lte(lastTouch(supportRequests.createdAt, supportRequests.handledAt), cutoff))
    .returning({ id: supportRequests.id });
  out.counts.requestsErased += quotes.length + contact.length + support.length;
}

/** Chat conversations (and the guest identities they hold), Y years after their last message. */
async function eraseOldConversations(tx: Transaction, policy: RetentionPolicy, now: Date, out: RuleOutcome) {
  const cutoff = addYears(now, -policy.contactYears);
  const rows = await tx
    .delete(chatConversations)
    .where(lte(sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`, cutoff))
    .returning({ id: chatConversations.id });
  out.counts.chatConversationsErased += rows.length;
}

/**
 * Customer accounts not used for Y years: the account goes (sessions and links cascade), its
 * orders stay under their own rules, detached. Admin accounts are never erased this way.
 */
async function eraseInactiveAccounts(tx: Transaction, policy: RetentionPolicy, now: Date, out: RuleOutcome) {
  const cutoff = addYears(now, -policy.contactYears);
  const stale = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'user'), lte(users.lastActiveAt, cutoff)));
  const ids = stale.map((u) => u.id);
  if (ids.length === 0) return;
  await tx.update(orders).set({ userId: null }).where(inArray(orders.userId, ids));
  await tx.update(uploads).set({ ownerUserId: null }).where(inArray(uploads.ownerUserId, ids));
  await tx.delete(users).where(inArray(users.id, ids));
  out.counts.accountsErased += ids.length;
}

/** Orders never paid, Y years after their last change; paid ones anonymised then, erased after the accounting period. */
async function expireOrders(tx: Transaction, policy: RetentionPolicy, now: Date, out: RuleOutcome) {
  const cutoff = addYears(now, -policy.contactYears);
  const unpaid = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(neverPaid, lte(orders.updatedAt, cutoff)));
  const unpaidKeys = await deleteOrders(
    tx,
    unpaid.map((o) => o.id),
    now,
  );
  out.counts.unpaidOrdersErased += unpaid.length;

  const accountingCutoff = addYears(now, -ACCOUNTING_RETENTION_YEARS);
  const expired = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(wasPaid, lte(orders.paidAt, accountingCutoff)));
  const expiredKeys = await deleteOrders(
    tx,
    expired.map((o) => o.id),
    now,
  );
  out.counts.paidOrdersErased += expired.length;

  const toAnonymise = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(wasPaid, isNull(orders.anonymisedAt), lte(orders.updatedAt, cutoff)));
  const anonymisedKeys = await anonymiseOrders(
    tx,
    toAnonymise.map((o) => o.id),
    now,
  );
  out.counts.paidOrdersAnonymised += toAnonymise.length;

  const keys = [...unpaidKeys, ...expiredKeys, ...anonymisedKeys];
  out.counts.filesDeleted += keys.length;
  out.storageKeys.push(...keys);
}

/** Copies of e-mails sent (or given up), Y years after they were queued. Queued ones are left to the worker. */
async function eraseOldEmails(tx: Transaction, policy: RetentionPolicy, now: Date, out: RuleOutcome) {
  const cutoff = addYears(now, -policy.contactYears);
  const rows = await tx
    .delete(mailOutbox)
    .where(and(lte(mailOutbox.createdAt, cutoff), notInArray(mailOutbox.status, ['queued', 'sending'])))
    .returning({ id: mailOutbox.id });
  out.counts.emailsErased += rows.length;
  out.mailIds.push(...rows.map((r) => r.id));
}

/** Every rule, in an order where a later one never needs what an earlier one removed. */
export async function applyRetentionRules(tx: Transaction, policy: RetentionPolicy, now: Date): Promise<RuleOutcome> {
  const out: RuleOutcome = { counts: { ...EMPTY_COUNTS }, storageKeys: [], mailIds: [] };
  await expireOrderDocuments(tx, policy, now, out);
  await expireQuoteDocuments(tx, policy, now, out);
  await eraseOldRequests(tx, policy, now, out);
  await eraseOldConversations(tx, policy, now, out);
  await eraseInactiveAccounts(tx, policy, now, out);
  await expireOrders(tx, policy, now, out);
  out.counts.shippingDetailsRemoved += await expireShippingDetails(tx, policy, now);
  await eraseOldEmails(tx, policy, now, out);
  const access = await purgeEndedAccess(tx, now);
  out.counts.accessLinksPurged += access.sessions + access.resets + access.guest;
  return out;
}
