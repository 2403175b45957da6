import { weeksIn, withinWorkingDaysIn, workingDaysIn, workingDaysRangeIn } from './counted';
import type { Lang } from './messages';

/**
 * How the French pages word a number of working days (catalogue turnarounds, legalisation steps,
 * postal legs): shorthands for core/counted.ts in French, the one place that words a count in
 * either language (issue 26), so that every page, e-mail and price line says the same thing.
 */

/** « 24 h ouvrées », « 48 h ouvrées », « 5 jours ouvrés »; 0 is « le jour même ». */
export const workingDaysText = (days: number): string => workingDaysIn('fr', days);

/** After « traduit(e) », « livré(e) »: « sous 48 h ouvrées », « dans la journée ». */
export const withinWorkingDays = (days: number): string => withinWorkingDaysIn('fr', days);

/** « 2 à 5 jours ouvrés », « 24 à 48 h ouvrées », or one figure when both ends agree. */
export const workingDaysRangeText = (min: number, max: number): string => workingDaysRangeIn('fr', min, max);

/** About how many weeks a number of working days makes: « environ 5 semaines » (5 working days a week). */
export const weeksText = (workingDays: number): string => weeksIn('fr', workingDays);

/**
 * Working days within which a quote request (and a written question) is answered: one rule for
 * the home page, /devis, /order, /faq, /about and the acknowledgement e-mail (decision 028).
 * Here rather than in request-rules so that pages without a form stay free of zod.
 */
const REPLY_WORKING_DAYS = 1;

/** The quote reply time in a page's or request's language: « sous 24 h ouvrées », « خلال 24 ساعة عمل ». */
export const replyWithinTextIn = (lang: Lang): string => withinWorkingDaysIn(lang, REPLY_WORKING_DAYS);

/** « sous 24 h ouvrées ». */
export const replyWithinText = (): string => replyWithinTextIn('fr');
