/** Fields that several forms share: one wording wherever the same field appears. */
export const form = {
  /** The e-mail fields' example address. */
  emailPlaceholder: 'vous@exemple.fr',
  emailRequired: 'L’adresse email est requise.',
  emailInvalid: 'Veuillez entrer une adresse email valide.',
  messageRequired: 'Le message est requis.',
  messageSent: 'Votre message a été envoyé avec succès\u202f!',
  subjectRequired: 'L’objet est requis.',
  subjectTooLong: 'L’objet ne peut pas dépasser {{max}} caractères.',
  nameRequired: 'Le nom est requis.',
  nameTooLong: 'Le nom ne peut pas dépasser {{max}} caractères.',
  /** The order message and the chat (the quote, contact and support forms write « 5 000 »: request.messageTooLong). */
  messageTooLong: 'Le message ne peut pas dépasser {{max}} caractères.',
  invalid: 'Données invalides',
  saveError: 'Une erreur est survenue lors de la sauvegarde',
  deleteError: 'Une erreur est survenue lors de la suppression',
  pageInvalid: 'Numéro de page invalide.',
  tooManyFields: 'Trop de champs dans le formulaire.',
  formInvalid: 'Formulaire invalide.',
  /** Zod's own checks, when a schema gives no message of its own (core/zod-messages.ts). */
  required: 'Ce champ est requis.',
  invalidValue: 'Valeur invalide.',
  invalidOption: 'Choix invalide.',
  invalidFormat: 'Format invalide.',
  unknownField: 'Champ non reconnu.',
  tooShort: 'Ce champ doit contenir au moins {{min}} caractères.',
  tooLong: 'Ce champ ne peut pas dépasser {{max}} caractères.',
  tooSmall: 'La valeur doit être au moins {{min}}.',
  tooBig: 'La valeur ne peut pas dépasser {{max}}.',
  tooFewItems: 'Il en faut au moins {{min}}.',
  tooManyItems: 'Il ne peut pas y en avoir plus de {{max}}.',
  // The anti-spam field's label, hidden from people (Honeypot): a robot reads it in the page's language.
  honeypotLabel: 'Laissez ce champ vide',
} as const;
