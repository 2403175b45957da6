import { BUSINESS } from '../../core/business';
import { DEFAULT_LANG, t, type Lang } from '../../core/messages/server';
import { REAL_REVIEWS_REPLACING_SAMPLES } from '../../core/review-rules';
import type { Database } from '../../server/db/client';
import type { Review } from '../../server/reviews/schema';
import { publishedReviews } from '../../server/reviews/service';
import type { ReviewCardData } from '../components/home/review-card';
import { SAMPLE_REVIEWS, type SampleReview } from '../content/reviews';

const MONTH_YEAR: Record<Lang, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }),
  ar: new Intl.DateTimeFormat('ar-u-nu-latn', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }),
};

/** The words of one card, in the card's language (the review's), whatever the page's. */
function card(
  key: string,
  source: ReviewCardData['source'],
  lang: Lang,
  review: { name: string | null; stars: number; text: string; date: Date; reply: string | null },
): ReviewCardData {
  return {
    key,
    source,
    lang,
    name: review.name ?? t(lang, 'home.reviewAnonymous'),
    anonymous: review.name === null,
    stars: review.stars,
    starsLabel: t(lang, 'home.reviewStars', { stars: review.stars }),
    text: review.text,
    noText: t(lang, 'home.reviewNoText'),
    date: MONTH_YEAR[lang].format(review.date),
    dateTime: review.date.toISOString().slice(0, 10),
    reply: review.reply
      ? { label: t(lang, 'home.reviewReply', { name: BUSINESS.tradeName }), text: review.reply }
      : null,
  };
}

const realCard = (r: Review) =>
  card(r.id, 'client', r.lang, {
    name: r.authorName,
    stars: r.stars,
    text: r.text,
    date: r.createdAt,
    reply: r.reply,
  });

const sampleCard = (s: SampleReview) =>
  card(`sample-${s.name}-${s.publishAt}`, 'sample', DEFAULT_LANG, {
    name: s.name,
    stars: s.stars,
    text: s.text,
    // Noon, Paris time: the month shown is the one written.
    date: new Date(`${s.publishAt}T12:00:00Z`),
    reply: null,
  });

export interface HomeReviews {
  cards: ReviewCardData[];
  /** The published real reviews' count and average (the AggregateRating); null when there are none. */
  rating: { count: number; average: number } | null;
  /** Whether a card is in another language than the page's (the section then says so). */
  otherLanguage: boolean;
}

/**
 * The home page's reviews (docs/reviews.md): the published real ones, the page's language first
 * (newest first), then the other language's; the sample reviews after them until
 * REAL_REVIEWS_REPLACING_SAMPLES real ones are published, then never again.
 */
export async function homeReviews(db: Database, lang: Lang): Promise<HomeReviews> {
  const published = await publishedReviews(db);
  const own = published.items.filter((r) => r.lang === lang);
  const others = published.items.filter((r) => r.lang !== lang);
  const samples = published.count >= REAL_REVIEWS_REPLACING_SAMPLES ? [] : SAMPLE_REVIEWS;
  const cards = [...own.map(realCard), ...others.map(realCard), ...samples.map(sampleCard)];
  return {
    cards,
    rating:
      published.count > 0 && published.average !== null ? { count: published.count, average: published.average } : null,
    otherLanguage: cards.some((c) => c.lang !== lang),
  };
}
