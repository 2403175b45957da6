/**
 * When the live chat is staffed. One pure function, run by the server (which
 * refuses visitor messages while closed) and by the widget (which says so):
 * both read the same clock rule, in Paris time whatever the machine's zone.
 */
import { t } from './messages';

const CHAT_TIME_ZONE = 'Europe/Paris';
export const DEFAULT_OPEN_HOURS = 'mon-fri 09:00-22:00';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

export interface OpeningSlot {
  /** 0 = Monday … 6 = Sunday. */
  day: number;
  /** Minutes since local midnight; `end` is exclusive and may be 1440 (24:00). */
  start: number;
  end: number;
}

export interface ChatSchedule {
  slots: OpeningSlot[];
  /** Paris dates (YYYY-MM-DD) when the chat stays closed: holidays, leave. */
  closedDates: string[];
}

type ChatPeriod = 'open' | 'closed' | 'weekend' | 'holiday';

export interface ChatState {
  open: boolean;
  period: ChatPeriod;
  /** « Réouverture à 9h » (same day), « Réouverture lundi à 9h » (another day); null when open or never reopening. */
  hint: string | null;
}

export class OpenHoursError extends Error {}

const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

function minutesOf(text: string, what: string): number {
  const m = TIME.exec(text);
  if (!m || (m[1] === '24' && m[2] !== '00')) throw new OpenHoursError(`${what} « ${text} » n’est pas une heure HH:MM`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function daysOf(text: string): number[] {
  const [from, to] = text.split('-') as [string, string | undefined];
  const a = DAYS.indexOf(from as (typeof DAYS)[number]);
  const b = to === undefined ? a : DAYS.indexOf(to as (typeof DAYS)[number]);
  if (a < 0 || b < 0)
    throw new OpenHoursError(
      `jours « ${text} » inconnus (mon, tue, wed, thu, fri, sat, sun, ou une plage comme mon-fri)`,
    );
  const out: number[] = [];
  for (let d = a; ; d = (d + 1) % 7) {
    out.push(d);
    if (d === b) break;
  }
  return out;
}

/**
 * Parses the opening hours syntax: segments `days HH:MM-HH:MM` separated by `;`,
 * days being one day or a range of mon tue wed thu fri sat sun. Examples:
 * `mon-fri 09:00-22:00` (the default), `mon-sun 00:00-24:00` (always open),
 * `mon-fri 09:00-12:30; mon-fri 14:00-19:00; sat 10:00-12:00`.
 */
export function parseOpenHours(text: string): OpeningSlot[] {
  const slots: OpeningSlot[] = [];
  for (const raw of text.split(';')) {
    const segment = raw.trim().toLowerCase();
    if (!segment) continue;
    const m = /^([a-z-]+)\s+(\S+)-(\S+)$/.exec(segment);
    if (!m)
      throw new OpenHoursError(
        `« ${raw.trim()} » : attendu « jours HH:MM-HH:MM », par exemple « mon-fri 09:00-22:00 »`,
      );
    const start = minutesOf(m[2]!, 'début');
    const end = minutesOf(m[3]!, 'fin');
    if (end <= start) throw new OpenHoursError(`« ${raw.trim()} » : la fin doit suivre le début`);
    for (const day of daysOf(m[1]!)) slots.push({ day, start, end });
  }
  if (slots.length === 0) throw new OpenHoursError('aucun créneau d’ouverture');
  return slots.sort((x, y) => x.day - y.day || x.start - y.start);
}

/** Formats slots back to the syntax (for the admin form). */
export function formatOpenHours(slots: OpeningSlot[]): string {
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return slots.map((s) => `${DAYS[s.day]} ${hhmm(s.start)}-${hhmm(s.end)}`).join('; ');
}

/**
 * The hours in words, for prose that states them (terms of use): `mon-fri 09:00-22:00` reads
 * « du lundi au vendredi, de 9 h à 22 h » (no-break spaces). Days sharing the same times are grouped, a run of
 * three or more days becomes « du … au … ».
 */
export function describeOpenHours(text: string): string {
  const slots = parseOpenHours(text);
  const times = (s: OpeningSlot) =>
    s.start === 0 && s.end === 1440 ? '24\u00a0h sur 24' : `de ${prosaicHour(s.start)} à ${prosaicHour(s.end)}`;
  const groups: { days: number[]; times: string }[] = [];
  for (const slot of slots) {
    const label = times(slot);
    const group = groups.find((g) => g.times === label);
    if (group) group.days.push(slot.day);
    else groups.push({ days: [slot.day], times: label });
  }
  return groups.map((g) => `${daysInWords([...new Set(g.days)].sort((a, b) => a - b))}, ${g.times}`).join('\u00a0; ');
}

/** « 9 h », « 12 h 30 », with a no-break space as French typography wants. */
const prosaicHour = (minute: number) =>
  `${Math.floor(minute / 60)}\u00a0h${minute % 60 ? `\u00a0${String(minute % 60).padStart(2, '0')}` : ''}`;

/** « tous les jours », « du lundi au vendredi », « le samedi », « le lundi et le mercredi ». */
function daysInWords(days: number[]): string {
  if (days.length === 7) return 'tous les jours';
  const runs: number[][] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && last[last.length - 1] === day - 1) last.push(day);
    else runs.push([day]);
  }
  const words = runs.flatMap((run) =>
    run.length >= 3
      ? [`du ${DAY_NAMES[run[0]!]} au ${DAY_NAMES[run[run.length - 1]!]}`]
      : run.map((d) => `le ${DAY_NAMES[d]}`),
  );
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} et ${words[words.length - 1]}`;
}

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: CHAT_TIME_ZONE,
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Paris calendar date, weekday (0 = Monday) and minute of the day of an instant. */
export function parisClock(now: Date): { date: string; day: number; minute: number } {
  const p = Object.fromEntries(PARTS.formatToParts(now).map((x) => [x.type, x.value]));
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(p.weekday!);
  return { date: `${p.year}-${p.month}-${p.day}`, day, minute: Number(p.hour) * 60 + Number(p.minute) };
}

/** The calendar date `n` days after a YYYY-MM-DD date. */
function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const MONTH = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
/** « 17 août », « 1er juin » (French writes the first of the month as an ordinal). */
const dateLabel = (date: string) => {
  const d = Number(date.slice(8, 10));
  return `${d === 1 ? '1er' : d} ${MONTH.format(new Date(`${date}T12:00:00Z`))}`;
};

/**
 * The day part of the reopening hint: nothing when it reopens later the same
 * day (« Réouverture à 9h »), the weekday when it is another day, even the
 * next one (« Réouverture lundi à 9h »), and the date too when it is more than
 * six days away, where a weekday alone would be ambiguous (« lundi 17 août »).
 */
function reopeningDay(date: string, ahead: number, day: number): string {
  if (ahead === 0) return '';
  if (ahead <= 6) return DAY_NAMES[day]!;
  return `${DAY_NAMES[day]} ${dateLabel(date)}`;
}

const hourLabel = (minute: number) =>
  `${Math.floor(minute / 60)}h${minute % 60 ? String(minute % 60).padStart(2, '0') : ''}`;

/** When a closed chat reopens: the Paris date, days ahead (0 = today), weekday (0 = Monday) and minute. */
export interface Reopening {
  date: string;
  ahead: number;
  day: number;
  minute: number;
}

/** The next opening after `now` within a year, or null (open now is not asked: see chatState). */
export function nextOpening(now: Date, schedule: ChatSchedule): Reopening | null {
  const clock = parisClock(now);
  for (let ahead = 0; ahead <= 366; ahead++) {
    const date = addDays(clock.date, ahead);
    if (schedule.closedDates.includes(date)) continue;
    const day = (clock.day + ahead) % 7;
    const next = schedule.slots.find((s) => s.day === day && (ahead > 0 || s.start > clock.minute));
    if (next) return { date, ahead, day, minute: next.start };
  }
  return null;
}

/** Open or closed at `now`, and when it reopens, in the widget's words. */
export function chatState(now: Date, schedule: ChatSchedule): ChatState {
  const clock = parisClock(now);
  const closedToday = schedule.closedDates.includes(clock.date);
  if (
    !closedToday &&
    schedule.slots.some((s) => s.day === clock.day && s.start <= clock.minute && clock.minute < s.end)
  ) {
    return { open: true, period: 'open', hint: null };
  }
  const period: ChatPeriod = closedToday ? 'holiday' : clock.day >= 5 ? 'weekend' : 'closed';
  const next = nextOpening(now, schedule);
  if (!next) return { open: false, period, hint: null };
  // The catalogue's words (chatWidget.reopen…), in French: the spec's. A page in another
  // language words it again from the same ids (core/chat-text.ts, reopeningHint).
  const time = hourLabel(next.minute);
  const hint =
    next.ahead === 0
      ? t('fr', 'chatWidget.reopenToday', { time })
      : t('fr', 'chatWidget.reopenDay', { day: reopeningDay(next.date, next.ahead, next.day), time });
  return { open: false, period, hint };
}
