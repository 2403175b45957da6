/** A postal address (shipping and billing): its fields and their refusals (core/postal-address.ts). */
export const address = {
  shippingTitle: 'Adresse d’expédition',
  shippingIntro: 'Où envoyer l’original papier signé et tamponné.',
  billingAddressTitle: 'Adresse de facturation',
  line1Label: 'Adresse',
  line1Placeholder: 'Numéro et nom de la rue',
  line2Label: 'Complément d’adresse',
  line2Placeholder: 'Bâtiment, étage, chez…',
  postalCodeLabel: 'Code postal',
  cityLabel: 'Ville',
  countryLabel: 'Pays',
  /** The rule's example under « Code postal » for countries that have one. */
  postalCodeHint: 'Par exemple {{example}}',
  line1Required: 'Indiquez l’adresse (numéro et rue).',
  lineTooLong: 'Une ligne d’adresse ne peut pas dépasser {{max}} caractères.',
  postalCodeRequired: 'Indiquez le code postal.',
  postalCodeTooLong: 'Le code postal ne peut pas dépasser {{max}} caractères.',
  postalCodeFr: 'Un code postal français compte 5 chiffres, par exemple 21000.',
  postalCodeInvalid: 'Ce code postal ne correspond pas au format de ce pays (par exemple {{example}}).',
  cityRequired: 'Indiquez la ville.',
  cityTooLong: 'Le nom de la ville ne peut pas dépasser {{max}} caractères.',
  countryInvalid: 'Choisissez un pays dans la liste.',
  addressRequired: 'Indiquez l’adresse où envoyer l’original papier.',
  franceOnly: 'Ce mode de livraison n’expédie qu’en France\u00a0: choisissez un autre mode pour un envoi à l’étranger.',
  abroadOnly:
    'Ce mode de livraison n’expédie qu’hors de France\u00a0: choisissez un autre mode pour un envoi en France.',
  /** Where a delivery method posts (admin catalogue, catalogue_items.ships_to). */
  shipsToLabel: 'Expédie vers',
  shipsToFrance: 'la France uniquement',
  shipsToAbroad: 'l’étranger uniquement',
  shipsToAnywhere: 'la France et l’étranger',
  shipsToInvalid: 'Choisissez où ce mode de livraison expédie.',
} as const;
