import { DAY_S, HOUR_S } from './cookie-lifetimes';
import { t, type Lang } from './messages';

/**
 * Every number with its counted noun, in the page's or e-mail's language (issue 26): the words
 * are the catalogue's plural keys (counts.*, six forms in Arabic, chosen by Intl.PluralRules), so
 * « 7 أيام » and « 11 يومًا » come from one place, never from a noun pasted after a number.
 */

/** « 3 ans » / « 3 سنوات ». */
export const yearsIn = (lang: Lang, count: number): string => t(lang, 'counts.years', { count });
/** « 12 mois » / « 12 شهرًا ». */
export const monthsIn = (lang: Lang, count: number): string => t(lang, 'counts.months', { count });
/** « 90 jours » / « 90 يومًا ». */
export const daysIn = (lang: Lang, count: number): string => t(lang, 'counts.days', { count });

/** « 3 pages » / « 3 صفحات », on their own (price lines, summaries). */
export const pagesIn = (lang: Lang, count: number): string => t(lang, 'orderPrice.pages', { count });
/** « 2 documents » / « وثيقتان ». */
export const documentsIn = (lang: Lang, count: number): string => t(lang, 'orderPrice.documents', { count });

/** « 45 minutes », « 2 heures », « 1 heure 30 » / « 45 دقيقة », « ساعتين », « ساعة واحدة و30 دقيقة ». */
export function minutesIn(lang: Lang, count: number): string {
  if (count < 60) return t(lang, 'counts.minutes', { count });
  const hours = t(lang, 'counts.hours', { count: Math.floor(count / 60) });
  const rest = count % 60;
  if (rest === 0) return hours;
  // French writes the clock's minutes (« 1 heure 05 »); Arabic counts them (« و5 دقائق »).
  const minutes = lang === 'fr' ? String(rest).padStart(2, '0') : t(lang, 'counts.minutes', { count: rest });
  return t(lang, 'counts.hoursAndMinutes', { hours, minutes });
}

/**
 * A number of working days as the site words it everywhere (catalogue turnarounds, legalisation
 * steps, postal legs): one and two days in hours, as the trade says them (« 24 h ouvrées »,
 * « 48 ساعة عمل »); 0 is « le jour même ».
 */
export function workingDaysIn(lang: Lang, days: number): string {
  if (days <= 0) return t(lang, 'counts.sameDay');
  if (days <= 2) return t(lang, 'counts.workingHours', { count: days * 24 });
  return t(lang, 'counts.workingDays', { count: days });
}

/** After « traduit(e) », « livré(e) »: « sous 48 h ouvrées », « dans la journée » / « خلال 48 ساعة عمل ». */
export const withinWorkingDaysIn = (lang: Lang, days: number): string =>
  days <= 0 ? t(lang, 'counts.withinSameDay') : t(lang, 'counts.within', { delay: workingDaysIn(lang, days) });

/** « 2 à 5 jours ouvrés », « 24 à 48 h ouvrées », or one figure when both ends agree. */
export function workingDaysRangeIn(lang: Lang, min: number, max: number): string {
  const [lo, hi] = min <= max ? [min, max] : [max, min];
  if (lo === hi) return workingDaysIn(lang, lo);
  if (lo <= 0) return t(lang, 'counts.sameDayTo', { delay: workingDaysIn(lang, hi) });
  if (hi <= 2) return t(lang, 'counts.workingHoursRange', { from: lo * 24, count: hi * 24 });
  return t(lang, 'counts.workingDaysRange', { from: lo, count: hi });
}

/** About how many weeks a number of working days makes (5 a week): « environ 5 semaines ». */
export const weeksIn = (lang: Lang, workingDays: number): string =>
  t(lang, 'counts.weeks', { count: Math.max(1, Math.round(workingDays / 5)) });

/** A cookie's lifetime as the cookie policy says it: « 1 heure », « 7 jours », « 1 an » (whole years in years). */
export function lifetimeIn(lang: Lang, seconds: number): string {
  if (seconds % (365 * DAY_S) === 0) return yearsIn(lang, seconds / (365 * DAY_S));
  if (seconds % DAY_S === 0) return daysIn(lang, seconds / DAY_S);
  return t(lang, 'counts.hours', { count: seconds / HOUR_S });
}
