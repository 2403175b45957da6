import { describe, expect, it } from 'vitest';
import { countCartItems } from './use-cart-count';

describe('countCartItems', () => {
  it('counts the items of localStorage, else of the cookie, and nothing for garbage', () => {
    expect(countCartItems('[{"numberOfPages":1}]', undefined)).toBe(1);
    expect(countCartItems(null, '[{"numberOfPages":1},{"numberOfPages":2}]')).toBe(2);
    expect(countCartItems('[{oops', '{"numberOfPages":1}')).toBe(1);
    expect(countCartItems('[]', undefined)).toBe(0);
    expect(countCartItems('"text"', '42')).toBe(0);
    expect(countCartItems(null, undefined)).toBe(0);
  });
});
