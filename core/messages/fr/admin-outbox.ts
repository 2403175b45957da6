export const adminOutbox = {
  notFound: 'E-mail introuvable.',
  statusInvalid: 'Statut inconnu\u00a0: queued, sending, sent ou failed.',
  onlyFailed: 'Seul un e-mail en échec peut être renvoyé.',
  retried: 'E-mail remis en file d’envoi.',
} as const;
