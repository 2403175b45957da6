import { Eye, EyeOff, Loader2, MessageSquareReply, Package } from 'lucide-react';
import { useState } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/admin-reviews';
import { ADMIN_CHROME } from '../lib/admin-chrome';
import { t as wordIn, type PlainMessageId } from '../../core/messages';
import { REVIEW_REPLY_MAX, REVIEW_STATUSES, type ReviewStatus } from '../../core/review-rules';
import { reviewsForPage, type ReviewsPageData } from '../.server/admin-reviews';
import { privatePageHeaders, requireAdminPage } from '../.server/guards';
import { adminRequest } from '../components/admin/admin-api';
import { AdminShell } from '../components/admin/AdminShell';
import { Badge } from '../components/admin/Badge';
import { ROW_BUTTON } from '../components/admin/DataTable';
import { FilterTabs } from '../components/admin/FilterTabs';
import { formatDateTime } from '../components/admin/format';
import { Pager } from '../components/admin/Pager';
import { STATUS_PARAMS, STATUS_TONES } from '../components/admin/review-status';
import { useAdminAction, type ActionNotice } from '../components/admin/useAdminAction';
import { StarRating } from '../components/home/StarRating';
import { FormAlert } from '../components/form/FormAlert';
import { useT } from '../lib/i18n';
import { seo } from '../lib/seo';

/** The back office's own frame (issue 30). */
export const handle = ADMIN_CHROME;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: wordIn('fr', 'adminReview.title'),
    description: wordIn('fr', 'adminReview.metaDescription'),
    noindex: true,
  });

/** Admin only: anyone else is sent to /login?next=…. */
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  try {
    return { reviews: (await reviewsForPage(context.db, new URL(request.url))) as ReviewsPageData | null };
  } catch (err) {
    console.error(err);
    return data({ reviews: null as ReviewsPageData | null }, { status: 500 });
  }
}

type Review = ReviewsPageData['items'][number];

function href(status: ReviewStatus | null, page = 1): string {
  const q = new URLSearchParams({ statut: STATUS_PARAMS[status ?? 'all'] });
  if (page > 1) q.set('page', String(page));
  return `/admin/avis?${q.toString()}`;
}

