import { ratingText, type GoogleReviews } from '../../../../core/trust-rules';
import type { Lang } from '../../../../core/messages/languages';
import type { ReviewCardData } from '../review-card';
import { ReviewsCarousel, type CarouselWords } from '../ReviewsCarousel';
import { StarRating } from '../StarRating';

/** The real Google figures, only when core/business.ts holds them (never computed, never invented). */
function GoogleReviewsBadge({ reviews, label, newTab }: { reviews: GoogleReviews; label: string; newTab: string }) {
  return (
    <a
      href={reviews.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="google-reviews-badge"
      className="flex items-center gap-3 self-start rounded-xl border border-line bg-surface px-4 py-3 text-ink no-underline hover:border-brand md:self-auto"
    >
      <span className="font-serif text-3xl font-semibold">{ratingText(reviews.rating)}</span>
      <div className="text-sm text-muted">
        <StarRating stars={Math.round(reviews.rating)} />
        <p className="mt-0.5">
          {label}
          <span className="sr-only"> {newTab}</span>
        </p>
      </div>
    </a>
  );
}

/** The clients' reviews: the carousel, and Google's own figures when they are known. */
export function ReviewsSection({
  text,
  reviews,
  otherLanguage,
  googleReviews,
  lang,
}: {
  text: {
    eyebrow: string;
    title: string;
    otherLanguage: string;
    google: string | null;
    newTab: string;
    carousel: CarouselWords;
  };
  reviews: readonly ReviewCardData[];
  /** Some cards are in the other language. */
  otherLanguage: boolean;
  googleReviews: GoogleReviews | null;
  lang: Lang;
}) {
  return (
    <section aria-labelledby="avis-titre" className="container-page py-16 sm:py-24">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <p className="eyebrow">{text.eyebrow}</p>
          <h2 id="avis-titre" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl">
            {text.title}
          </h2>
          {otherLanguage ? (
            <p className="mt-3 text-muted" data-testid="reviews-other-language">
              {text.otherLanguage}
            </p>
          ) : null}
        </div>
        {googleReviews && text.google ? (
          <GoogleReviewsBadge reviews={googleReviews} label={text.google} newTab={text.newTab} />
        ) : null}
      </div>
      <div className="mt-10">
        <ReviewsCarousel reviews={reviews} words={text.carousel} lang={lang} />
      </div>
    </section>
  );
}
