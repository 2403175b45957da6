import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './worker';

const base = { baseDelayMs: 30_000, maxDelayMs: 60_000 };

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure, then a minute at most (no jitter at the midpoint)', () => {
    const schedule = [1, 2, 3, 4, 5].map((n) => retryDelayMs(n, { ...base, random: () => 0.5 }));
    expect(schedule).toEqual([30_000, 60_000, 60_000, 60_000, 60_000]);
  });

  it('never exceeds a minute, even with the jitter and huge attempt counts', () => {
    for (const n of [8, 9, 20, 100, 10_000]) {
      expect(retryDelayMs(n, { ...base, random: () => 0.999 })).toBe(60_000);
      expect(retryDelayMs(n, { ...base, random: () => 0 })).toBe(48_000);
    }
  });

  it('keeps the longer schedule when a longer cap is given', () => {
    const hour = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, random: () => 0.5 };
    expect([1, 2, 3, 8].map((n) => retryDelayMs(n, hour))).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });

  it('spreads retries by ±20 %', () => {
    expect(retryDelayMs(1, { ...base, random: () => 0 })).toBe(24_000);
    expect(retryDelayMs(1, { ...base, random: () => 0.9999999 })).toBe(36_000);
    expect(retryDelayMs(2, { ...base, random: () => 0.25 })).toBe(54_000);
  });

  it('treats a zero or negative attempt count as the first retry', () => {
    expect(retryDelayMs(0, { ...base, random: () => 0.5 })).toBe(30_000);
  });
});
