import { UserRound } from 'lucide-react';
import { LANGUAGE_DIRECTION, type Lang } from '../../../../core/messages/languages';
import { InitialsAvatar } from '../InitialsAvatar';
import type { ReviewCardData } from '../review-card';
import { StarRating } from '../StarRating';

/**
 * A review as its client wrote it, in its own language: on the other language's page the whole
 * card keeps that language (its name, date and words, their direction), marked with `lang`.
 */
export function ReviewCard({ review, active, lang }: { review: ReviewCardData; active: boolean; lang: Lang }) {
  const foreign = review.lang !== lang;
  return (
    <li
      data-testid={active ? 'review-card' : undefined}
      data-review-source={review.source}
      data-review-lang={review.lang}
      lang={foreign ? review.lang : undefined}
      dir={foreign ? LANGUAGE_DIRECTION[review.lang] : undefined}
      className="card flex h-full flex-col gap-4 p-6"
    >
      <div className="flex items-center gap-3">
        {review.anonymous ? (
          <span
            aria-hidden="true"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted"
          >
            <UserRound className="h-5 w-5" />
          </span>
        ) : (
          <InitialsAvatar name={review.name} />
        )}
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere] text-ink">{review.name}</p>
          <p className="text-sm text-muted">
            <time dateTime={review.dateTime}>{review.date}</time>
          </p>
        </div>
      </div>
      <StarRating stars={review.stars} label={review.starsLabel} />
      {review.text ? (
        <blockquote className="leading-relaxed [overflow-wrap:anywhere] whitespace-pre-line text-ink/90">
          {/* Typed on a page of that language, yet perhaps in the other script: its letters set its direction. */}
          <p dir="auto">{review.lang === 'fr' ? <>«&nbsp;{review.text}&nbsp;»</> : <>«{review.text}»</>}</p>
        </blockquote>
      ) : (
        <p className="text-muted italic">{review.noText}</p>
      )}
      {review.reply ? (
        <div className="mt-auto border-s-2 border-brand/40 ps-3 text-sm" data-testid="review-reply">
          <p className="font-semibold text-ink">{review.reply.label}</p>
          <p dir="auto" className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line text-muted">
            {review.reply.text}
          </p>
        </div>
      ) : null}
    </li>
  );
}
