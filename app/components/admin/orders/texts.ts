/** Spec 8 (Admin): the orders pages' messages, word for word. */
export const ORDER_PAGE_TEXTS = {
  listFailed: 'Impossible de récupérer les services',
  statusFailed: 'Erreur de mise à jour du statut',
  deleteFailed: 'Erreur lors de la suppression du service',
  detailFailed: 'Impossible de récupérer les détails de la commande.',
  uploadFailed: 'Erreur de téléchargement des fichiers.',
  uploadUnknown: 'Erreur de serveur inconnue lors de l’upload.',
  noFileSelected: 'Veuillez sélectionner au moins un fichier.',
  uploaded: 'Fichier(s) téléchargé(s) avec succès !',
  noFileToDelete: 'Aucun fichier à supprimer',
  filesDeleteFailed: 'Erreur lors de la suppression des fichiers.',
  emailIdle: 'Envoyer l’email de confirmation',
  emailSending: 'Envoi de l’email...',
  emailSent: 'Email de confirmation envoyé',
  emailFailed: 'Erreur lors de l’envoi de l’email.',
  emailUnknown: 'Erreur inconnue lors de l’envoi de l’email.',
} as const;
