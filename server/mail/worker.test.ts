import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './worker';

const base = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };

describe('retryDelayMs', () => {
  it('doubles from 30 s after each failure (no jitter at the midpoint)', () => {
    const schedule = [1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, { ...base, random: () => 0.5 }));
    expect(schedule).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
  });

  it('never exceeds one hour, even with the jitter and huge attempt counts', () => {
    for (const n of [8, 9, 20, 100, 10_000]) {
      expect(retryDelayMs(n, { ...base, random: () => 0.999 })).toBe(3_600_000);
      expect(retryDelayMs(n, { ...base, random: () => 0 })).toBe(2_880_000);
    }
  });

  it('spreads retries by ±20 %', () => {
    expect(retryDelayMs(1, { ...base, random: () => 0 })).toBe(24_000);
    expect(retryDelayMs(1, { ...base, random: () => 0.9999999 })).toBe(36_000);
    expect(retryDelayMs(3, { ...base, random: () => 0.25 })).toBe(108_000);
  });

  it('treats a zero or negative attempt count as the first retry', () => {
    expect(retryDelayMs(0, { ...base, random: () => 0.5 })).toBe(30_000);
  });
});
