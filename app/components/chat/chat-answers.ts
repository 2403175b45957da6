import type { ChatSchedule } from '../../../core/chat-schedule';
import type { ChatMessage } from './visitor-store';

/** What GET and POST /api/chat/session answer: hours, reply time, the visitor's conversation. */
export interface SessionAnswer {
  schedule: ChatSchedule;
  replyMinutes: number;
  conversation: { unread: number; lastMessageTime: string | null } | null;
}

/** The server's answer to chat:hello, on every (re)connection. */
export interface Hello {
  ok: true;
  schedule: ChatSchedule;
  replyMinutes: number;
  messages: ChatMessage[];
  unread: number;
  /** null for a signed-in visitor (replies go to their account's address). */
  contact: { email: string | null; verified: boolean } | null;
}

/** A socket event's acknowledgement. */
export type Ack<T = Record<string, unknown>> = ({ ok: true } & T) | { ok: false; error: string };

/** Shows an error in the panel (null clears it); `retry` when « Réessayer » may mend it. */
export type SetError = (text: string | null, retry?: boolean) => void;
