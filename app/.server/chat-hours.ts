import type { AppLoadContext } from 'react-router';
import { readChatSettings } from '../../server/chat/settings';

/**
 * The chat hours in force, for pages that state them (/cgu): the translator's override from the
 * back office, else CHAT_OPEN_HOURS. Not the environment's alone: a page would then contradict
 * the chat itself once she changed them (issue 26). Changing them clears the page cache.
 */
export async function effectiveChatHours(context: Pick<AppLoadContext, 'db' | 'config'>): Promise<string> {
  return (await readChatSettings(context.db)).hours ?? context.config.chatOpenHours;
}
