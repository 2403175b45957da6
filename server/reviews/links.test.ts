import { describe, expect, it } from 'vitest';
import { checkReviewLink, reviewLinkKey, signReviewLink } from './links';

const key = reviewLinkKey('x'.repeat(32));
const now = new Date('2026-11-28T10:00:00Z');

describe('review links (docs/reviews.md)', () => {
  it('open their order for 60 days, then only say they expired', () => {
    const { token, expiresAt } = signReviewLink(key, 'TR-7K3F9Q2M', now);
    expect(expiresAt.toISOString()).toBe('2027-01-27T10:00:00.000Z');
    expect(checkReviewLink(key, token, now)).toEqual({ state: 'valid', orderId: 'TR-7K3F9Q2M' });
    expect(checkReviewLink(key, token, new Date(expiresAt.getTime() + 1000))).toEqual({
      state: 'expired',
      orderId: 'TR-7K3F9Q2M',
    });
  });

  it('cannot be altered, forged with another key, or spelt another way', () => {
    const { token } = signReviewLink(key, 'TR-7K3F9Q2M', now);
    const [id, expires, sig] = token.split('.') as [string, string, string];
    const invalid = { state: 'invalid' };
    expect(checkReviewLink(key, `TR-7K3F9Q2N.${expires}.${sig}`, now)).toEqual(invalid);
    expect(checkReviewLink(key, `${id}.${Number(expires) + 86_400}.${sig}`, now)).toEqual(invalid);
    expect(checkReviewLink(reviewLinkKey('y'.repeat(32)), token, now)).toEqual(invalid);
    expect(checkReviewLink(key, `${token}=`, now)).toEqual(invalid);
    expect(checkReviewLink(key, `${id}.${expires}`, now)).toEqual(invalid);
    expect(checkReviewLink(key, '', now)).toEqual(invalid);
  });
});
