import { z } from 'zod';
import { isCalendarDate, toDayNumber, type CalendarDate } from './calendar-date';
import { DELIVERY_LIMITS, type ClosedDay, type DeliverySettings } from './delivery-date';
import { ref } from './messages';

/**
 * The admin's delivery settings (cut-off hour, closed days) as she types them, validated once
 * here so estimateDelivery never sees a bad value. Stored as one app_settings row (see
 * docs/decisions/022-delivery-dates.md); until she saves, the defaults apply.
 */
export const DELIVERY_SETTINGS_DEFAULTS: DeliverySettings = { cutoffHour: 12, closedDays: [] };

const DELIVERY_SETTINGS_LIMITS = {
  /** Closed days or periods kept in the list. */
  maxClosures: 100,
  /** One closure's length in days: longer would be a closed business, not a closure. */
  maxClosureDays: 366,
} as const;

/** The settings' messages (texts in core/messages, domain adminDelivery), with their limits filled in. */
const MESSAGE = {
  cutoffHour: () => ref('adminDelivery.cutoffHour'),
  closedDayFormat: () => ref('adminDelivery.closedDayFormat'),
  closedRangeOrder: () => ref('adminDelivery.closedRangeOrder'),
  closedRangeLength: () => ref('adminDelivery.closedRangeLength', { max: DELIVERY_SETTINGS_LIMITS.maxClosureDays }),
  tooLong: () => ref('adminDelivery.tooLong', { max: DELIVERY_SETTINGS_LIMITS.maxClosureDays }),
  tooMany: () => ref('adminDelivery.tooMany', { max: DELIVERY_SETTINGS_LIMITS.maxClosures }),
  days: () => ref('adminDelivery.days', { max: DELIVERY_LIMITS.maxDays }),
  postalOrder: () => ref('adminDelivery.postalOrder'),
  bodyRequired: () => ref('adminDelivery.bodyRequired'),
} as const;

const calendarDateSchema = z.string().refine(isCalendarDate, { error: MESSAGE.closedDayFormat });

const closedDaySchema = z.union([
  calendarDateSchema,
  z
    .object({ from: calendarDateSchema, to: calendarDateSchema }, { error: MESSAGE.closedDayFormat })
    .refine((r) => r.from <= r.to, { error: MESSAGE.closedRangeOrder })
    // zod still runs these when a date failed: a bad date is its own problem, not a crash here.
    .refine(
      (r) =>
        !isCalendarDate(r.from) ||
        !isCalendarDate(r.to) ||
        toDayNumber(r.to) - toDayNumber(r.from) < DELIVERY_SETTINGS_LIMITS.maxClosureDays,
      { error: MESSAGE.closedRangeLength },
    ),
]);

const first = (c: ClosedDay): CalendarDate => (typeof c === 'string' ? c : c.from);
const last = (c: ClosedDay): CalendarDate => (typeof c === 'string' ? c : c.to);

/** Closures sorted by start, a one-day period written as its date, exact duplicates dropped. */
function normaliseClosedDays(days: readonly ClosedDay[]): ClosedDay[] {
  const seen = new Set<string>();
  const out: ClosedDay[] = [];
  for (const c of days) {
    const one: ClosedDay = first(c) === last(c) ? first(c) : { from: first(c), to: last(c) };
    const key = JSON.stringify(one);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(one);
    }
  }
  return out.sort((a, b) => (first(a) < first(b) ? -1 : first(a) > first(b) ? 1 : last(a) < last(b) ? -1 : 1));
}

/**
 * The longest stretch of closures, merging those less than a week apart (the days between may
 * all be weekends and holidays). Bounding it keeps estimateDelivery's search for the next office
 * day short: a gap of a week or more always holds an office day.
 */
export function longestClosure(days: readonly ClosedDay[]): number {
  let longest = 0;
  let run: [number, number] | null = null;
  // Malformed entries are reported by their own schema; skip them here.
  const valid = days.filter((c) => isCalendarDate(first(c)) && isCalendarDate(last(c)) && first(c) <= last(c));
  for (const c of normaliseClosedDays(valid)) {
    const [from, to] = [toDayNumber(first(c)), toDayNumber(last(c))];
    if (run && from <= run[1] + 7) run[1] = Math.max(run[1], to);
    else run = [from, to];
    longest = Math.max(longest, run[1] - run[0] + 1);
  }
  return longest;
}

export const deliverySettingsSchema = z.object(
  {
    cutoffHour: z
      .number({ error: MESSAGE.cutoffHour })
      .int({ error: MESSAGE.cutoffHour })
      .min(0, { error: MESSAGE.cutoffHour })
      .max(24, { error: MESSAGE.cutoffHour }),
    closedDays: z
      .array(closedDaySchema, { error: MESSAGE.closedDayFormat })
      .max(DELIVERY_SETTINGS_LIMITS.maxClosures, { error: MESSAGE.tooMany })
      .refine((days) => longestClosure(days) <= DELIVERY_SETTINGS_LIMITS.maxClosureDays, { error: MESSAGE.tooLong })
      .transform(normaliseClosedDays),
  },
  { error: MESSAGE.bodyRequired },
);

/** Drops closures that ended before `today` (Paris date), so the stored list does not grow forever. */
export function withoutPastClosures(settings: DeliverySettings, today: CalendarDate): DeliverySettings {
  return { ...settings, closedDays: settings.closedDays.filter((c) => last(c) >= today) };
}

/** One row of the admin's list of closures (issue 30): « Du » and « Au » as date inputs give them, '' when empty. */
export interface ClosureRow {
  from: string;
  to: string;
}

/** The stored closures as rows: a single day has no « Au ». */
export function closureRows(days: readonly ClosedDay[]): ClosureRow[] {
  return days.map((c) => (typeof c === 'string' ? { from: c, to: '' } : { from: c.from, to: c.to }));
}

/**
 * The admin's rows as closures, checked with the server's own rules, or the first problem with
 * its row (null for a problem of the whole list). Empty rows are skipped; « Au » left empty or
 * equal to « Du » is a single day.
 */
export function closedDaysFromRows(
  rows: readonly ClosureRow[],
): { closedDays: ClosedDay[] } | { error: string; row: number | null } {
  const out: ClosedDay[] = [];
  for (const [row, { from, to }] of rows.entries()) {
    if (!from.trim() && !to.trim()) continue;
    const parsed = closedDaySchema.safeParse(to.trim() && to !== from ? { from, to } : from);
    if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? MESSAGE.closedDayFormat(), row };
    out.push(parsed.data);
  }
  if (out.length > DELIVERY_SETTINGS_LIMITS.maxClosures) return { error: MESSAGE.tooMany(), row: null };
  if (longestClosure(out) > DELIVERY_SETTINGS_LIMITS.maxClosureDays) return { error: MESSAGE.tooLong(), row: null };
  return { closedDays: normaliseClosedDays(out) };
}

/** The timing fields a catalogue row would carry (see the decision record), validated the same way. */
export const workingDaysSchema = z
  .number({ error: MESSAGE.days })
  .int({ error: MESSAGE.days })
  .min(0, { error: MESSAGE.days })
  .max(DELIVERY_LIMITS.maxDays, { error: MESSAGE.days });

export const postalLegSchema = z
  .object({ minDays: workingDaysSchema, maxDays: workingDaysSchema })
  .refine((p) => p.maxDays >= p.minDays, { error: MESSAGE.postalOrder });
