export const adminRequest = {
  quoteNotFound: 'Demande de devis introuvable.',
  messageNotFound: 'Message introuvable.',
  noAttachment: 'Aucun document joint à cette demande.',
  kindInvalid: 'Type de message inconnu (contact ou support).',
  messageHandledInvalid: 'Indiquez si le message est traité (handled : true ou false).',
  quoteHandledInvalid: 'Indiquez si la demande est traitée (handled : true ou false).',
} as const;
