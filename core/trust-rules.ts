/**
 * Rules for what the site may claim (issue 17, decision 031): figures are shown only when the
 * business configuration holds real ones, never invented or defaulted.
 */

/** The real Google review figures, copied from the business's Google page. */
export interface GoogleReviews {
  /** Number of reviews. */
  count: number;
  /** Average rating out of 5. */
  rating: number;
  /** The Google page where they can be read. */
  url: string;
}

/**
 * The figures to show, or null when there are none to show: not configured, or not plausible
 * (no review, a rating outside 1–5, an address that is not https). A badge and the
 * AggregateRating structured data both depend on this, so they appear together or not at all.
 */
export function googleReviewsToShow(reviews: GoogleReviews | null | undefined): GoogleReviews | null {
  if (!reviews) return null;
  const { count, rating, url } = reviews;
  if (!Number.isInteger(count) || count < 1) return null;
  if (!Number.isFinite(rating) || rating < 1 || rating > 5) return null;
  if (!/^https:\/\/\S+$/.test(url)) return null;
  return { count, rating: Math.round(rating * 10) / 10, url };
}

/** « 4,9 » — the rating as written in French, one decimal. */
export function ratingText(rating: number): string {
  return rating.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A configured count when it is a real one (a positive whole number), else null. */
export function countToShow(count: number | null | undefined): number | null {
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : null;
}

/** The WhatsApp chat address (https://wa.me/<number>), digits only, with an optional first message. */
export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
