import { z } from 'zod';
import { orderEmailSchema } from './order-rules';

/** Words and limits of the live chat, shared by the widget, the admin inbox and the server. */
export const CHAT_MESSAGE_MAX = 2000;

export const CHAT_MESSAGES = {
  sendFailed: 'Erreur lors de l’envoi du message. Veuillez réessayer.',
  setupFailed: 'Erreur lors de la configuration du chat. Veuillez réessayer.',
  adminSendFailed: 'Erreur lors de l’envoi du message',
  deleteMessageFailed: 'Erreur lors de la suppression du message',
  deleteConversationFailed: 'Erreur lors de la suppression de la conversation',
  empty: 'Le message est vide.',
  tooLong: `Le message ne peut pas dépasser ${CHAT_MESSAGE_MAX} caractères.`,
  closed: 'Le chat est fermé pour le moment. Utilisez le formulaire de contact.',
  tooFast: 'Vous envoyez des messages trop vite. Patientez un instant.',
  forbidden: 'Accès refusé. Vous n’avez pas les droits nécessaires.',
  notFound: 'Conversation introuvable.',
  tooManyWindows: 'Le chat est déjà ouvert dans trop de fenêtres. Fermez-en une, puis rechargez cette page.',
  sessionEnded: 'Votre session a pris fin : reconnectez-vous pour continuer.',
  contactSaved: 'C’est noté : si vous quittez le site, la réponse vous sera envoyée par e-mail.',
  contactOnlyGuests: 'Connecté à votre compte, vous recevez déjà les réponses à son adresse.',
  linkExpired: 'Ce lien de conversation a expiré ou n’est plus valable. Écrivez-nous à nouveau : nous vous répondrons ici.',
} as const;

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
  .string({ message: CHAT_MESSAGES.empty })
  .max(CHAT_MESSAGE_MAX * 2, CHAT_MESSAGES.tooLong)
  .transform(cleanChatText)
  .pipe(z.string().min(1, CHAT_MESSAGES.empty).max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong));
