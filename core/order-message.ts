import { z } from 'zod';

/** « Une question ou remarque ? » — one rule for the dialog and the API. */
export const ORDER_MESSAGE_MAX = 5000;

export const ORDER_MESSAGE_TEXTS = {
  required: 'Le message est requis.',
  tooLong: `Le message ne peut pas dépasser ${ORDER_MESSAGE_MAX} caractères.`,
  sent: 'Votre message a été envoyé avec succès !',
  failed: 'Erreur lors de l’envoi du message.',
  /** The spec's subject, fixed. */
  subject: 'Votre question ou remarque',
} as const;

export const orderMessageSchema = z.object({
  message: z.string().trim().min(1, ORDER_MESSAGE_TEXTS.required).max(ORDER_MESSAGE_MAX, ORDER_MESSAGE_TEXTS.tooLong),
});
