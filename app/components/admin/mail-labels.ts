import { tr, type PlainMessageId } from '../../../core/messages';
import type { BadgeTone } from './Badge';

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

export const MAIL_STATUS_TONES: Record<MailStatus, BadgeTone> = {
  queued: 'accent',
  sending: 'brand',
  sent: 'success',
  failed: 'danger',
};

/** A message's state on its badge (« En cours d’envoi »), read when drawn. */
export const mailStatusLabel = (status: MailStatus): string => tr(`adminOutbox.status_${status}`);
/** The same state as a tab of the list names its messages (« Envoyés »). */
export const mailStatusTab = (status: MailStatus): string => tr(`adminOutbox.tab_${status}`);

/** What each kind of message is, as the translator would say it (catalogue ids); unknown kinds show as stored. */
const KINDS: Record<string, PlainMessageId> = {
  'order-confirmation': 'adminOutbox.kindOrderConfirmation',
  'order-notice': 'adminOutbox.kindOrderNotice',
  'new-order': 'adminOutbox.kindNewOrder',
  'customer-message': 'adminOutbox.kindCustomerMessage',
  'admin-message': 'adminOutbox.kindAdminMessage',
  'password-reset': 'adminOutbox.kindPasswordReset',
  'guest-access': 'adminOutbox.kindGuestAccess',
  'quote-request': 'adminOutbox.kindQuoteRequest',
  'quote-request-ack': 'adminOutbox.kindQuoteRequestAck',
  'quote-offer': 'adminOutbox.kindQuoteOffer',
  'quote-declined': 'adminOutbox.kindQuoteDeclined',
  'contact-message': 'adminOutbox.kindContactMessage',
  'contact-message-ack': 'adminOutbox.kindContactMessageAck',
  'support-request': 'adminOutbox.kindSupportRequest',
  'support-request-ack': 'adminOutbox.kindSupportRequestAck',
  'order-status': 'adminOutbox.kindOrderStatus',
  refund: 'adminOutbox.kindRefund',
  'chat-first-message': 'adminOutbox.kindChatFirstMessage',
  'chat-reply': 'adminOutbox.kindChatReply',
  'chat-confirm-email': 'adminOutbox.kindChatConfirmEmail',
  'review-request': 'adminOutbox.kindReviewRequest',
};

export const mailKindLabel = (kind: string): string => {
  const id = KINDS[kind];
  return id ? tr(id) : kind;
};
