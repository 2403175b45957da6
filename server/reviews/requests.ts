import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { localizedPath } from '../../core/messages/pages';
import type { OrderStatus } from '../../core/order-status';
import type { Database, DbOrTx } from '../db/client';
import { isAcceptableRecipient } from '../mail/address';
import type { MailToQueue } from '../mail/outbox';
import { orders, type Order } from '../orders/schema';
import { reviewRequestEmail } from './emails';
import { signReviewLink } from './links';
import { reviewRequests } from './schema';

/**
 * Asking for a review (docs/reviews.md): one e-mail per order, REVIEW_REQUEST_DAYS after its
 * first delivery. The order's delivery writes a marker (review_requests, one row per order); the
 * job sends what is due, each e-mail queued in the outbox in the transaction that marks it sent.
 * Both survive a restart (they are rows), and neither can happen twice: the marker is claimed
 * under a row lock and leaves « scheduled » in the same commit as the outbox row.
 */

/** Statuses in which the translation has reached the customer (as the retention rules count it). */
const DELIVERED: readonly OrderStatus[] = ['translated', 'shipped', 'completed'];
const DAY_MS = 24 * 60 * 60_000;
/** Markers one run sends at most: a backlog (after a long stop) drains over a few runs. */
const BATCH = 200;

export interface ReviewRequestDeps {
  /** REVIEW_REQUEST_DAYS. */
  days: number;
  publicUrl: string;
  linkKey: Buffer;
  enqueue(db: DbOrTx, mail: MailToQueue): Promise<unknown>;
}

/** Why an order gets no e-mail: refunded in full, or nobody to write to (its data erased). */
function skipReason(order: Order): string | null {
  if (order.paymentStatus === 'refunded') return 'refunded';
  if (order.anonymisedAt || !isAcceptableRecipient(order.customerEmail)) return 'no-address';
  return null;
}

/**
 * Sends the e-mail of one due marker inside `tx`, or records why not. Null when the marker is
 * not (or no longer) waiting: sent or skipped already, or held by another instance right now.
 */
async function sendOne(
  tx: DbOrTx,
  deps: ReviewRequestDeps,
  orderId: string,
  now: Date,
): Promise<'sent' | 'skipped' | null> {
  const [marker] = await tx
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.orderId, orderId), eq(reviewRequests.status, 'scheduled')))
    .for('update', { skipLocked: true });
  if (!marker) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const reason = order ? skipReason(order) : 'no-address';
  if (!order || reason) {
    await tx
      .update(reviewRequests)
      .set({ status: 'skipped', skipReason: reason })
      .where(eq(reviewRequests.orderId, orderId));
    return 'skipped';
  }
  const { token } = signReviewLink(deps.linkKey, order.id, now);
  // The page of the order's language, as the e-mail's (decision 033).
  const url = `${deps.publicUrl.replace(/\/+$/, '')}${localizedPath(order.lang, `/avis/${token}`)}`;
  await deps.enqueue(tx, {
    kind: 'review-request',
    relatedId: order.id,
    to: order.customerEmail,
    ...reviewRequestEmail({ orderId: order.id, lang: order.lang, url }),
  });
  await tx.update(reviewRequests).set({ status: 'sent', sentAt: now }).where(eq(reviewRequests.orderId, orderId));
  return 'sent';
}

/**
 * Inside the transaction of a status change: the order's first delivery writes its marker (a
 * later one, shipped after translated, finds it there). Asked at delivery (0 days), the e-mail
 * goes in this same transaction.
 */
export async function markDelivered(
  tx: DbOrTx,
  deps: ReviewRequestDeps,
  order: Pick<Order, 'id'>,
  to: OrderStatus,
  now = new Date(),
): Promise<void> {
  if (!DELIVERED.includes(to)) return;
  const [created] = await tx
    .insert(reviewRequests)
    .values({ orderId: order.id, deliveredAt: now })
    .onConflictDoNothing()
    .returning({ orderId: reviewRequests.orderId });
  if (created && deps.days === 0) await sendOne(tx, deps, order.id, now);
}

export interface ReviewRequestRun {
  sent: number;
  skipped: number;
}

/** One run of the job: every marker due by `now`, each in its own transaction (one failure stops none of the others). */
export async function sendDueReviewRequests(
  db: Database,
  deps: ReviewRequestDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<ReviewRequestRun> {
  const cutoff = new Date(now.getTime() - deps.days * DAY_MS);
  const due = await db
    .select({ orderId: reviewRequests.orderId })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.status, 'scheduled'), lte(reviewRequests.deliveredAt, cutoff)))
    .orderBy(asc(reviewRequests.deliveredAt))
    .limit(BATCH);
  const run: ReviewRequestRun = { sent: 0, skipped: 0 };
  for (const { orderId } of due) {
    try {
      const outcome = await db.transaction((tx) => sendOne(tx, deps, orderId, now));
      if (outcome) run[outcome]++;
    } catch (err) {
      // Left « scheduled »: the next run tries again.
      log.warn({ err, orderId }, 'reviews: review request not sent');
    }
  }
  return run;
}
