/** Opening the payment page and coming back from it. */
export const checkout = {
  emptyCart: 'Votre panier est vide.',
  idempotency: 'Requête de paiement invalide\u00a0: rechargez la page et réessayez.',
  tooManyFiles: 'Trop de fichiers pour une seule commande.',
  paymentUnavailable: 'Le paiement en ligne est momentanément indisponible. Réessayez dans quelques instants.',
  sessionUnknown: 'Session de paiement inconnue.',
  verifyUnavailable: 'Impossible de vérifier le paiement pour le moment.',
  notConfirmed: 'Paiement non confirmé.',
  webhookOff: 'Webhook non configuré.',
  signatureInvalid: 'Signature invalide.',
} as const;
