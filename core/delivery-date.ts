import {
  addDays,
  isCalendarDate,
  isWeekend,
  parisDateTime,
  toDayNumber,
  utcNoonOf,
  type CalendarDate,
} from './calendar-date';
import { isFrenchPublicHoliday } from './french-holidays';

/**
 * The estimated delivery date of an order: one pure rule, used for the estimate shown before
 * payment (/services, /panier, with « now » as the payment instant) and for the date promised at
 * payment (stored with the order, shown on the confirmation, the e-mails and the order pages,
 * and the admin's due date). See docs/decisions/022-delivery-dates.md.
 *
 * The office works Monday to Friday, except French public holidays and the days the admin has
 * closed. A payment on an office day before the cut-off hour (Paris time) starts counting that
 * day; otherwise the next office day. The work (translation, then each legalisation step) takes
 * whole office days; the order is due on the day the last one ends. A paper delivery then
 * travels a postal leg counted in postal days (Monday to Friday except public holidays; the
 * office's own closed days do not stop La Poste), which gives a range.
 */

/** A day the office is closed, or an inclusive range of them (leave, bridges). */
export type ClosedDay = CalendarDate | { from: CalendarDate; to: CalendarDate };

/** Admin settings (one set for the whole site). */
export interface DeliverySettings {
  /** Paris hour, 0–24: a payment at or after it counts from the next office day (24 = no cut-off). */
  cutoffHour: number;
  closedDays: readonly ClosedDay[];
}

/** A paper delivery's postal leg, in postal working days after the day it is sent. */
interface PostalLeg {
  minDays: number;
  maxDays: number;
}

/** What the order chose, in office working days (catalogue fields). */
export interface DeliveryOrder {
  /** The instant of payment (or « now » for an estimate before payment). */
  paidAt: Date;
  /** Turnaround of the chosen delivery method: office days to translate, certify and send. */
  turnaroundDays: number;
  /** The « Urgent » option's turnaround when chosen (1 = 24 h ouvrées); replaces the method's when shorter. */
  urgentDays?: number | null;
  /** Office days each chosen legalisation step adds (mairie, ministère, ambassade…), in order. */
  legalisationDays?: readonly number[];
  /** Postal leg for paper deliveries; absent or null for e-mail and pickup at the office. */
  postal?: PostalLeg | null;
}

export interface DeliveryEstimate {
  /** Office day the work starts: the payment day, or the next office day after the cut-off. */
  startsOn: CalendarDate;
  /** Office day the order is sent, e-mailed or ready to collect: the admin's due date. */
  dueOn: CalendarDate;
  /** What the customer is told: one day (earliest = latest) or the postal range. */
  earliest: CalendarDate;
  latest: CalendarDate;
}

export const DELIVERY_LIMITS = {
  /** Any one turnaround, legalisation step or postal leg, in working days. */
  maxDays: 90,
  /** Longest run of days searched for the next working day (a closed year plus holidays). */
  searchDays: 800,
} as const;

export class DeliveryRuleError extends RangeError {}

function wholeDays(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > DELIVERY_LIMITS.maxDays) {
    throw new DeliveryRuleError(
      `${what} : un nombre entier de jours ouvrés entre 0 et ${DELIVERY_LIMITS.maxDays} est attendu (reçu ${String(value)})`,
    );
  }
  return value;
}

/** Closed days as inclusive [from, to] day-number intervals; malformed entries throw. */
function closedIntervals(closedDays: readonly ClosedDay[]): [number, number][] {
  return closedDays.map((entry) => {
    if (typeof entry === 'string') {
      if (!isCalendarDate(entry))
        throw new DeliveryRuleError(`jour de fermeture invalide : « ${entry} » (attendu AAAA-MM-JJ)`);
      const day = toDayNumber(entry);
      return [day, day];
    }
    if (!entry || !isCalendarDate(entry.from) || !isCalendarDate(entry.to)) {
      throw new DeliveryRuleError(
        `période de fermeture invalide : ${JSON.stringify(entry)} (attendu { from, to } en AAAA-MM-JJ)`,
      );
    }
    const [from, to] = [toDayNumber(entry.from), toDayNumber(entry.to)];
    if (to < from) throw new DeliveryRuleError(`période de fermeture invalide : ${entry.from} est après ${entry.to}`);
    return [from, to];
  });
}

/** Postal days: La Poste's working days. */
function isPostalDay(date: CalendarDate): boolean {
  return !isWeekend(date) && !isFrenchPublicHoliday(date);
}

/** Office days: postal days the admin has not closed. */
export function isOfficeDay(date: CalendarDate, closedDays: readonly ClosedDay[]): boolean {
  return isOfficeDayIn(date, closedIntervals(closedDays));
}

function isOfficeDayIn(date: CalendarDate, closed: readonly [number, number][]): boolean {
  if (!isPostalDay(date)) return false;
  const day = toDayNumber(date);
  return !closed.some(([from, to]) => day >= from && day <= to);
}

/** The first day after `date` that passes `isWorking`. */
function nextWorkingDay(date: CalendarDate, isWorking: (d: CalendarDate) => boolean): CalendarDate {
  let day = date;
  for (let i = 0; i < DELIVERY_LIMITS.searchDays; i++) {
    day = addDays(day, 1);
    if (isWorking(day)) return day;
  }
  throw new DeliveryRuleError(
    `aucun jour ouvré dans les ${DELIVERY_LIMITS.searchDays} jours après le ${date} : vérifiez les jours de fermeture`,
  );
}

