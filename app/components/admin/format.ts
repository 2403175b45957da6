import { tr } from '../../../core/messages';

const DATE = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** « 3 févr. 2026 », in the translator's time zone whatever the server's. */
export const formatDate = (iso: string): string => DATE.format(new Date(iso));
/** « 03/02/2026 14:05 ». */
export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

const TIME = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' });

/** « à 14:05 » today, « le 03/02/2026 à 14:05 » another day (Paris time). */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const time = TIME.format(date);
  return DAY.format(date) === DAY.format(now)
    ? tr('adminShared.atTime', { time })
    : tr('adminShared.onDayAtTime', { day: DAY.format(date), time });
}
