const TIME = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
const DAY_TIME = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** "14:05" today, "3 nov. 14:05" another day (Paris time). */
export function formatTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const sameDay =
    d.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }) ===
    now.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
  return sameDay ? TIME.format(d) : DAY_TIME.format(d);
}
