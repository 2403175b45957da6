import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { BUSINESS } from '../../../core/business';
import type { Lang } from '../../../core/messages/languages';
import type { ReviewCardData } from './review-card';
import { carouselOrder } from './review-order';
import { useRootData } from '../../lib/root-data';
import { CarouselControls } from './reviews/CarouselControls';
import { fill, type CarouselWords } from './reviews/carousel-words';
import { ReviewCard } from './reviews/ReviewCard';
import { useAutoAdvance } from './reviews/useAutoAdvance';

/** Spec section 9: three reviews per page. */
const REVIEWS_PER_PAGE = 3;

export type { CarouselWords } from './reviews/carousel-words';

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
  useAutoAdvance({
    page,
    paused: hovered || focused,
    pageCount,
    onAdvance: () => {
      setAnnounce(false);
      setPage((p) => (p + 1) % pageCount);
    },
  });

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
        <CarouselControls slidesId={slidesId} pageCount={pageCount} page={page} onGoTo={goTo} words={words} />
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
