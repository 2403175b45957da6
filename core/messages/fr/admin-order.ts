/** Back office (stays in French, but its texts live here all the same). */
export const adminOrder = {
  statusRequired: 'Indiquez le nouveau statut de la commande.',
  statusUnknown: 'Statut inconnu\u00a0: «\u00a0{{value}}\u00a0». Statuts possibles\u00a0: {{statuses}}.',
  archived: 'Cette commande est archivée\u00a0: elle ne peut plus être modifiée.',
  // A move the status table refuses (server/admin/orders/transitions.ts): the statuses are their French labels.
  transitionPaidByHand:
    'Une commande ne peut pas être marquée «\u00a0Payée\u00a0» à la main\u00a0: le paiement est enregistré par le prestataire de paiement.',
  transitionRefusedNext:
    'Une commande «\u00a0{{from}}\u00a0» ne peut pas passer à «\u00a0{{to}}\u00a0». Étapes possibles depuis «\u00a0{{from}}\u00a0»\u00a0: {{steps}}.',
  transitionRefusedLast:
    'Une commande «\u00a0{{from}}\u00a0» ne peut pas passer à «\u00a0{{to}}\u00a0». Aucune étape ne suit «\u00a0{{from}}\u00a0».',
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
  /** The status history's note when translations are uploaded. */
  filesUploadedNote_one: '{{count}}\u00a0fichier traduit déposé',
  filesUploadedNote_many: '{{count}}\u00a0fichiers traduits déposés',
  filesUploadedNote_other: '{{count}}\u00a0fichiers traduits déposés',
  deliveryFileNotFound: 'Fichier traduit introuvable\u00a0: {{names}}.',
  deliverySeveralOrders:
    'Les fichiers choisis appartiennent à plusieurs commandes\u00a0: envoyez un e-mail par commande.',
  deliveryOtherOrder: 'Les fichiers choisis n’appartiennent pas à la commande {{id}}.',
  deliveryOtherRecipient:
    'Les traductions de la commande {{id}} ne peuvent être envoyées qu’à l’adresse de son client ({{email}}).',
  // The orders page (/admin/orders): its frame, search, tabs, table and row actions.
  ordersTitle: 'Commandes',
  ordersDescription: 'Toutes les commandes, de la plus récente à la plus ancienne.',
  ordersLead:
    'Toutes les commandes, avec leur échéance (fixée au paiement). «\u00a0À traiter\u00a0»\u00a0: payées, traduction à déposer\u202f; «\u00a0À livrer aujourd’hui / en retard\u00a0»\u00a0: ce qui est dû aujourd’hui et, en rouge, ce qui est en retard. Chaque ligne propose l’étape suivante.',
  ordersCount_one: '{{count}} commande.',
  ordersCount_many: '{{count}} commandes.',
  ordersCount_other: '{{count}} commandes.',
  ordersCountArchived_one: '{{count}} commande, archivées comprises.',
  ordersCountArchived_many: '{{count}} commandes, archivées comprises.',
  ordersCountArchived_other: '{{count}} commandes, archivées comprises.',
  pagerLabel: 'Pages des commandes',
  tabToTranslate: 'À traiter',
  tabToday: 'À livrer aujourd’hui / en retard',
  tabAll: 'Toutes',
  statusTabs: 'Filtrer par statut',
  searchLabel: 'Rechercher une commande',
  searchPlaceholder: 'E-mail du client ou référence (TR-…)',
  searchSubmit: 'Rechercher',
  searchClear: 'Effacer',
  archivedHide: 'Masquer les commandes archivées',
  archivedShow: 'Afficher aussi les commandes archivées',
  sortByDate: 'Trier par date de commande',
  sortByDue: 'Trier par échéance',
  columnId: 'ID',
  columnCustomer: 'Client',
  columnDue: 'Échéance',
  columnStatus: 'Statut',
  columnTotal: 'Total',
  /** The language the order was placed in (the list and the order page). */
  language: 'Langue\u00a0: {{language}}',
  archivedBadge: 'Archivée',
  archivedOn: 'Archivée le {{date}}',
  overdue: 'En retard',
  dueToday: 'Aujourd’hui',
  urgent: 'Urgent',
  emptySearch: 'Aucune commande ne correspond à «\u00a0{{q}}\u00a0».',
  emptySearchInView: 'Aucune commande ne correspond à «\u00a0{{q}}\u00a0» dans cette vue.',
  emptyToTranslate: 'Aucune commande à traiter\u00a0: chaque commande payée a sa traduction.',
  emptyToday: 'Rien à livrer aujourd’hui, et aucune commande en retard.',
  emptyStatus: 'Aucune commande avec ce statut.',
  emptyAll: 'Aucune commande pour le moment.',
  captionToday: 'Commandes à livrer aujourd’hui ou en retard, par échéance',
  captionDue: 'Commandes, par échéance',
  captionNewest: 'Commandes, les plus récentes d’abord',
  rowUpload: 'Déposer la traduction',
  rowShip: 'Expédier',
  rowRemind: 'Relancer',
  rowCancel: 'Annuler',
  moreActions: 'Plus d’actions\u00a0: {{id}}',
  rowDelete: 'Supprimer',
  /** The payment reminder she may still edit before sending; {{tradeName}} signs it. */
  reminderSubject: 'Votre commande {{id}} attend son paiement',
  reminderText:
    'Bonjour,\n\nVotre commande {{id}} ({{amount}}) n’est pas encore réglée\u00a0: la traduction commencera dès réception du paiement.\n\nSi vous souhaitez toujours la faire traduire, répondez simplement à ce message.\n\n{{tradeName}}',
  actionDone: 'Commande {{id}}\u00a0: {{message}}',
  deleteFailed: 'Erreur lors de la suppression du service',
  statusFailed: 'Erreur de mise à jour du statut',
  deleteTitle: 'Supprimer la commande {{id}}\u202f?',
  /** {{erased}} is deleteErased, in bold. */
  deleteErase:
    'Cette commande n’a jamais été payée\u00a0: elle sera {{erased}}, avec les documents du client et son historique.',
  deleteErased: 'effacée définitivement',
  /** {{customer}}: the customer's e-mail, in bold. */
  deleteArchive:
    'La commande de {{customer}} sera archivée\u00a0: elle disparaît de la liste et de l’espace du client, mais elle et ses fichiers sont conservés.',
  deleteEraseConfirm: 'Effacer',
  deleteArchiveConfirm: 'Archiver',
  deletePending: 'Suppression…',
  cancelTitle: 'Annuler la commande {{id}}\u202f?',
  cancelText:
    'Elle n’a pas été payée. Le client {{customer}} reçoit un e-mail qui le lui dit\u202f; la commande reste dans la liste, «\u00a0Annulée\u00a0».',
  cancelOrder: 'Annuler la commande',
  cancelKeep: 'Garder',
  cancelPending: 'Annulation…',
} as const;
