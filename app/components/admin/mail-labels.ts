import type { BadgeTone } from './Badge';

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

export const MAIL_STATUS_LABELS: Record<MailStatus, { label: string; plural: string; tone: BadgeTone }> = {
  queued: { label: 'En attente', plural: 'En attente', tone: 'accent' },
  sending: { label: 'En cours d’envoi', plural: 'En cours', tone: 'brand' },
  sent: { label: 'Envoyé', plural: 'Envoyés', tone: 'success' },
  failed: { label: 'En échec', plural: 'En échec', tone: 'danger' },
};

/** What each kind of message is, as the translator would say it; unknown kinds show as stored. */
const KINDS: Record<string, string> = {
  'order-confirmation': 'Confirmation de commande',
  'order-notice': 'Avis de nouvelle commande',
  'new-order': 'Nouvelle commande',
  'customer-message': 'Message d’un client',
  'admin-message': 'Message de l’administration',
  'password-reset': 'Mot de passe oublié',
  'guest-access': 'Lien d’accès aux commandes',
  'quote-request': 'Demande de devis',
  'quote-request-ack': 'Accusé de réception de devis',
  'quote-offer': 'Devis envoyé au client',
  'quote-declined': 'Devis refusé par le client',
  'contact-message': 'Message de contact',
  'contact-message-ack': 'Accusé de réception de contact',
  'support-request': 'Demande d’assistance',
  'support-request-ack': 'Accusé de réception d’assistance',
  'order-status': 'Suivi de commande',
  refund: 'Remboursement et avoir',
  'chat-first-message': 'Nouveau message sur le chat',
  'chat-reply': 'Réponse du chat à un visiteur parti',
  'chat-confirm-email': 'Confirmation de l’adresse laissée sur le chat',
  'review-request': 'Demande d’avis client',
};

export const mailKindLabel = (kind: string): string => KINDS[kind] ?? kind;
