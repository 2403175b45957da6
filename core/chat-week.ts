/**
 * The chat hours as the back office edits them (issue 30, decision 072): one row per day, closed
 * or open, with one or two time ranges. The stored form stays the opening-hours syntax the server
 * validates (`mon-fri 09:00-18:00; sat 10:00-12:00`, core/chat-schedule.ts); these two pure
 * functions go from one to the other, so the translator never reads or types that syntax.
 */
import { parseOpenHours } from './chat-schedule';
import { ref } from './messages';

/** Times as `<input type="time">` gives them: « HH:MM », or '' while unfilled. */
export interface TimeRange {
  start: string;
  end: string;
}

export interface WeekDay {
  open: boolean;
  /** One range, or two for a break (lunch). Kept while closed, so reopening brings them back. */
  ranges: TimeRange[];
}

/** Seven days, Monday first. */
export type Week = WeekDay[];

/** A day's problem, worded by the form (a catalogue reference, decision 040). */
export interface WeekProblem {
  day: number;
  message: string;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const MAX_RANGES_PER_DAY = 2;
/** What a newly opened day offers. */
export const NEW_RANGE: TimeRange = { start: '09:00', end: '18:00' };
export const ALWAYS_OPEN = 'mon-sun 00:00-24:00';

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * A time input cannot hold 24:00: midnight at the end of a range is shown as 00:00, and an end of
 * 00:00 is read back as midnight at the end of the day.
 */
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const endMinute = (time: string) => (time === '00:00' ? 1440 : minuteOf(time));
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The week the syntax describes (throws OpenHoursError on a text the server would refuse). */
export function weekFromHours(text: string): Week {
  const slots = parseOpenHours(text);
  return DAYS.map((_, day) => {
    const ranges = slots
      .filter((s) => s.day === day)
      .map((s) => ({ start: hhmm(s.start), end: s.end === 1440 ? '00:00' : hhmm(s.end) }));
    return ranges.length ? { open: true, ranges } : { open: false, ranges: [{ ...NEW_RANGE }] };
  });
}

/** The day's open ranges in minutes, sorted, or the day's problem. */
function dayRanges(day: WeekDay): { start: number; end: number }[] | { problem: string } {
  if (day.ranges.length === 0) return { problem: ref('adminHours.timeMissing') };
  const out: { start: number; end: number }[] = [];
  for (const r of day.ranges) {
    if (!TIME.test(r.start) || !TIME.test(r.end)) return { problem: ref('adminHours.timeMissing') };
    const [start, end] = [minuteOf(r.start), endMinute(r.end)];
    if (end <= start) return { problem: ref('adminHours.endBeforeStart') };
    out.push({ start, end });
  }
  out.sort((a, b) => a.start - b.start);
  for (let i = 1; i < out.length; i++)
    if (out[i]!.start < out[i - 1]!.end) return { problem: ref('adminHours.rangesOverlap') };
  return out;
}

/**
 * The syntax the week stands for, days with the same ranges written as one run
 * (`mon-fri 09:00-12:00; mon-fri 14:00-18:00; sat 10:00-12:00`), or each day's problem.
 */
export function hoursFromWeek(week: Week): { hours: string } | { problems: WeekProblem[] } {
  const problems: WeekProblem[] = [];
  const perDay: string[][] = week.map((day, index) => {
    if (!day.open) return [];
    const ranges = dayRanges(day);
    if ('problem' in ranges) {
      problems.push({ day: index, message: ranges.problem });
      return [];
    }
    return ranges.map((r) => `${hhmm(r.start)}-${r.end === 1440 ? '24:00' : hhmm(r.end)}`);
  });
  if (problems.length) return { problems };
  if (perDay.every((ranges) => ranges.length === 0))
    return { problems: [{ day: -1, message: ref('adminHours.noOpenDay') }] };
  const segments: string[] = [];
  let from = 0;
  // Runs of consecutive days with identical ranges, Monday to Sunday (the syntax's own order).
  for (let day = 1; day <= 7; day++) {
    if (day < 7 && perDay[day]!.join() === perDay[from]!.join()) continue;
    const days = day - 1 === from ? DAYS[from]! : `${DAYS[from]}-${DAYS[day - 1]}`;
    for (const range of perDay[from]!) segments.push(`${days} ${range}`);
    from = day;
  }
  return { hours: segments.join('; ') };
}
