/** The one e-mail asking for a review, in the order's language (server/reviews/emails.ts). */
export const reviewMail = {
  subject: 'Votre avis sur la commande {{id}} — {{trade}}',
  preheader: 'Une note et quelques mots, en une minute.',
  thanks:
    'Votre traduction (commande {{id}}) vous a été livrée il y a quelques jours. Merci encore pour votre confiance.',
  ask: 'Si vous avez un instant, votre avis aiderait d’autres personnes à choisir leur traductrice\u00a0: une note de 1 à 5\u00a0étoiles et, si vous le souhaitez, quelques mots.',
  button: 'Donner votre avis',
  validity:
    'Ce lien personnel est valable {{days}} et ne sert qu’une fois. Vous choisissez le nom affiché (prénom, initiales ou anonyme)\u202f; rien n’est publié sans relecture.',
  noReply: 'Vous ne recevrez pas d’autre e-mail à ce sujet.',
} as const;
