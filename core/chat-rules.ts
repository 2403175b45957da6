import { z } from 'zod';
import { msg } from './messages';
import { orderEmailSchema } from './order-rules';

/** Words and limits of the live chat, shared by the widget, the admin inbox and the server. */
export const CHAT_MESSAGE_MAX = 2000;

/** Spec: the e-mail or guest id with . # $ [ ] @ replaced by underscores. */
export function conversationKey(emailOrGuestId: string): string {
  return emailOrGuestId.replace(/[.#$[\]@]/g, '_');
}

/**
 * A signed-in visitor's conversation is keyed by their account id, never by
 * their e-mail: registration does not prove an address, and two addresses
 * that differ only by a dot must not share a thread (decision 014).
 */
export const userConversationKey = (userId: string): string => `user-${userId}`;

/** The address a guest may leave to receive the reply by e-mail (same rule as an order's). */
export const chatContactSchema = z.object({ email: orderEmailSchema });

/** Expected reply time shown in the panel header while open (admin setting). */
export const REPLY_MINUTES_DEFAULT = 15;
export const REPLY_MINUTES_MAX = 24 * 60;

/** « Réponse en général sous 15 min », « … sous 1 h 30 », « … sous 24 h ». */
export function replyTimeLabel(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m < 60) return `Réponse en général sous ${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return `Réponse en général sous ${h} h${rest ? ` ${String(rest).padStart(2, '0')}` : ''}`;
}

export const GUEST_ID = /^guest-[A-Za-z0-9_-]{16,64}$/;

/**
 * Chat messages are plain text: shown as text everywhere, never as HTML. What
 * is stored is normalised: NFC, no control or invisible formatting characters
 * (they can disguise a message), line breaks kept, at most 2 000 characters.
 */
export function cleanChatText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const chatMessageSchema = z
  .string(msg('chat.empty'))
  .max(CHAT_MESSAGE_MAX * 2, msg('form.messageTooLong', { max: CHAT_MESSAGE_MAX }))
  .transform(cleanChatText)
  .pipe(
    z
      .string()
      .min(1, msg('chat.empty'))
      .max(CHAT_MESSAGE_MAX, msg('form.messageTooLong', { max: CHAT_MESSAGE_MAX })),
  );
