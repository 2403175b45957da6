import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber, isCalendarDate, isoWeekday, parisDateTime, toDayNumber } from './calendar-date';

describe('calendar dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate(20260101)).toBe(false);
    expect(() => toDayNumber('demain')).toThrow('date invalide');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-26')).toBe(4);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('round-trips day numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 2_900_000 }), (n) => {
        expect(toDayNumber(fromDayNumber(n))).toBe(n);
      }),
    );
  });

  it('reads instants in Paris time, summer and winter, whatever the machine zone', () => {
    // Winter (UTC+1) and summer (UTC+2).
    expect(parisDateTime(new Date('2026-01-15T11:30:00Z'))).toEqual({ date: '2026-01-15', minutes: 12 * 60 + 30 });
    expect(parisDateTime(new Date('2026-07-15T11:30:00Z'))).toEqual({ date: '2026-07-15', minutes: 13 * 60 + 30 });
    // The UTC day is not the Paris day near midnight.
    expect(parisDateTime(new Date('2026-03-29T22:30:00Z')).date).toBe('2026-03-30');
    expect(parisDateTime(new Date('2026-10-25T22:30:00Z'))).toEqual({ date: '2026-10-25', minutes: 23 * 60 + 30 });
    // The DST switches themselves: 02:00 → 03:00 on 29 March, 03:00 → 02:00 on 25 October 2026.
    expect(parisDateTime(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', minutes: 3 * 60 });
    expect(parisDateTime(new Date('2026-10-25T01:30:00Z'))).toEqual({ date: '2026-10-25', minutes: 2 * 60 + 30 });
    expect(() => parisDateTime(new Date('nope'))).toThrow('instant invalide');
  });
});
