import { isoWeekday, parisDateTime, addDays } from '../../core/calendar-date';
import { BACKUP_COPIES as KEEP } from '../../core/retention';

/**
 * The archives to remove: kept are the newest archive of each of the last 7 days that have one,
 * of the last 4 weeks (Monday to Sunday, Paris time) and of the last 12 months; the rest goes.
 * So the oldest copy is about a year old, and an erased person leaves the backups within a year.
 */
export function archivesToRemove<T extends { at: Date }>(archives: readonly T[]): T[] {
  const newestFirst = [...archives].sort((a, b) => b.at.getTime() - a.at.getTime());
  const kept = new Set<T>();
  const keepNewestPer = (period: (a: T) => string, count: number) => {
    const seen = new Set<string>();
    for (const archive of newestFirst) {
      const key = period(archive);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      kept.add(archive);
    }
  };
  const day = (a: T) => parisDateTime(a.at).date;
  keepNewestPer(day, KEEP.daily);
  keepNewestPer((a) => addDays(day(a), 1 - isoWeekday(day(a))), KEEP.weekly);
  keepNewestPer((a) => day(a).slice(0, 7), KEEP.monthly);
  return newestFirst.filter((a) => !kept.has(a));
}

/** The next instant after `now` whose Paris wall-clock time is `time` (HH:MM). */
export function nextBackupAt(now: Date, time: string): Date {
  const target = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  // Minute by minute over at most two days: simple, and right across daylight saving changes.
  const start = Math.floor(now.getTime() / 60_000) * 60_000 + 60_000;
  for (let t = start; t < start + 2 * 24 * 60 * 60_000; t += 60_000) {
    if (parisDateTime(new Date(t)).minutes === target) return new Date(t);
  }
  return new Date(start + 24 * 60 * 60_000);
}
