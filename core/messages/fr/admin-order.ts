/** Back office (stays in French, but its texts live here all the same). */
export const adminOrder = {
  statusRequired: 'Indiquez le nouveau statut de la commande.',
  statusUnknown: 'Statut inconnu\u00a0: «\u00a0{{value}}\u00a0». Statuts possibles\u00a0: {{statuses}}.',
  archived: 'Cette commande est archivée\u00a0: elle ne peut plus être modifiée.',
  statusUpdated: 'Statut mis à jour\u00a0: «\u00a0{{label}}\u00a0». Le client en est informé par e-mail.',
  statusUpdatedDeliverNext:
    'Statut mis à jour\u00a0: «\u00a0{{label}}\u00a0». Aucun e-mail n’est parti\u00a0: envoyez au client l’e-mail de livraison, avec les liens de ses traductions.',
  statusUnchanged: 'La commande est déjà «\u00a0{{label}}\u00a0».',
  archivedDone: 'Commande archivée\u00a0: elle n’apparaît plus dans la liste et ses fichiers sont conservés.',
  alreadyArchived: 'Cette commande était déjà archivée.',
  deletedDone: 'Commande non payée supprimée définitivement, avec ses fichiers.',
  paymentOpen:
    'Le client peut encore payer cette commande (page de paiement ouverte jusqu’à {{until}}). Réessayez après cette heure pour la supprimer.',
  paymentJustReceived:
    'Le paiement de cette commande vient d’être reçu\u00a0: elle ne peut plus être supprimée définitivement. Rechargez la page.',
  noFile: 'Veuillez sélectionner au moins un fichier.',
  uploaded: 'Fichier(s) téléchargé(s) avec succès\u202f!',
  uploadCancelled: 'Cette commande est annulée\u00a0: on ne peut plus y déposer de traduction.',
  uploadUnpaid: 'Commande non payée\u00a0: ne commencez pas la traduction.',
  noFileToDelete: 'Aucun fichier à supprimer',
  fileNotFound: 'Fichier traduit introuvable pour cette commande\u00a0: {{names}}.',
  filesDeleted_one: 'Fichier traduit supprimé.',
  // French has a « many » form too (1 000 000 fichiers…): Intl.PluralRules('fr') asks for it.
  filesDeleted_many: '{{count}} fichiers traduits supprimés.',
  filesDeleted_other: '{{count}} fichiers traduits supprimés.',
  deliveryFileNotFound: 'Fichier traduit introuvable\u00a0: {{names}}.',
  deliverySeveralOrders:
    'Les fichiers choisis appartiennent à plusieurs commandes\u00a0: envoyez un e-mail par commande.',
  deliveryOtherOrder: 'Les fichiers choisis n’appartiennent pas à la commande {{id}}.',
  deliveryOtherRecipient:
    'Les traductions de la commande {{id}} ne peuvent être envoyées qu’à l’adresse de son client ({{email}}).',
} as const;
