/** The page of a quote sent to a client (/devis/<token> and /ar/devis/<token>, decision 030, issue 17). */
export const quotePage = {
  metaTitle: 'Votre devis {{reference}}',
  notFoundTitle: 'Devis introuvable',
  metaDescription: 'Votre devis de traduction certifiée\u00a0: détail, PDF, acceptation et paiement en ligne.',
  hello: 'Bonjour {{name}}, voici le devis établi pour votre demande.',
  validSentence: 'Il est valable jusqu’au {{date}}.',
  state_draft: 'Brouillon',
  state_sent: 'Envoyé',
  state_accepted: 'Accepté',
  state_paid: 'Accepté (payé)',
  state_declined: 'Refusé',
  state_expired: 'Expiré',
  siret: 'SIRET {{siret}}',
  client: 'Client',
  validUntil: 'Valable jusqu’au',
  document: 'Document',
  documentReceived: 'reçu avec votre demande',
  detail: 'Détail',
  note: 'Note',
  pdf: 'Télécharger le devis (PDF)',
  goToAccept: 'Accepter et payer',
  acceptPay: 'Accepter et payer {{amount}}',
  decline: 'Refuser',
  declineConfirmLabel: 'Confirmer le refus',
  declineQuestion: 'Refuser ce devis\u202f? Vous ne pourrez plus l’accepter ensuite.',
  declineYes: 'Oui, refuser le devis',
  payNote:
    'Le paiement ouvre la page sécurisée de notre prestataire\u202f; la commande reprend exactement les lignes et le montant de ce devis, avec le document que vous nous avez envoyé.',
  genericError:
    'L’opération n’a pas pu aboutir. Réessayez dans quelques instants\u202f; si le problème persiste, contactez-nous.',
  expired:
    'Ce devis a expiré le {{date}}\u00a0: il ne peut plus être accepté. {{link}}, nous vous répondrons rapidement.',
  expiredLink: 'Demandez-nous un nouveau devis',
  declined:
    'Vous avez refusé ce devis. Merci de nous avoir répondu\u202f; pour toute question, répondez simplement à l’e-mail qui vous l’a apporté.',
  declinedOn:
    'Vous avez refusé ce devis le {{date}}. Merci de nous avoir répondu\u202f; pour toute question, répondez simplement à l’e-mail qui vous l’a apporté.',
  accepted:
    'Vous avez accepté ce devis\u00a0: il ne reste qu’à le régler, jusqu’au {{until}}. Le paiement reprend la même commande.',
  acceptedOn:
    'Vous avez accepté ce devis le {{date}}\u00a0: il ne reste qu’à le régler, jusqu’au {{until}}. Le paiement reprend la même commande.',
  paid: 'Devis accepté et payé\u00a0: commande {{order}}. Nous commençons la traduction.',
  paidOn: 'Devis accepté et payé le {{date}}\u00a0: commande {{order}}. Nous commençons la traduction.',
  // The identity step before « Accepter et payer » (issue 27).
  identityTitle: 'Vos coordonnées',
  identityIntro: 'Pour la facture{{shipping}}.',
  identityIntroShipping: ' et l’envoi de l’original papier',
  identityCheck: 'Vérifiez les champs signalés ci-dessus.',
} as const;
