export const adminOutbox = {
  notFound: 'E-mail introuvable.',
  statusInvalid: 'Statut inconnu\u00a0: queued, sending, sent ou failed.',
  onlyFailed: 'Seul un e-mail en échec peut être renvoyé.',
  retried: 'E-mail remis en file d’envoi.',
  // The outbox's banner: how e-mails leave the site ({{eml}}, {{smtpUrl}}: code, set apart on the page).
  deliverySmtp: 'Envoi par le serveur SMTP configuré, expéditeur {{from}}.',
  deliveryLocal: 'Aucun serveur d’envoi (SMTP) n’est configuré\u00a0: les e-mails ne partent pas.',
  deliveryLocalDetail:
    'Ils restent dans cette boîte d’envoi locale et sont écrits en fichiers {{eml}} dans le dossier de données\u202f; «\u00a0Envoyé\u00a0» signifie ici «\u00a0enregistré sur le serveur\u00a0». Ouvrez un message pour lire ce que le destinataire aurait reçu. Pour envoyer réellement, renseignez {{smtpUrl}} dans la configuration puis redémarrez le site.',
} as const;
