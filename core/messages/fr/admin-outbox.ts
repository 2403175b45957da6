export const adminOutbox = {
  notFound: 'E-mail introuvable.',
  statusInvalid:
    'Statut inconnu\u00a0: choisissez «\u00a0En attente\u00a0», «\u00a0En cours\u00a0», «\u00a0Envoyés\u00a0» ou «\u00a0En échec\u00a0».',
  onlyFailed: 'Seul un e-mail en échec peut être renvoyé.',
  retried: 'E-mail remis en file d’envoi.',
  // The outbox's banner: how e-mails leave the site, in words (issue 30: no setting names, no file types).
  deliverySmtp: 'Les e-mails partent par le serveur d’envoi configuré, avec l’adresse d’expéditeur {{from}}.',
  deliveryLocal: 'Aucun serveur d’envoi n’est configuré\u00a0: les e-mails ne partent pas.',
  deliveryLocalDetail:
    'Les e-mails sont enregistrés sur le serveur, sans être envoyés\u00a0: «\u00a0Envoyé\u00a0» veut dire ici «\u00a0enregistré\u00a0». Ouvrez un message pour lire ce que le destinataire aurait reçu. Pour qu’ils partent, la personne qui héberge le site doit configurer le serveur d’envoi, puis redémarrer le site.',
} as const;