/** One review as its client wrote it (never editable here), and what she may do with it. */
function ReviewItem({
  review,
  busy,
  act,
}: {
  review: Review;
  busy: boolean;
  act: (key: string, method: 'POST' | 'PUT', url: string, body?: unknown) => void;
}) {
  const t = useT();
  const [reply, setReply] = useState(review.reply ?? '');
  const replyId = `reponse-${review.id}`;
  return (
    <li className="card space-y-4 p-5 sm:p-6" data-testid="admin-review" data-review-id={review.id}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <StarRating stars={review.stars} label={t('review.star', { count: review.stars })} />
        <Badge tone={STATUS_TONES[review.status]} testId="admin-review-status">
          {t(`adminReview.status_${review.status}`)}
        </Badge>
        <span className="font-semibold [overflow-wrap:anywhere]">
          {review.authorName ?? t('adminReview.anonymous')}
        </span>
        <span className="text-sm text-muted">{t(`adminReview.language_${review.lang}`)}</span>
        <span className="text-sm text-muted">
          {t('adminReview.received', { date: formatDateTime(review.createdAt) })}
        </span>
        <Link
          to={`/admin/order-admin-details/${review.orderId}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium"
        >
          <Package className="h-4 w-4" aria-hidden="true" />
          {t('adminReview.order', { id: review.orderId })}
        </Link>
      </div>
      {review.text ? (
        <blockquote
          lang={review.lang}
          dir="auto"
          className="border-s-4 border-line ps-4 leading-relaxed [overflow-wrap:anywhere] whitespace-pre-line"
          data-testid="admin-review-text"
        >
          {review.text}
        </blockquote>
      ) : (
        <p className="text-muted italic">{t('adminReview.noText')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {review.status !== 'published' ? (
          <button
            type="button"
            className={`btn-primary ${ROW_BUTTON}`}
            disabled={busy}
            onClick={() => act(review.id, 'POST', `/api/admin/reviews/${review.id}/publish`)}
            data-testid="admin-review-publish"
          >
            {busy ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Eye className="h-4 w-4" aria-hidden="true" />
            )}
            {t('adminReview.publish')}
          </button>
        ) : null}
        {review.status !== 'hidden' ? (
          <button
            type="button"
            className={`btn-secondary ${ROW_BUTTON}`}
            disabled={busy}
            onClick={() => act(review.id, 'POST', `/api/admin/reviews/${review.id}/hide`)}
            data-testid="admin-review-hide"
          >
            <EyeOff className="h-4 w-4" aria-hidden="true" />
            {t('adminReview.hide')}
          </button>
        ) : null}
      </div>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          act(review.id, 'PUT', `/api/admin/reviews/${review.id}/reply`, { reply });
        }}
      >
        <label htmlFor={replyId} className="field-label">
          {t('adminReview.replyLabel')}
        </label>
        <textarea
          id={replyId}
          aria-describedby={`${replyId}-aide`}
          className="field-input min-h-20 resize-y"
          rows={3}
          maxLength={REVIEW_REPLY_MAX}
          dir="auto"
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          data-testid="admin-review-reply"
        />
        <p id={`${replyId}-aide`} className="text-sm text-muted">
          {t('adminReview.replyHint')}
        </p>
        <button
          type="submit"
          className={`btn-secondary ${ROW_BUTTON}`}
          disabled={busy || reply.trim() === (review.reply ?? '')}
          data-testid="admin-review-reply-save"
        >
          <MessageSquareReply className="h-4 w-4" aria-hidden="true" />
          {t('adminReview.replySave')}
        </button>
      </form>
    </li>
  );
}

/**
 * « Avis » (docs/reviews.md): the reviews clients sent through the e-mail's link. Nothing shows on
 * the site until she publishes it; she may hide it again and answer it publicly, never change it.
 */
export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { reviews } = loaderData;
  const { notice, busy, run } = useAdminAction();

  const act = (key: string, method: 'POST' | 'PUT', url: string, body?: unknown) =>
    void run(key, () => adminRequest<{ message: string }>(method, url, body), {
      failed: t('adminReview.actionFailed'),
      done: (answer): ActionNotice => ({ tone: 'success', message: answer.message }),
    });

  const tabs = [
    ...REVIEW_STATUSES.map((s) => ({
      key: s,
      label: t(TAB_LABELS[s]),
      count: reviews?.counts[s],
      to: href(s),
    })),
    { key: 'all', label: t('adminReview.tabAll'), count: reviews?.counts.all, to: href(null) },
  ];

  return (
    <AdminShell
      title={t('adminReview.title')}
      lead={t('adminReview.lead')}
      crumbs={[{ name: t('adminReview.title'), path: '/admin/avis' }]}
    >
      <div className="space-y-6">
        {!reviews ? (
          <p role="alert" className="font-medium text-danger" data-testid="admin-reviews-error">
            {t('adminReview.loadError')}
          </p>
        ) : (
          <>
            <FilterTabs
              label={t('adminReview.title')}
              tabs={tabs}
              current={reviews.status ?? 'all'}
              testId="admin-reviews-tabs"
            />
            <FormAlert
              tone={notice?.tone ?? 'success'}
              message={notice?.message ?? null}
              testId={notice?.tone === 'error' ? 'admin-review-error' : 'admin-review-success'}
            >
              {notice?.detail ? <p className="mt-1 text-muted">{notice.detail}</p> : null}
            </FormAlert>
            {reviews.items.length ? (
              <ul className="space-y-4" data-testid="admin-reviews">
                {reviews.items.map((review) => (
                  // Keyed by its reply too: a saved answer starts the field again from the server's text.
                  <ReviewItem
                    key={`${review.id}:${review.reply ?? ''}`}
                    review={review}
                    busy={busy === review.id}
                    act={act}
                  />
                ))}
              </ul>
            ) : (
              <p className="text-muted" data-testid="admin-reviews-empty">
                {t('adminReview.empty')}
              </p>
            )}
            <Pager page={reviews.page} pages={reviews.pages} hrefFor={(p) => href(reviews.status, p)} />
          </>
        )}
      </div>
    </AdminShell>
  );
}

const TAB_LABELS: Record<ReviewStatus, PlainMessageId> = {
  new: 'adminReview.tabNew',
  published: 'adminReview.tabPublished',
  hidden: 'adminReview.tabHidden',
};
