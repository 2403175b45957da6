import type { AppLoadContext } from 'react-router';
import { t } from '../../core/messages';
import { backupStatus, LATE_AFTER_MS } from '../../server/backup/status';
import { formatDayTime } from '../components/account/format';

/**
 * The dashboard's « Dernière sauvegarde : … » (issue 28), worded here (a server-only domain):
 * red (`late`) when backups are off, when none was ever made, or after 26 hours without one.
 */
export async function backupLineForPage(
  context: Pick<AppLoadContext, 'db' | 'config'>,
  now = new Date(),
): Promise<{ text: string; late: boolean }> {
  const { last } = await backupStatus(context.db);
  if (!context.config.backups) return { text: t('fr', 'backup.dashboardOff'), late: true };
  if (!last) return { text: t('fr', 'backup.dashboardNever'), late: true };
  const text = t('fr', 'backup.dashboardLast', { when: formatDayTime(last.at, 'fr') });
  const late = now.getTime() - Date.parse(last.at) > LATE_AFTER_MS;
  return { text: late ? `${text} — ${t('fr', 'backup.dashboardLate')}` : text, late };
}
