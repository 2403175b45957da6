/** Quote requests (/devis, /order), contact and support messages. */
export const request = {
  pagesRequired: 'Le nombre de pages est requis.',
  pagesMax: 'Le nombre de pages ne peut pas dépasser 10 000.',
  serviceTypeRequired: 'Choisissez le type de prestation.',
  descriptionRequired: 'Décrivez votre besoin en quelques mots.',
  messageTooLong: 'Le message ne peut pas dépasser 5 000 caractères.',
  orderReferenceInvalid:
    'Référence de commande invalide\u00a0: elle s’écrit TR- suivi de 8 caractères, par exemple TR-7K3F9Q2M.',
  oneFileOnly: 'Vous ne pouvez joindre qu’un seul fichier à votre demande.',
  notMultipart: 'Envoyez la demande dans un formulaire multipart/form-data.',
  quoteSent: 'Votre demande de devis a été envoyée avec succès\u202f!',
  quoteFollowUp: 'Nous vous enverrons votre devis dans les plus brefs délais.',
  supportSent: 'Votre demande d’assistance a été envoyée avec succès\u202f!',
  genericError: 'Une erreur est survenue. Veuillez réessayer.',
  tooManyRequests:
    'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez réessayer dans une heure, ou appelez-nous au {{phone}}.',
} as const;
