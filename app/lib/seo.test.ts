import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../core/business';
import { googleReviewsToShow } from '../../core/trust-rules';
import { localBusinessJsonLd } from './seo';

describe('LocalBusiness structured data and reviews (decision 031)', () => {
  it('has no AggregateRating with the shipped configuration', () => {
    const data = localBusinessJsonLd('https://ex.fr', undefined, googleReviewsToShow(BUSINESS.googleReviews));
    expect(data).not.toHaveProperty('aggregateRating');
    // The local landing page passes none: the configuration decides there too.
    expect(localBusinessJsonLd('https://ex.fr')).not.toHaveProperty('aggregateRating');
    expect(JSON.stringify(data)).not.toMatch(/rating/i);
  });

  it('carries the configured Google figures, and only those', () => {
    const reviews = googleReviewsToShow({ count: 37, rating: 4.86, url: 'https://g.page/r/abc' });
    expect(localBusinessJsonLd('https://ex.fr', undefined, reviews)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 37, bestRating: 5, worstRating: 1 },
    });
  });
});
