/** Dates as the translator's customers read them, in Paris time on server and browser alike (no hydration drift). */
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const DAY_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
const SHORT = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

export const formatDay = (iso: string): string => DAY.format(new Date(iso));
export const formatDayTime = (iso: string): string => DAY_TIME.format(new Date(iso));
export const formatShortDay = (iso: string): string => SHORT.format(new Date(iso));

/** "1,2 Mo", "340 Ko". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/** "1 commande", "3 commandes". */
export const countOrders = (n: number): string => `${n} commande${n > 1 ? 's' : ''}`;
