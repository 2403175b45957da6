/** The live chat: widget, admin inbox and sockets. */
export const chat = {
  sendFailed: 'Erreur lors de l’envoi du message. Veuillez réessayer.',
  setupFailed: 'Erreur lors de la configuration du chat. Veuillez réessayer.',
  adminSendFailed: 'Erreur lors de l’envoi du message',
  deleteMessageFailed: 'Erreur lors de la suppression du message',
  deleteConversationFailed: 'Erreur lors de la suppression de la conversation',
  empty: 'Le message est vide.',
  closed: 'Le chat est fermé pour le moment. Utilisez le formulaire de contact.',
  tooFast: 'Vous envoyez des messages trop vite. Patientez un instant.',
  notFound: 'Conversation introuvable.',
  readInvalid: 'Ce message ne fait pas partie de votre conversation.',
  tooManyWindows: 'Le chat est déjà ouvert dans trop de fenêtres. Fermez-en une, puis rechargez cette page.',
  sessionEnded: 'Votre session a pris fin\u00a0: reconnectez-vous pour continuer.',
  contactSaved: 'C’est noté\u00a0: si vous quittez le site, la réponse vous sera envoyée par e-mail.',
  contactOnlyGuests: 'Connecté à votre compte, vous recevez déjà les réponses à son adresse.',
  linkExpired:
    'Ce lien de conversation a expiré ou n’est plus valable. Écrivez-nous à nouveau\u00a0: nous vous répondrons ici.',
  notified: 'Notification envoyée.',
  alreadyNotified: 'Notification déjà envoyée pour cette conversation.',
  /** The links the chat e-mails (issue 29). */
  resumeHasOwn:
    'Vous avez déjà une conversation en cours sur ce navigateur. Confirmez que vous voulez la remplacer par celle du lien.',
  resumed: 'Conversation reprise sur ce navigateur.',
  emailConfirmed: 'Adresse confirmée\u00a0: les réponses vous y seront envoyées si vous quittez le site.',
  confirmInvalid: 'Ce lien de confirmation a expiré ou a déjà servi.',
  replyMinutesInvalid: 'Le délai de réponse s’exprime en minutes.',
  hoursInvalid: 'Horaires invalides\u00a0: {{reason}}.',
  /** The admin's chat settings (server/chat/settings.ts). */
  replyMinutesWhole: 'Le délai de réponse s’exprime en minutes entières.',
  replyMinutesMin: 'Le délai de réponse est d’au moins 1 minute.',
  replyMinutesMax: 'Le délai de réponse ne peut pas dépasser 24 heures (1440 minutes).',
  hoursTooLong: 'Horaires trop longs.',
  closedDateFormat: 'Choisissez une date de fermeture complète (jour, mois et année).',
  closedDatesTooMany: 'Trop de dates de fermeture.',
} as const;
