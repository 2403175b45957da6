/** « Une question ou remarque ? » on an order (customer area). */
export const orderMessage = {
  failed: 'Erreur lors de l’envoi du message.',
  /** The spec's subject, fixed. */
  subject: 'Votre question ou remarque',
} as const;
