/**
 * How the site words a number of working days (catalogue turnarounds, legalisation steps,
 * postal legs), so that every page, e-mail and price line says the same thing for the same
 * figure. One and two days read as the trade says them (« 24 h ouvrées », « 48 h ouvrées »).
 */

/** « 24 h ouvrées », « 48 h ouvrées », « 5 jours ouvrés »; 0 is « le jour même ». */
export function workingDaysText(days: number): string {
  if (days <= 0) return 'le jour même';
  if (days <= 2) return `${days * 24}\u00a0h ouvrées`;
  return `${days}\u00a0jours ouvrés`;
}

/** After « traduit(e) », « livré(e) »: « sous 48 h ouvrées », « dans la journée ». */
export function withinWorkingDays(days: number): string {
  return days <= 0 ? 'dans la journée' : `sous ${workingDaysText(days)}`;
}

/** « 2 à 5 jours ouvrés », « 24 à 48 h ouvrées », or one figure when both ends agree. */
export function workingDaysRangeText(min: number, max: number): string {
  const [lo, hi] = min <= max ? [min, max] : [max, min];
  if (lo === hi) return workingDaysText(lo);
  if (lo <= 0) return `le jour même à ${workingDaysText(hi)}`;
  if (hi <= 2) return `${lo * 24} à ${hi * 24}\u00a0h ouvrées`;
  return `${lo} à ${hi}\u00a0jours ouvrés`;
}

/** About how many weeks a number of working days makes: « environ 5 semaines » (5 working days a week). */
export function weeksText(workingDays: number): string {
  const weeks = Math.max(1, Math.round(workingDays / 5));
  return `environ ${weeks}\u00a0semaine${weeks > 1 ? 's' : ''}`;
}

/**
 * Working days within which a quote request (and a written question) is answered: one rule for
 * the home page, /devis, /order, /faq, /about and the acknowledgement e-mail (decision 028).
 * Here rather than in request-rules so that pages without a form stay free of zod.
 */
const REPLY_WORKING_DAYS = 1;
/** « sous 24 h ouvrées ». */
export const replyWithinText = (): string => withinWorkingDays(REPLY_WORKING_DAYS);

/**
 * The same wordings in Arabic (decision 032), Latin digits: « 24 ساعة عمل », « 3 أيام عمل »,
 * « 12 يوم عمل ». Here rather than in the catalogue because the noun agrees with the number.
 */
export function arabicWorkingDaysText(days: number): string {
  if (days <= 0) return 'في اليوم نفسه';
  if (days <= 2) return `${days * 24} ساعة عمل`;
  return days <= 10 ? `${days} أيام عمل` : `${days} يوم عمل`;
}

/** « خلال 48 ساعة عمل », « في اليوم نفسه ». */
export function arabicWithinWorkingDays(days: number): string {
  return days <= 0 ? arabicWorkingDaysText(0) : `خلال ${arabicWorkingDaysText(days)}`;
}

/** The quote reply time in a page's or request's language: « sous 24 h ouvrées », « خلال 24 ساعة عمل ». */
export const replyWithinTextIn = (lang: 'fr' | 'ar'): string =>
  lang === 'ar' ? arabicWithinWorkingDays(REPLY_WORKING_DAYS) : replyWithinText();
