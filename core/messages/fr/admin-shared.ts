/**
 * The back office's shared words (app/components/admin/*): its frame, dialogs, pager and period
 * filter. The back office is the translator's, in French; Arabic is there because every language
 * of the catalogue is complete.
 */
export const adminShared = {
  administration: 'Administration',
  navDashboard: 'Tableau de bord',
  navOrders: 'Commandes',
  navInvoices: 'Factures',
  navLedger: 'Recettes',
  navRequests: 'Demandes',
  navReviews: 'Avis',
  navUsers: 'Utilisateurs',
  navPrices: 'Tarifs',
  navEmails: 'E-mails',
  navData: 'Données',
  navContent: 'FAQ et blog',
  searchOrders: 'Rechercher une commande par référence ou e-mail',
  searchPlaceholder: 'Référence ou e-mail',
  searchSubmit: 'Chercher',
  viewSite: 'Voir le site',
  cancel: 'Annuler',
  close: 'Fermer',
  pagination: 'Pagination',
  previous: 'Précédent',
  next: 'Suivant',
  pageOf: 'Page {{page}} sur {{pages}}',
  periods: 'Périodes',
  period: 'Période\u00a0:',
  from: 'Du',
  to: 'Au',
  periodDay: 'le {{day}}',
  periodRange: 'du {{from}} au {{to}}',
  periodSince: 'depuis le {{day}}',
  periodUntil: 'jusqu’au {{day}}',
  periodAll: 'toutes périodes',
  /** The live chat inbox's sound for new visitor messages (decision 069). */
  soundEnable: 'Activer le son',
  soundOn: 'Son activé',
} as const;
