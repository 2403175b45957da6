/**
 * The widget's texts that depend on the moment (welcome, reopening, reply time), in the page's
 * language. French keeps the spec's words from core (chatState's hint, replyTimeLabel); other
 * languages word them from the catalogue with Intl, Latin digits. Part of the widget's lazy chunk.
 */
import { replyTimeLabel } from '../../../core/chat-rules';
import { nextOpening, type ChatSchedule, type ChatState } from '../../../core/chat-schedule';
import { t, type Lang } from '../../../core/messages';

const locale = (lang: Lang) => `${lang}-u-nu-latn`;

/** « Réouverture lundi à 9h » in French; the same from the catalogue and Intl in other languages. */
export function reopeningHint(state: ChatState, schedule: ChatSchedule, now: Date, lang: Lang): string | null {
  if (lang === 'fr' || !state.hint) return state.hint;
  const next = nextOpening(now, schedule);
  if (!next) return null;
  // Paris wall-clock values, shown as such: formatted in UTC from UTC-built instants.
  const time = new Intl.DateTimeFormat(locale(lang), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, Math.floor(next.minute / 60), next.minute % 60)),
  );
  if (next.ahead === 0) return t(lang, 'chatWidget.reopenToday', { time });
  const day = new Intl.DateTimeFormat(locale(lang), {
    weekday: 'long',
    timeZone: 'UTC',
    // More than six days away, a weekday alone would be ambiguous: the date too.
    ...(next.ahead > 6 ? { day: 'numeric', month: 'long' } : {}),
  }).format(new Date(`${next.date}T12:00:00Z`));
  return t(lang, 'chatWidget.reopenDay', { day, time });
}

const WELCOME = {
  open: 'chatWidget.welcomeOpen',
  weekend: 'chatWidget.welcomeWeekend',
  holiday: 'chatWidget.welcomeHoliday',
  closed: 'chatWidget.welcomeClosed',
} as const;

/** The first message of an empty conversation, worded for the moment. */
export function welcomeText(state: ChatState, hint: string | null, lang: Lang): string {
  return t(lang, WELCOME[state.period], { reopening: hint ? ` ${hint}.` : '' });
}

/** « Réponse en général sous 15 min » in French; other languages with Intl's units. */
export function replyTimeText(minutes: number, lang: Lang): string {
  if (lang === 'fr') return replyTimeLabel(minutes);
  const m = Math.max(1, Math.round(minutes));
  const unit = (value: number, u: 'minute' | 'hour') =>
    new Intl.NumberFormat(locale(lang), { style: 'unit', unit: u, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(m / 60);
  const parts = hours === 0 ? [unit(m, 'minute')] : [unit(hours, 'hour'), ...(m % 60 ? [unit(m % 60, 'minute')] : [])];
  const duration = new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts);
  return t(lang, 'chatWidget.replyTime', { duration });
}
