import { avg, count, desc, eq } from 'drizzle-orm';
import type { Lang } from '../../core/messages';
import { firstNameOf, shownName, type ReviewForm, type ReviewStatus } from '../../core/review-rules';
import type { DbOrTx } from '../db/client';
import { orders } from '../orders/schema';
import { httpError } from '../plugins/error-handler';
import { checkReviewLink } from './links';
import { reviews, type Review } from './schema';

/**
 * What a review link opens, or null for a link the site never made (or whose order is gone or
 * erased): the page then answers 404, like any unknown address.
 * - open: the form, its name field started with the buyer's first name;
 * - done: this order's review is written (the link is single-use);
 * - expired: a genuine link past its 60 days.
 */
export type ReviewLinkState =
  | { state: 'open'; orderId: string; firstName: string }
  | { state: 'done'; orderId: string }
  | { state: 'expired'; orderId: string };

export async function reviewLinkState(
  db: DbOrTx,
  key: Buffer,
  token: string,
  now = new Date(),
): Promise<ReviewLinkState | null> {
  const link = checkReviewLink(key, token, now);
  if (link.state === 'invalid') return null;
  const { orderId } = link;
  const [order] = await db
    .select({ buyer: orders.buyer, anonymisedAt: orders.anonymisedAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.anonymisedAt) return null;
  const [given] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, orderId));
  if (given) return { state: 'done', orderId };
  if (link.state === 'expired') return { state: 'expired', orderId };
  return { state: 'open', orderId, firstName: firstNameOf(order.buyer?.name) };
}

/**
 * POST /api/reviews: the review of the link's order, written once. A second one (two tabs, a
 * second click) is refused, never merged: nothing changes a review once written.
 */
export async function submitReview(
  db: DbOrTx,
  key: Buffer,
  input: ReviewForm & { token: string },
  lang: Lang,
  now = new Date(),
): Promise<Review> {
  const state = await reviewLinkState(db, key, input.token, now);
  if (!state) throw httpError(404, 'review.linkInvalid');
  if (state.state === 'done') throw httpError(409, 'review.alreadyGiven');
  if (state.state === 'expired') throw httpError(410, 'review.linkExpired');
  const [row] = await db
    .insert(reviews)
    .values({
      orderId: state.orderId,
      lang,
      stars: input.stars,
      text: input.text,
      authorName: shownName(input.nameStyle, input.name),
      createdAt: now,
    })
    .onConflictDoNothing({ target: reviews.orderId })
    .returning();
  if (!row) throw httpError(409, 'review.alreadyGiven');
  return row;
}

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** « Avis » of the back office: one status (or all), newest first, with the count of each status. */
export async function listReviews(db: DbOrTx, status: ReviewStatus | null, page = 1) {
  const where = status ? eq(reviews.status, status) : undefined;
  const items = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(ADMIN_REVIEWS_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * ADMIN_REVIEWS_PAGE_SIZE);
  const byStatus = await db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status);
  const counts = { all: 0, new: 0, published: 0, hidden: 0 };
  for (const { status: s, n } of byStatus) {
    counts[s] = n;
    counts.all += n;
  }
  return { items, counts, total: status ? counts[status] : counts.all };
}

/** « Publier » / « Masquer »: the review itself is never touched, only where it shows. */
export async function moderateReview(
  db: DbOrTx,
  id: string,
  status: 'published' | 'hidden',
  by: string,
  now = new Date(),
): Promise<Review> {
  const [row] = await db
    .update(reviews)
    .set({ status, moderatedAt: now, moderatedBy: by })
    .where(eq(reviews.id, id))
    .returning();
  if (!row) throw httpError(404, 'adminReview.notFound');
  return row;
}

/** Her public answer under the review; an empty one removes it. */
export async function replyToReview(db: DbOrTx, id: string, reply: string, now = new Date()): Promise<Review> {
  const [row] = await db
    .update(reviews)
    .set({ reply: reply || null, repliedAt: reply ? now : null })
    .where(eq(reviews.id, id))
    .returning();
  if (!row) throw httpError(404, 'adminReview.notFound');
  return row;
}

/** How many published reviews the home page shows at most (the rating counts them all). */
const HOME_REVIEWS = 30;

export interface PublishedReviews {
  /** The newest published reviews. */
  items: Review[];
  /** Every published review: their number and average, for the AggregateRating. */
  count: number;
  average: number | null;
}

/** What the home page shows: published reviews only, newest first. */
export async function publishedReviews(db: DbOrTx): Promise<PublishedReviews> {
  const published = eq(reviews.status, 'published');
  const items = await db
    .select()
    .from(reviews)
    .where(published)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(HOME_REVIEWS);
  const [totals] = await db
    .select({ n: count(), mean: avg(reviews.stars) })
    .from(reviews)
    .where(published);
  const n = totals?.n ?? 0;
  return { items, count: n, average: n > 0 ? Math.round(Number(totals!.mean) * 10) / 10 : null };
}
