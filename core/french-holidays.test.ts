import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekday, toDayNumber } from './calendar-date';
import { easterSunday, frenchHolidayName, frenchPublicHolidays, isFrenchPublicHoliday } from './french-holidays';

const datesOf = (year: number) => frenchPublicHolidays(year).map((h) => h.date);

describe('French public holidays', () => {
  it('lists 2025 (Easter 20 April)', () => {
    expect(datesOf(2025)).toEqual([
      '2025-01-01',
      '2025-04-21',
      '2025-05-01',
      '2025-05-08',
      '2025-05-29',
      '2025-06-09',
      '2025-07-14',
      '2025-08-15',
      '2025-11-01',
      '2025-11-11',
      '2025-12-25',
    ]);
  });

  it('lists 2026 (Easter 5 April; 8 May is a Friday, Ascension 14 May)', () => {
    expect(datesOf(2026)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('lists 2027 (early Easter, 28 March)', () => {
    expect(datesOf(2027)).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });

  it('lists 2030 (Easter 21 April)', () => {
    expect(datesOf(2030)).toEqual([
      '2030-01-01',
      '2030-04-22',
      '2030-05-01',
      '2030-05-08',
      '2030-05-30',
      '2030-06-10',
      '2030-07-14',
      '2030-08-15',
      '2030-11-01',
      '2030-11-11',
      '2030-12-25',
    ]);
  });
});

describe('French public holidays: names, Easter and Ascension', () => {
  it('names the days and answers on calendar dates', () => {
    expect(frenchHolidayName('2026-05-14')).toBe('Ascension');
    expect(frenchHolidayName('2026-04-06')).toBe('Lundi de Pâques');
    expect(frenchHolidayName('2026-05-25')).toBe('Lundi de Pentecôte');
    expect(isFrenchPublicHoliday('2026-07-14')).toBe(true);
    expect(isFrenchPublicHoliday('2026-11-26')).toBe(false);
    // Easter Sunday and Whit Sunday are Sundays, not extra holidays; Good Friday is Alsace-Moselle only.
    expect(isFrenchPublicHoliday('2026-04-05')).toBe(false);
    expect(isFrenchPublicHoliday('2026-04-03')).toBe(false);
    expect(isFrenchPublicHoliday('2026-12-26')).toBe(false);
  });

  it('treats malformed dates as no holiday instead of throwing', () => {
    expect(isFrenchPublicHoliday('2026-02-30')).toBe(false);
    expect(isFrenchPublicHoliday('14/07/2026')).toBe(false);
    expect(isFrenchPublicHoliday('')).toBe(false);
  });

  it('matches known Easter dates, including the extremes', () => {
    expect(easterSunday(1818)).toBe('1818-03-22');
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(1943)).toBe('1943-04-25');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(() => easterSunday(1200)).toThrow(RangeError);
  });

  it('puts Easter on a Sunday between 22 March and 25 April, every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const easter = easterSunday(year);
        expect(isoWeekday(easter)).toBe(7);
        const y = String(year).padStart(4, '0');
        expect(toDayNumber(easter)).toBeGreaterThanOrEqual(toDayNumber(`${y}-03-22`));
        expect(toDayNumber(easter)).toBeLessThanOrEqual(toDayNumber(`${y}-04-25`));
      }),
      { numRuns: 2000 },
    );
  });

  it('lets Ascension fall on 1 May (2008): one day off, two names', () => {
    expect(
      frenchPublicHolidays(2008)
        .filter((h) => h.date === '2008-05-01')
        .map((h) => h.name)
        .sort(),
    ).toEqual(['Ascension', 'Fête du Travail']);
    expect(isFrenchPublicHoliday('2008-05-01')).toBe(true);
  });

  it('has eleven holidays a year, Ascension on a Thursday and the Easter Mondays on Mondays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const list = frenchPublicHolidays(year);
        expect(list).toHaveLength(11);
        // Only Ascension can land on a fixed holiday (1 or 8 May).
        expect(new Set(list.map((h) => h.date)).size).toBeGreaterThanOrEqual(10);
        const byName = Object.fromEntries(list.map((h) => [h.name, h.date]));
        expect(isoWeekday(byName['Ascension']!)).toBe(4);
        expect(isoWeekday(byName['Lundi de Pâques']!)).toBe(1);
        expect(isoWeekday(byName['Lundi de Pentecôte']!)).toBe(1);
      }),
    );
  });
});
