import { describe, expect, it } from 'vitest';
import { BUSINESS } from './business';
import { countToShow, googleReviewsToShow, ratingText, whatsappHref } from './trust-rules';

describe('Google reviews (never invented)', () => {
  it('ships without figures: no badge, no AggregateRating', () => {
    expect(BUSINESS.googleReviews).toBeNull();
    expect(googleReviewsToShow(BUSINESS.googleReviews)).toBeNull();
  });

  it('shows real figures, the rating to one decimal', () => {
    expect(googleReviewsToShow({ count: 37, rating: 4.87, url: 'https://g.page/r/abc' })).toEqual({
      count: 37,
      rating: 4.9,
      url: 'https://g.page/r/abc',
    });
    expect(ratingText(4.9)).toBe('4,9');
    expect(ratingText(5)).toBe('5,0');
  });

  it.each([
    ['no review', { count: 0, rating: 5, url: 'https://g.page/r/abc' }],
    ['a count that is not whole', { count: 2.5, rating: 5, url: 'https://g.page/r/abc' }],
    ['a rating above 5', { count: 3, rating: 5.2, url: 'https://g.page/r/abc' }],
    ['a rating below 1', { count: 3, rating: 0, url: 'https://g.page/r/abc' }],
    ['a rating that is not a number', { count: 3, rating: Number.NaN, url: 'https://g.page/r/abc' }],
    ['no page', { count: 3, rating: 4.5, url: '' }],
    ['a page that is not https', { count: 3, rating: 4.5, url: 'javascript:alert(1)' }],
  ])('shows nothing for %s', (_, reviews) => {
    expect(googleReviewsToShow(reviews)).toBeNull();
  });
});

describe('configured counts', () => {
  it('are shown only when real', () => {
    expect(countToShow(BUSINESS.documentsTranslated)).toBeNull();
    expect(countToShow(null)).toBeNull();
    expect(countToShow(0)).toBeNull();
    expect(countToShow(-4)).toBeNull();
    expect(countToShow(12.5)).toBeNull();
    expect(countToShow(1200)).toBe(1200);
  });
});

describe('WhatsApp link', () => {
  it('is https://wa.me/ and the digits of the number', () => {
    expect(whatsappHref('+33 6 00 00 00 00')).toBe('https://wa.me/33600000000');
    expect(whatsappHref(BUSINESS.whatsappNumber)).toMatch(/^https:\/\/wa\.me\/\d{8,15}$/);
  });

  it('can carry a first message', () => {
    expect(whatsappHref('33600000000', 'Bonjour, un devis ?')).toBe(
      'https://wa.me/33600000000?text=Bonjour%2C%20un%20devis%20%3F',
    );
  });
});
