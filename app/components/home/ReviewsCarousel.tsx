import { ChevronLeft, ChevronRight, ExternalLink, UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { BUSINESS } from '../../../core/business';
import { LANGUAGE_DIRECTION, type Lang } from '../../../core/messages/languages';
import type { ReviewCardData } from './review-card';
import { carouselOrder } from './review-order';
import { useRootData } from '../../lib/root-data';
import { InitialsAvatar } from './InitialsAvatar';
import { StarRating } from './StarRating';

/** Spec section 9: three reviews per page, a new page every five seconds. */
const REVIEWS_PER_PAGE = 3;
const AUTO_ADVANCE_MS = 5000;

/** The carousel's own words, in the page's language (app/.server/home-page.ts). */
export interface CarouselWords {
  label: string;
  role: string;
  /** « Avis {{first}} à {{last}} sur {{total}} » */
  shown: string;
  previous: string;
  next: string;
  /** « Page {{page}} » */
  page: string;
  all: string;
  allNewTab: string;
}

const fill = (text: string, vars: Record<string, number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

/**
 * A review as its client wrote it, in its own language: on the other language's page the whole
 * card keeps that language (its name, date and words, their direction), marked with `lang`.
 */
function ReviewCard({ review, active, lang }: { review: ReviewCardData; active: boolean; lang: Lang }) {
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
          <p>{review.lang === 'fr' ? <>«&nbsp;{review.text}&nbsp;»</> : <>«{review.text}»</>}</p>
        </blockquote>
      ) : (
        <p className="text-muted italic">{review.noText}</p>
      )}
      {review.reply ? (
        <div className="mt-auto border-s-2 border-brand/40 ps-3 text-sm" data-testid="review-reply">
          <p className="font-semibold text-ink">{review.reply.label}</p>
          <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line text-muted">{review.reply.text}</p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Customer reviews, three per page. Every page is rendered (so the server HTML
 * holds all the reviews) and stacked in one grid cell: the block keeps the
 * height of its tallest page and never shifts the content below. Only the
 * current page is visible and reachable.
 */
export function ReviewsCarousel({
  reviews: given,
  words,
  lang,
}: {
  reviews: readonly ReviewCardData[];
  words: CarouselWords;
  lang: Lang;
}) {
  const reviews = carouselOrder(given, REVIEWS_PER_PAGE);
  const root = useRootData();
  const reviewsUrl = root?.config.reviewsUrl ?? BUSINESS.reviewsUrl;
  const id = useId();

  const pages: ReviewCardData[][] = [];
  for (let i = 0; i < reviews.length; i += REVIEWS_PER_PAGE) pages.push(reviews.slice(i, i + REVIEWS_PER_PAGE));
  const pageCount = pages.length;

  const [page, setPage] = useState(0);
  const [announce, setAnnounce] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // No auto-advance until the browser has said whether motion is welcome.
  const [reducedMotion, setReducedMotion] = useState(true);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (reducedMotion || hovered || focused || pageCount < 2) return;
    const timer = window.setTimeout(() => {
      setAnnounce(false);
      setPage((p) => (p + 1) % pageCount);
    }, AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [page, reducedMotion, hovered, focused, pageCount]);

  const goTo = (target: number) => {
    setAnnounce(true);
    setPage(((target % pageCount) + pageCount) % pageCount);
  };

  const first = page * REVIEWS_PER_PAGE + 1;
  const last = Math.min(first + REVIEWS_PER_PAGE - 1, reviews.length);
  const slidesId = `${id}-avis`;

  return (
    <div
      role="region"
      aria-roledescription={words.role}
      aria-label={words.label}
      data-testid="reviews-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announce ? fill(words.shown, { first, last, total: reviews.length }) : ''}
      </div>

      <div id={slidesId} className="grid">
        {pages.map((group, i) => {
          const active = i === page;
          return (
            <ul
              key={i}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`col-start-1 row-start-1 grid gap-5 transition-opacity duration-500 md:grid-cols-3 ${
                active ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              {group.map((review) => (
                <ReviewCard key={review.key} review={review} active={active} lang={lang} />
              ))}
            </ul>
          );
        })}
      </div>

      <div className="mt-8 flex flex-col items-center gap-5 sm:flex-row sm:justify-between">
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => goTo(page - 1)}
            aria-controls={slidesId}
            aria-label={words.previous}
            data-testid="reviews-prev"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-brand hover:text-brand"
          >
            <ChevronLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          </button>
          <ul className="flex items-center">
            {pages.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => goTo(i)}
                  aria-controls={slidesId}
                  aria-label={fill(words.page, { page: i + 1 })}
                  aria-current={i === page ? 'true' : undefined}
                  data-testid="reviews-dot"
                  className="group inline-flex h-11 w-8 items-center justify-center"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${
                      i === page ? 'w-6 bg-brand' : 'w-2.5 bg-muted/50 group-hover:bg-muted'
                    }`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => goTo(page + 1)}
            aria-controls={slidesId}
            aria-label={words.next}
            data-testid="reviews-next"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface text-ink transition-colors hover:border-brand hover:text-brand"
          >
            <ChevronRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          </button>
        </div>
        <a
          href={reviewsUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={`${id}-nouvel-onglet`}
          className="btn-ghost"
        >
          {words.all}
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>
        <span id={`${id}-nouvel-onglet`} hidden>
          {words.allNewTab}
        </span>
      </div>
    </div>
  );
}
