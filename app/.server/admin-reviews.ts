import { REVIEW_STATUSES, type ReviewStatus } from '../../core/review-rules';
import type { Database } from '../../server/db/client';
import { adminReviewView, type AdminReviewView } from '../../server/reviews/view';
import { ADMIN_REVIEWS_PAGE_SIZE, listReviews } from '../../server/reviews/service';
import { STATUS_PARAMS } from '../components/admin/review-status';

export interface ReviewsPageData {
  /** null: every status (« Tous »). */
  status: ReviewStatus | null;
  page: number;
  pages: number;
  counts: { all: number; new: number; published: number; hidden: number };
  items: AdminReviewView[];
}

/**
 * « Avis » from its URL (?statut=nouveaux|publies|masques|tous&page=), read with the query of
 * GET /api/admin/reviews. Without a status, the new reviews: what waits for her.
 */
export async function reviewsForPage(db: Database, url: URL): Promise<ReviewsPageData> {
  const asked = url.searchParams.get('statut');
  const status =
    asked === STATUS_PARAMS.all ? null : (REVIEW_STATUSES.find((s) => STATUS_PARAMS[s] === asked) ?? 'new');
  const n = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
  const { items, counts, total } = await listReviews(db, status, page);
  return {
    status,
    page,
    pages: Math.max(1, Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE)),
    counts,
    items: items.map(adminReviewView),
  };
}
