import type { AppLoadContext } from 'react-router';
import { dashboardStats } from '../../../../server/admin/dashboard/stats';
import { readChatSettings } from '../../../../server/chat/settings';
import { unhandledCounts } from '../../../../server/requests/inbox-queries';

/** Everything /admin/dashboard shows, read on the server after the admin check. */
export async function dashboardForPage(context: Pick<AppLoadContext, 'db' | 'config'>) {
  const [stats, requests, chatSettings] = await Promise.all([dashboardStats(context.db), unhandledCounts(context.db), readChatSettings(context.db)]);
  return { stats, requests, chatSettings, defaultHours: context.config.chatOpenHours };
}
