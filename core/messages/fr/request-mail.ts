/** The visitor's acknowledgement of a quote, contact or support request, in the request's language (issue 17). */
export const requestMail = {
  quoteSubject: 'Votre demande de devis {{id}} — {{trade}}',
  quoteReceived:
    'Nous avons bien reçu votre demande de devis {{id}}. Nous vous enverrons votre devis dans les plus brefs délais, en général {{within}}.',
  rowService: 'Prestation',
  rowDelivery: 'Livraison souhaitée',
  fileReceived: 'Votre document nous est bien parvenu\u202f; il est conservé chiffré.',
  fileByReply: 'Vous pouvez nous envoyer vos documents en répondant à cet e-mail.',
  completeByReply: 'Pour compléter votre demande, répondez simplement à cet e-mail.',
  contactSubject: 'Nous avons bien reçu votre message — {{trade}}',
  contactPreheader: 'Votre message est arrivé\u00a0: nous vous répondons rapidement.',
  contactReceived:
    'Votre message envoyé depuis notre site nous est bien parvenu. Nous vous répondrons dans les meilleurs délais, du lundi au vendredi.',
  urgentCall: 'Pour une demande urgente, appelez-nous au {{phone}}.',
  supportSubject: 'Votre demande d’assistance — {{trade}}',
  supportPreheader: 'Votre demande est enregistrée\u00a0: nous revenons vers vous rapidement.',
  supportReceived:
    'Votre demande d’assistance est bien enregistrée. Nous revenons vers vous dans les meilleurs délais, du lundi au vendredi.',
  supportReceivedOrder:
    'Votre demande d’assistance concernant la commande {{reference}} est bien enregistrée. Nous revenons vers vous dans les meilleurs délais, du lundi au vendredi.',
  addDetail: 'Pour ajouter une précision, répondez simplement à cet e-mail.',
} as const;
