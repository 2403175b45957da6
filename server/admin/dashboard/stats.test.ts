import { describe, expect, it } from 'vitest';
import { lastMonths, parisMonth } from './stats';

describe('dashboard months', () => {
  it('counts a payment at 00:30 on the 1st (Paris) for that month', () => {
    expect(parisMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(parisMonth(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07');
  });

  it('lists the last 12 months across a year boundary, oldest first', () => {
    const months = lastMonths(new Date('2026-02-15T12:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
    expect(months).toContain('2025-12');
    expect(months).toContain('2026-01');
  });
});
