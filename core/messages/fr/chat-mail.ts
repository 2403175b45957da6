/**
 * The chat's e-mails to a visitor (server/chat): the translator's reply to a visitor who left, and
 * the confirmation of the address a guest typed. Server-only; in the conversation's language.
 */
export const chatMail = {
  replySubject: 'Réponse à votre message sur le chat — {{trade}}',
  replyIntro:
    'Vous avez écrit sur le chat de {{trade}}, puis quitté le site. Voici la réponse de la traductrice\u00a0:',
  replyButton: 'Reprendre la conversation',
  replyWhyLink:
    'Vous recevez cet e-mail parce que vous avez laissé cette adresse sur le chat. Le lien reste valable {{days}}.',
  replyWhyAccount:
    'Vous recevez cet e-mail parce que vous avez écrit sur le chat en étant connecté à votre compte\u00a0: connectez-vous pour retrouver la conversation.',
  replyLimit: 'Au plus un e-mail par heure et par conversation.',
  confirmSubject: 'Confirmez votre adresse pour le chat — {{trade}}',
  confirmIntro:
    'Cette adresse a été laissée sur le chat de {{trade}} pour recevoir la réponse de la traductrice. Si c’est vous, confirmez-la avec ce bouton\u00a0: aucune réponse n’y sera envoyée avant.',
  confirmButton: 'Confirmer mon adresse',
  confirmIgnore:
    'Vous n’avez pas écrit sur notre chat\u202f? Ignorez cet e-mail\u00a0: rien ne vous sera envoyé. Le lien reste valable {{hours}}.',
} as const;
