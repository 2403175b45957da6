import type { Lang } from '../../../core/messages';

/** The page's locale for dates: Arabic keeps Latin digits, as the whole site does. */
const localeOf = (lang: Lang) => (lang === 'ar' ? 'ar-u-nu-latn' : 'fr-FR');

const formats = new Map<Lang, { time: Intl.DateTimeFormat; dayTime: Intl.DateTimeFormat }>();
function formatsOf(lang: Lang) {
  let f = formats.get(lang);
  if (!f) {
    const locale = localeOf(lang);
    const base = { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' } as const;
    f = {
      time: new Intl.DateTimeFormat(locale, base),
      dayTime: new Intl.DateTimeFormat(locale, { ...base, day: 'numeric', month: 'short' }),
    };
    formats.set(lang, f);
  }
  return f;
}

/** "14:05" today, "3 nov. 14:05" another day (Paris time), in the page's language. */
export function formatTime(iso: string, lang: Lang, now = new Date()): string {
  const d = new Date(iso);
  const sameDay =
    d.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }) ===
    now.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
  const f = formatsOf(lang);
  return sameDay ? f.time.format(d) : f.dayTime.format(d);
}
