/**
 * The back office's order page (/admin/order-admin-details/:id): its sections, status, summary,
 * confirmation e-mail and refunds. The back office is the translator's, in French; Arabic is there
 * because every language of the catalogue is complete.
 */
export const adminOrderDetail = {
  detailTitle: 'Détail de la commande',
  orderTitle: 'Commande {{id}}',
  detailDescription: 'Fichiers du client, traductions et suivi.',
  detailFailed: 'Impossible de récupérer les détails de la commande.',
  backToOrders: 'Toutes les commandes',
  sectionEmail: 'E-mail de confirmation',
  sectionStatus: 'Statut',
  sectionInvoice: 'Facture',
  sectionRefund: 'Remboursement',
  sectionHistory: 'Historique',
  sectionSummary: 'Récapitulatif',
  sectionRequest: 'Demande du client',
  sectionMessages: 'Messages du client',
  sectionTranslations: 'Traductions',
  uploadTitle: 'Déposer des traductions',
  // « Demande du client » and « Messages du client ».
  purpose: 'Démarche',
  purposeNone: 'Non précisée',
  comment: 'Commentaire',
  commentNone: 'Aucun commentaire.',
  clientDocuments: 'Documents du client',
  clientDocumentsNone: 'Aucun document joint à la commande.',
  messagesNone: 'Aucun message au sujet de cette commande.',
  // Under the order's title.
  anonymisedOn: 'Données personnelles effacées le {{date}}',
  placedOn: 'Passée le {{date}}',
  /** Followed by the due date. */
  dueOn: 'À livrer le',
  // « Récapitulatif ».
  summaryReference: 'Référence',
  summaryDate: 'Date',
  summaryClient: 'Client',
  withAccount: 'Avec compte client',
  withoutAccount: 'Sans compte',
  summaryPayment: 'Paiement',
  paidOn: 'le {{date}}',
  summaryPromised: 'Promis au client',
  summaryDocuments: 'Documents',
  summaryPages: 'Pages',
  pagesDeclared_one: '{{count}} déclarée',
  pagesDeclared_many: '{{count}} déclarées',
  pagesDeclared_other: '{{count}} déclarées',
  /** {{pages}}: pagesCounted, or that a file's count is unknown. */
  countedFiles: 'Fichiers\u00a0: {{pages}}',
  pagesCounted_one: '{{count}} page comptée',
  pagesCounted_many: '{{count}} pages comptées',
  pagesCounted_other: '{{count}} pages comptées',
  summaryDelivery: 'Livraison',
  summaryLegalization: 'Légalisation',
  summaryUrgent: 'Urgent',
  yes: 'Oui',
  summaryTotal: 'Total',
  // « Statut ».
  /** Followed by the status badge. */
  currentStatus: 'Statut actuel\u00a0:',
  archivedStatus: 'Commande archivée\u00a0: son statut ne peut plus changer.',
  changeStatus: 'Changer le statut',
  noNextStep: 'Aucune autre étape\u00a0: la commande est {{status}}.',
  statusHint:
    'Chaque changement envoie un court e-mail au client, sauf «\u00a0Traduction disponible\u00a0»\u00a0: l’e-mail de livraison porte cette nouvelle.',
  cancelDescription:
    'Le client est prévenu par e-mail. Une commande annulée ne peut plus changer de statut\u202f; un éventuel remboursement se fait auprès du prestataire de paiement.',
  keepOrder: 'Garder la commande',
  // « Historique ».
  historyNone: 'Aucun changement enregistré.',
  actorCustomer: 'Client',
  actorDemo: 'Paiement de démonstration',
  // « E-mail de confirmation » (spec 4: the three button texts are the spec's, « email » included).
  emailIdle: 'Envoyer l’e-mail de confirmation',
  emailSending: 'Envoi de l’email...',
  emailSent: 'Email de confirmation envoyé',
  emailNothing: 'Déposez d’abord la traduction\u00a0: l’e-mail contient ses liens de téléchargement.',
  /** {{days}}: how long the links work, counted (« 7\u00a0jours »). */
  emailHint: 'À {{email}}, avec un lien de téléchargement personnel par traduction, valable {{days}}.',
  /** The e-mail itself, in the customer's inbox. */
  emailSubject: 'Votre traduction certifiée — commande {{id}}',
  emailText:
    'Bonjour,\n\nLa traduction certifiée de votre commande {{id}} est prête. Vous pouvez la télécharger dès maintenant avec les liens ci-dessous\u202f; elle reste aussi disponible dans le suivi de votre commande sur notre site.\n\nPour toute question, répondez simplement à cet e-mail.',
  // « Remboursement ».
  refundAmountTooHigh: 'Au plus {{amount}}\u00a0: ce qui reste remboursable sur cette commande.',
  refundReasonShort: 'Indiquez le motif du remboursement (3 caractères au moins).',
  refundFailed: 'Le remboursement n’a pas été fait.',
  /** {{paid}} and {{remaining}}: amounts, drawn in bold. */
  refundFigures: 'Payé\u00a0: {{paid}} · reste remboursable\u00a0: {{remaining}}',
  refundAllDone: 'Tout ce qui a été payé est remboursé.',
  refundTitle: 'Rembourser {{amount}}\u202f?',
  refundToCancelled:
    '{{email}} sera remboursé(e) de {{amount}} et recevra l’avoir par e-mail. La commande passera à «\u00a0Annulée\u00a0». Un avoir émis ne peut plus être modifié.',
  refundToPartial:
    '{{email}} sera remboursé(e) de {{amount}} et recevra l’avoir par e-mail. La commande passera à «\u00a0Remboursée partiellement\u00a0». Un avoir émis ne peut plus être modifié.',
  refund: 'Rembourser',
  refundPending: 'Remboursement…',
  refundKeep: 'Ne pas rembourser',
  refundAmountLabel: 'Montant à rembourser (€)',
  refundAmountHint: 'Tout ({{amount}}) ou une partie.',
  refundReason: 'Motif',
  refundByStripe: 'Le remboursement part sur la carte du client par Stripe.',
  refundByDemo: 'Paiement de démonstration\u00a0: le remboursement est enregistré, aucun argent ne bouge.',
  refundCreditNote: 'Un avoir est émis et envoyé au client\u202f; rembourser tout annule la commande.',
  refundWaiting: 'En attente de Stripe',
  refundSucceeded: 'Remboursé',
  refundRefused: 'Refusé par Stripe',
  refundCreditNoteNumber: 'avoir {{number}}',
  refundRetry: 'Réessayer auprès de Stripe',
} as const;
