import type { Lang } from '../../core/messages/languages';
import type { ReviewStatus } from '../../core/review-rules';
import type { Review } from './schema';

/** A review as the back office reads it (GET /api/admin/reviews and the « Avis » page). */
export interface AdminReviewView {
  id: string;
  orderId: string;
  lang: Lang;
  stars: number;
  text: string;
  /** The name shown; null: anonymous. */
  authorName: string | null;
  status: ReviewStatus;
  reply: string | null;
  createdAt: string;
  moderatedAt: string | null;
  moderatedBy: string | null;
}

export const adminReviewView = (r: Review): AdminReviewView => ({
  id: r.id,
  orderId: r.orderId,
  lang: r.lang,
  stars: r.stars,
  text: r.text,
  authorName: r.authorName,
  status: r.status,
  reply: r.reply,
  createdAt: r.createdAt.toISOString(),
  moderatedAt: r.moderatedAt?.toISOString() ?? null,
  moderatedBy: r.moderatedBy,
});
