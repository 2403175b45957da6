/**
 * Calendar dates as 'YYYY-MM-DD' strings: what a person means by « le jeudi 27 novembre »,
 * with no time and no zone. Arithmetic goes through a day number (days since 1970-01-01)
 * computed with Date.UTC, so the machine's time zone and daylight saving never shift a day.
 */
export type CalendarDate = string;

const PARIS_TIME_ZONE = 'Europe/Paris';

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

class CalendarDateError extends Error {}

/** True for a real date written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDate(text: unknown): text is CalendarDate {
  if (typeof text !== 'string') return false;
  const m = SHAPE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date from its parts (month 1–12). */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isCalendarDate(text)) throw new CalendarDateError(`date invalide : ${text}`);
  return text;
}

/** Days since 1970-01-01; throws on a malformed date. */
export function toDayNumber(date: CalendarDate): number {
  if (!isCalendarDate(date)) throw new CalendarDateError(`date invalide : « ${String(date)} » (attendu AAAA-MM-JJ)`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / MS_PER_DAY;
}

export function fromDayNumber(day: number): CalendarDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** 1 = Monday … 7 = Sunday (ISO). */
export function isoWeekday(date: CalendarDate): number {
  const jsDay = new Date(toDayNumber(date) * MS_PER_DAY).getUTCDay();
  return jsDay === 0 ? 7 : jsDay;
}

export function isWeekend(date: CalendarDate): boolean {
  return isoWeekday(date) >= 6;
}

/** A UTC noon instant of the date: safe to hand to Intl with timeZone 'UTC' for names of days and months. */
export function utcNoonOf(date: CalendarDate): Date {
  return new Date(toDayNumber(date) * MS_PER_DAY + MS_PER_DAY / 2);
}

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Paris calendar date and wall-clock time of an instant, across daylight saving changes. */
export function parisDateTime(instant: Date): { date: CalendarDate; minutes: number } {
  if (Number.isNaN(instant.getTime())) throw new CalendarDateError('instant invalide');
  const parts: Record<string, string> = {};
  for (const p of parisParts.formatToParts(instant)) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
