/** « Vos coordonnées »: the buyer's name and phone (core/buyer.ts), and the pickup notice. */
export const buyer = {
  nameLabel: 'Nom complet',
  nameHint: 'Tel qu’il doit figurer sur l’envoi et la facture.',
  nameRequired: 'Indiquez votre nom complet.',
  nameTooLong: 'Le nom complet ne peut pas dépasser {{max}} caractères.',
  phoneLabel: 'Téléphone',
  phoneHint: 'Utilisé uniquement par le transporteur et pour une question sur votre commande.',
  phoneInvalid:
    'Numéro de téléphone invalide\u00a0: chiffres, espaces et «\u00a0+\u00a0» uniquement (par exemple +33 6 12 34 56 78).',
  pickupTitle: 'Retrait au cabinet',
  /** {{address}}: the office's address; {{hours}}: its opening hours (core/business.ts). */
  pickupText:
    'Aucune adresse à donner\u00a0: l’original papier est à retirer au cabinet, {{address}}, {{hours}}, dès que nous vous annonçons qu’il est prêt.',
  edit: 'Modifier',
  /** The cart of an order whose details are missing or no longer fit the chosen delivery. */
  missing: 'Indiquez votre nom complet et, pour un envoi de l’original papier, l’adresse d’expédition avant de payer.',
  complete: 'Compléter mes coordonnées',
  emailLabel: 'E-mail',
  /** The cart's summary of the identity. */
  summaryTitle: 'Vos coordonnées',
  shipTo: 'Envoi à',
  billTo: 'Facturé à',
  /** The e-mails and the confirmation page: the address to check. */
  checkAddress: 'Adresse d’expédition à vérifier',
  checkAddressHint: 'Une erreur\u202f? Répondez à cet e-mail avant l’envoi.',
  checkAddressConfirmation: 'Une erreur\u202f? Écrivez-nous avant l’envoi en citant la référence de la commande.',
} as const;
