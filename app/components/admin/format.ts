const DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Paris' });
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** « 3 févr. 2026 », in the translator's time zone whatever the server's. */
export const formatDate = (iso: string): string => DATE.format(new Date(iso));
/** « 03/02/2026 14:05 ». */
export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));
