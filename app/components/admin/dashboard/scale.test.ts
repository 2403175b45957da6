import { describe, expect, it } from 'vitest';
import { niceScale } from './scale';

describe('niceScale', () => {
  it('ends on a round value at or above the maximum', () => {
    expect(niceScale(7, { integer: true })).toEqual([0, 2, 4, 6, 8]);
    expect(niceScale(1234)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(niceScale(90)).toEqual([0, 25, 50, 75, 100]);
  });

  it('keeps whole steps for counts, and an empty year still has an axis', () => {
    expect(niceScale(2, { integer: true })).toEqual([0, 1, 2, 3, 4]);
    expect(niceScale(0, { integer: true })).toEqual([0, 1, 2, 3, 4]);
    expect(niceScale(0)).toEqual([0, 1, 2, 3, 4]);
  });

  it('never ends below the maximum', () => {
    for (const max of [1, 3, 9, 11, 99, 101, 333, 4999, 12345.67]) {
      const ticks = niceScale(max);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
    }
  });
});
