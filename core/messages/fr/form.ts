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
} as const;
