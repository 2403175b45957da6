/** FAQ editor and pages (spec 5 and 8). */
export const faq = {
  questionRequired: 'La question est requise',
  answerRequired: 'La réponse est requise',
  questionTooLong: 'La question ne peut pas dépasser 300 caractères.',
  answerTooLong: 'La réponse est trop longue (50 000 caractères au plus).',
  orderInvalid: 'L’ordre d’affichage doit être un nombre entier, 0 ou plus.',
  notFound: 'Question non trouvée',
  loadListError: 'Erreur lors du chargement des questions',
  loadError: 'Erreur lors du chargement de la question',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette question\u202f?',
  created: 'Question ajoutée.',
  updated: 'Question modifiée.',
  deleted: 'Question supprimée.',
} as const;
