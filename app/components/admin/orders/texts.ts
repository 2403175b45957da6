import { tr } from '../../../../core/messages';
/** Spec 8 (Admin): the orders pages' messages, word for word (the back office is French; texts the API shares come from the catalogue). */
export const ORDER_PAGE_TEXTS = {
  listFailed: 'Impossible de récupérer les services',
  statusFailed: 'Erreur de mise à jour du statut',
  deleteFailed: 'Erreur lors de la suppression du service',
  detailFailed: 'Impossible de récupérer les détails de la commande.',
  uploadFailed: 'Erreur de téléchargement des fichiers.',
  uploadUnknown: 'Erreur de serveur inconnue lors de l’upload.',
  noFileSelected: tr('adminOrder.noFile'),
  uploaded: tr('adminOrder.uploaded'),
  noFileToDelete: tr('adminOrder.noFileToDelete'),
  filesDeleteFailed: 'Erreur lors de la suppression des fichiers.',
  emailIdle: 'Envoyer l’e-mail de confirmation',
  emailSending: 'Envoi de l’email...',
  emailSent: 'Email de confirmation envoyé',
  emailFailed: tr('adminEmail.sendFailed'),
  emailUnknown: tr('adminEmail.sendFailedUnknown'),
} as const;
