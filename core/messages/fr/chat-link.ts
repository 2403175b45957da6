/** The pages the chat's e-mail links open (issue 29): take a conversation over, confirm an address. */
export const chatLink = {
  resumeTitle: 'Reprendre la conversation',
  resumeMeta: 'Reprendre sur ce navigateur une conversation du chat, avec le lien reçu par e-mail.',
  whose: 'Conversation laissée avec l’adresse {{email}}',
  whoseNoEmail: 'Conversation du chat de {{site}}',
  lastMessage: 'Dernier message\u00a0: {{date}}',
  resumeText:
    'En la reprenant, vous la retrouvez sur ce navigateur avec les réponses de la traductrice. Le lien ne sert qu’une fois\u202f; un autre navigateur qui l’avait ne la verra plus.',
  resumeButton: 'Reprendre sur ce navigateur',
  notYours: 'Ce n’est pas votre conversation\u202f? Ne continuez pas\u00a0: fermez simplement cette page.',
  alreadyTitle: 'Vous avez déjà une conversation en cours sur ce navigateur.',
  alreadyText:
    'Si vous reprenez celle du lien, ce navigateur n’affichera plus votre conversation actuelle (la traductrice la garde).',
  replaceButton: 'Reprendre celle du lien',
  keepButton: 'Garder ma conversation actuelle',
  invalidTitle: 'Lien expiré ou déjà utilisé',
  invalidText: 'Ce lien de conversation a expiré ou a déjà servi. Écrivez-nous à nouveau\u00a0: nous vous répondrons.',
  backHome: 'Retour à l’accueil',
  confirmTitle: 'Confirmer votre adresse e-mail',
  confirmMeta: 'Confirmer l’adresse laissée sur le chat pour en recevoir les réponses.',
  confirmText:
    'Cette adresse a été laissée sur notre chat pour recevoir la réponse de la traductrice. Confirmez qu’elle est la vôtre\u00a0: aucune réponse n’y est envoyée avant.',
  confirmButton: 'Confirmer mon adresse',
  confirmNotYou: 'Vous n’avez pas écrit sur notre chat\u202f? Fermez cette page\u00a0: rien ne vous sera envoyé.',
  confirmDone: 'Merci, votre adresse est confirmée. Si vous quittez le site, les réponses vous y seront envoyées.',
  confirmInvalid:
    'Ce lien de confirmation a expiré ou a déjà servi. Saisissez à nouveau votre adresse dans le chat pour en recevoir un autre.',
} as const;
