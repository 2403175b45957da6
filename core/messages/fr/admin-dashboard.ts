/** The back office's dashboard (/admin/dashboard): its to-do, figures, chart and shortcuts. */
export const adminDashboard = {
  lead: 'Messages, commandes et utilisateurs.',
  shortcuts: 'Raccourcis',
  usersText: 'Comptes, rôles et messages aux clients.',
  ordersText: 'Statuts, documents et traductions à livrer.',
  /** « 2 e-mails non remis après 3 jours d’essais. » */
  undelivered: '{{emails}} non remis après 3 jours d’essais.',
  emails_one: '{{count}} e-mail',
  emails_many: '{{count}} e-mails',
  emails_other: '{{count}} e-mails',
  seeAndRetry: 'Voir et renvoyer',
  liveChat: 'Messagerie en direct',
  lastMonths: 'Les 12 derniers mois',
  /** Followed by a link to the ledger (`ledgerLink`) and a full stop. */
  chartLead: 'Paiements reçus et chiffre d’affaires encaissé (remboursements déduits), par mois\u00a0: les totaux du',
  ledgerLink: 'livre des recettes',
  lastPurge: 'Dernière purge',
  purgeRemoved_one: '{{count}} élément supprimé',
  purgeRemoved_many: '{{count}} éléments supprimés',
  purgeRemoved_other: '{{count}} éléments supprimés',
  purgeNotYet: 'pas encore',
  chatHours: 'Horaires et délai de réponse du chat',
  // The figures (DashboardFigures).
  todo: 'À faire',
  toHandle: 'Commandes à traiter',
  keyFigures: 'Chiffres clés',
  waitingRequests: 'Demandes en attente',
  paidThisMonth: 'Payées ce mois-ci',
  revenueThisMonth: 'Chiffre d’affaires encaissé du mois',
  // The chart of the last 12 months (MonthlyChart).
  paidOrders: 'Commandes payées',
  revenue: 'Chiffre d’affaires',
  seeByMonth: 'Voir les chiffres mois par mois',
  tableCaption: 'Commandes payées et chiffre d’affaires des 12 derniers mois',
  month: 'Mois',
  chartCaption: 'Commandes payées et chiffre d’affaires par mois, sur les 12 derniers mois.',
} as const;
