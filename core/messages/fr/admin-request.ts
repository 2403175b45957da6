export const adminRequest = {
  quoteNotFound: 'Demande de devis introuvable.',
  messageNotFound: 'Message introuvable.',
  noAttachment: 'Aucun document joint à cette demande.',
  kindInvalid: 'Type de message inconnu (contact ou support).',
  messageHandledInvalid: 'Indiquez si le message est traité (handled\u00a0: true ou false).',
  quoteHandledInvalid: 'Indiquez si la demande est traitée (handled\u00a0: true ou false).',
} as const;
