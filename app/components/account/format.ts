import { formatEuros } from '../../../core/money';
import type { Lang } from '../../../core/messages/languages';

/** Dates as the translator's customers read them, in Paris time on server and browser alike (no hydration drift). */
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const DAY_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
const SHORT = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** The same in Arabic, with Latin digits (issue 17): « 26 نوفمبر 2026 ». */
const ARABIC = 'ar-u-nu-latn';
const AR_DAY = new Intl.DateTimeFormat(ARABIC, { dateStyle: 'long', timeZone: 'Europe/Paris' });
const AR_DAY_TIME = new Intl.DateTimeFormat(ARABIC, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const AR_EUROS = new Intl.NumberFormat(ARABIC, { style: 'currency', currency: 'EUR' });
const AR_WHOLE_EUROS = new Intl.NumberFormat(ARABIC, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

export const formatDay = (iso: string, lang: Lang): string => (lang === 'ar' ? AR_DAY : DAY).format(new Date(iso));
export const formatDayTime = (iso: string, lang: Lang): string =>
  (lang === 'ar' ? AR_DAY_TIME : DAY_TIME).format(new Date(iso));
export const formatShortDay = (iso: string, lang: Lang): string =>
  (lang === 'ar' ? AR_DAY : SHORT).format(new Date(iso));

/** An amount in the page's language: « 72 € » in French, Arabic's own order and Latin digits in Arabic. */
export function formatAmount(cents: number, lang: Lang): string {
  if (lang !== 'ar') return formatEuros(cents);
  return (cents % 100 === 0 ? AR_WHOLE_EUROS : AR_EUROS).format(cents / 100);
}

const SIZE_UNITS = { fr: ['o', 'Ko', 'Mo'], ar: ['بايت', 'كيلوبايت', 'ميغابايت'] } as const;

/** "1,2 Mo", "340 Ko"; in Arabic « 1.2 ميغابايت ». */
export function formatSize(bytes: number, lang: Lang): string {
  const [b, kb, mb] = SIZE_UNITS[lang];
  if (bytes < 1024) return `${bytes} ${b}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} ${kb}`;
  const locale = lang === 'ar' ? ARABIC : 'fr-FR';
  return `${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} ${mb}`;
}
