import { describe, expect, it } from 'vitest';
import { ORDER_REFERENCE_PATTERN } from '../../core/request-rules';
import { newOrderReference, ORDER_REFERENCE } from '../orders/reference';
import { newQuoteReference, QUOTE_REFERENCE } from './service';

describe('references', () => {
  it('checks order references in the browser exactly as the server makes them', () => {
    expect(ORDER_REFERENCE_PATTERN.source).toBe(ORDER_REFERENCE.source);
    for (let i = 0; i < 200; i++) expect(ORDER_REFERENCE_PATTERN.test(newOrderReference())).toBe(true);
  });

  it('gives quotes their own DV- references', () => {
    const refs = new Set(Array.from({ length: 200 }, newQuoteReference));
    for (const ref of refs) expect(ref).toMatch(QUOTE_REFERENCE);
    expect(refs.size).toBe(200);
  });
});
