import { addDays, calendarDate, isCalendarDate, type CalendarDate } from './calendar-date';

/**
 * The eleven public holidays of metropolitan France (Code du travail, art. L3133-1), the same
 * every year except for the three that follow Easter. Alsace-Moselle's extra days (Good Friday,
 * 26 December) are not included: the office is in Dijon.
 */
export interface PublicHoliday {
  date: CalendarDate;
  name: string;
}

/** Years the Gregorian computus below is valid for (and a 4-digit year fits 'YYYY-MM-DD'). */
const HOLIDAY_YEARS = { min: 1583, max: 9999 } as const;

/**
 * Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher): integer arithmetic
 * only, exact for every Gregorian year.
 */
export function easterSunday(year: number): CalendarDate {
  if (!Number.isInteger(year) || year < HOLIDAY_YEARS.min || year > HOLIDAY_YEARS.max) {
    throw new RangeError(`année hors calendrier grégorien : ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDate(year, month, day);
}

const cache = new Map<number, PublicHoliday[]>();

/** The year's public holidays, in date order. */
export function frenchPublicHolidays(year: number): PublicHoliday[] {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const fixed = (month: number, day: number, name: string): PublicHoliday => ({
    date: calendarDate(year, month, day),
    name,
  });
  const holidays: PublicHoliday[] = [
    fixed(1, 1, 'Jour de l’an'),
    { date: addDays(easter, 1), name: 'Lundi de Pâques' },
    fixed(5, 1, 'Fête du Travail'),
    fixed(5, 8, 'Victoire 1945'),
    { date: addDays(easter, 39), name: 'Ascension' },
    { date: addDays(easter, 50), name: 'Lundi de Pentecôte' },
    fixed(7, 14, 'Fête nationale'),
    fixed(8, 15, 'Assomption'),
    fixed(11, 1, 'Toussaint'),
    fixed(11, 11, 'Armistice 1918'),
    fixed(12, 25, 'Noël'),
  ].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  cache.set(year, holidays);
  return holidays;
}

/** The holiday's name on that Paris calendar date, or null. A malformed date is no holiday. */
export function frenchHolidayName(date: CalendarDate): string | null {
  if (!isCalendarDate(date)) return null;
  const year = Number(date.slice(0, 4));
  if (year < HOLIDAY_YEARS.min) return null;
  return frenchPublicHolidays(year).find((h) => h.date === date)?.name ?? null;
}

/** True when the Paris calendar date ('YYYY-MM-DD') is a public holiday in metropolitan France. */
export function isFrenchPublicHoliday(date: CalendarDate): boolean {
  return frenchHolidayName(date) !== null;
}