function addWorkingDays(date: CalendarDate, count: number, isWorking: (d: CalendarDate) => boolean): CalendarDate {
  let day = date;
  for (let i = 0; i < count; i++) day = nextWorkingDay(day, isWorking);
  return day;
}

/**
 * The estimated delivery of an order. Throws DeliveryRuleError on settings or options outside
 * their ranges (validate them where the admin types them; see deliverySettingsProblems).
 */
export function estimateDelivery(order: DeliveryOrder, settings: DeliverySettings): DeliveryEstimate {
  const { cutoffHour } = settings;
  if (typeof cutoffHour !== 'number' || !Number.isInteger(cutoffHour) || cutoffHour < 0 || cutoffHour > 24) {
    throw new DeliveryRuleError(`heure limite invalide : ${String(cutoffHour)} (attendu un entier de 0 à 24)`);
  }
  const closed = closedIntervals(settings.closedDays);
  const isOffice = (d: CalendarDate) => isOfficeDayIn(d, closed);

  const turnaround = wholeDays(order.turnaroundDays, 'délai de traduction');
  const urgent = order.urgentDays == null ? null : wholeDays(order.urgentDays, 'délai urgent');
  const legalisation = (order.legalisationDays ?? []).map((d) => wholeDays(d, 'délai de légalisation'));
  const workDays = Math.min(turnaround, urgent ?? turnaround) + legalisation.reduce((a, b) => a + b, 0);

  const paid = parisDateTime(order.paidAt);
  const startsOn =
    isOffice(paid.date) && paid.minutes < cutoffHour * 60 ? paid.date : nextWorkingDay(paid.date, isOffice);
  const dueOn = addWorkingDays(startsOn, workDays, isOffice);

  if (!order.postal) return { startsOn, dueOn, earliest: dueOn, latest: dueOn };
  const minDays = wholeDays(order.postal.minDays, 'acheminement postal minimum');
  const maxDays = wholeDays(order.postal.maxDays, 'acheminement postal maximum');
  if (maxDays < minDays)
    throw new DeliveryRuleError(`acheminement postal : le maximum (${maxDays}) est inférieur au minimum (${minDays})`);
  const earliest = addWorkingDays(dueOn, minDays, isPostalDay);
  return { startsOn, dueOn, earliest, latest: addWorkingDays(earliest, maxDays - minDays, isPostalDay) };
}

/** French messages for settings the rule would refuse, for the admin form; empty when valid. */
export function deliverySettingsProblems(settings: DeliverySettings): string[] {
  const problems: string[] = [];
  const probe: DeliveryOrder = { paidAt: new Date(0), turnaroundDays: 0 };
  try {
    estimateDelivery(probe, { cutoffHour: settings.cutoffHour, closedDays: [] });
  } catch (e) {
    problems.push((e as Error).message);
  }
  try {
    closedIntervals(settings.closedDays);
  } catch (e) {
    problems.push((e as Error).message);
  }
  return problems;
}

// ——— Wording ———

export type EstimateLanguage = 'fr' | 'ar';

const dayFormats = {
  fr: new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
  ar: new Intl.DateTimeFormat('ar', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
  }),
};

interface DayWords {
  weekday: string;
  day: string;
  month: string;
  year: string;
}

function wordsOf(date: CalendarDate, lang: EstimateLanguage): DayWords {
  const words: Record<string, string> = {};
  for (const p of dayFormats[lang].formatToParts(utcNoonOf(date))) words[p.type] = p.value;
  // French writes the first of the month « 1er ».
  const day = lang === 'fr' && words.day === '1' ? '1er' : words.day!;
  return { weekday: words.weekday!, day, month: words.month!, year: words.year! };
}

function frenchDay(w: DayWords, parts: { month: boolean; year: boolean }): string {
  return [w.weekday, w.day, parts.month ? w.month : '', parts.year ? w.year : ''].filter(Boolean).join(' ');
}

function arabicDay(w: DayWords, withYear: boolean): string {
  // Intl's Arabic order: « الخميس، 26 نوفمبر 2026 ».
  return `${w.weekday}، ${w.day} ${w.month}${withYear ? ` ${w.year}` : ''}`;
}

/**
 * « jeudi 27 novembre », or for a range « entre le lundi 23 et le mercredi 25 novembre » /
 * « entre le jeudi 27 novembre et le mardi 2 décembre ». Arabic: « الخميس، 27 نوفمبر », a range
 * « بين الخميس، 27 نوفمبر والثلاثاء، 2 ديسمبر », Latin digits. `withYear` adds the year (pages read
 * long after the order); a range across two years always shows both years.
 */
export function formatDeliveryEstimate(
  estimate: Pick<DeliveryEstimate, 'earliest' | 'latest'>,
  lang: EstimateLanguage,
  options: { withYear?: boolean } = {},
): string {
  const first = wordsOf(estimate.earliest, lang);
  if (estimate.earliest === estimate.latest) {
    return lang === 'fr'
      ? frenchDay(first, { month: true, year: !!options.withYear })
      : arabicDay(first, !!options.withYear);
  }
  const last = wordsOf(estimate.latest, lang);
  const sameYear = first.year === last.year;
  const withYear = !!options.withYear || !sameYear;
  if (lang === 'ar') return `بين ${arabicDay(first, withYear)} و${arabicDay(last, withYear)}`;
  const sameMonth = sameYear && first.month === last.month;
  const from = frenchDay(first, { month: !sameMonth, year: withYear && !sameYear });
  return `entre le ${from} et le ${frenchDay(last, { month: true, year: withYear })}`;
}
