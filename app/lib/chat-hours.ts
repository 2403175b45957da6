import { DEFAULT_OPEN_HOURS } from '../../core/chat-schedule';
import { useRootData } from './root-data';

/** The chat hours the server is set to (CHAT_OPEN_HOURS), for pages that state them. */
export function useChatOpenHours(): string {
  return useRootData()?.config.chatOpenHours ?? DEFAULT_OPEN_HOURS;
}
