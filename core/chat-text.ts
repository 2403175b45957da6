/**
 * The chat's words that depend on the moment (welcome, reopening), in a page's language: for the
 * widget and for the API that answers an Arabic page (issue 17). French keeps the spec's words
 * (chatState's hint); other languages word them from the catalogue with Intl, Latin digits.
 */
import { nextOpening, type ChatSchedule, type ChatState } from './chat-schedule';
import { t, type Lang } from './messages';

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

/** The state with its hint and the welcome, as the chat's API answers a page in `lang`. */
export function chatStateIn(
  lang: Lang,
  state: ChatState,
  schedule: ChatSchedule,
  now: Date,
): { state: ChatState; welcome: string } {
  const hint = reopeningHint(state, schedule, now, lang);
  return { state: { ...state, hint }, welcome: welcomeText(state, hint, lang) };
}
