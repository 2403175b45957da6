/**
 * The e-mails to the translator (a paid order, a quote request, a contact or support message, the
 * chat's first message, a declined quote, a customer's question, the settings' test message). She
 * reads French: they are always worded with `lang: 'fr'`; Arabic is there because every language
 * of the catalogue is complete.
 */
export const translatorMail = {
  // A paid order (server/orders/emails.ts).
  orderSubject: 'Nouvelle commande payée {{id}} — {{total}}',
  orderIntro: 'Nouvelle commande payée\u00a0: {{id}}.',
  orderDue: 'À livrer le {{due}} (promis au client\u00a0: {{promised}})',
  orderDueUrgent: 'URGENT — À livrer le {{due}} (promis au client\u00a0: {{promised}})',
  client: 'Client\u00a0: {{client}}',
  total: 'Total\u00a0: {{total}}',
  documents: 'Documents joints\u00a0: {{n}}',
  customerComment: 'Commentaire du client',
  openOrder: 'Ouvrir la commande',
  // A quote request, a contact message, a support request (server/requests/emails.ts).
  quoteSubject: 'Demande de devis {{id}} — {{name}}',
  quotePreheader: '{{name}} demande un devis ({{pages}}).',
  quoteIntro: 'Nouvelle demande de devis {{id}}.',
  rowName: 'Nom',
  rowEmail: 'E-mail',
  rowLanguage: 'Langue',
  rowFrom: 'De',
  rowSubject: 'Objet',
  rowOrder: 'Commande',
  orderUnspecified: 'non précisée',
  /** After the sender's address when they were signed in. */
  signedIn: '{{email}} (compte client)',
  message: 'Message',
  noMessage: 'Aucun message.',
  attached: 'Document joint\u00a0: {{file}}',
  openDocument: 'Ouvrir le document',
  adminLoginRequired: '(connexion administrateur requise)',
  noDocument: 'Aucun document joint.',
  sizeKb: '{{n}} Ko',
  sizeMb: '{{n}} Mo',
  replyForQuote: 'Répondez directement à cet e-mail pour envoyer le devis à {{name}}.',
  contactSubject: 'Contact\u00a0: {{subject}} — {{name}}',
  contactPreheader: 'Message de {{name}} via le formulaire de contact',
  contactIntro: 'Message reçu par le formulaire de contact.',
  replyToName: 'Répondez directement à cet e-mail pour écrire à {{name}}.',
  supportSubject: 'Assistance\u00a0: {{subject}}',
  supportSubjectOrder: 'Assistance\u00a0: {{subject}} — {{reference}}',
  supportPreheader: 'Demande d’assistance de {{email}}',
  supportIntro: 'Nouvelle demande d’assistance.',
  openOrderReference: 'Ouvrir la commande {{reference}}',
  replyToClient: 'Répondez directement à cet e-mail pour écrire au client.',
  // The chat's first message (server/chat/emails.ts).
  chatGuest: 'Un visiteur (invité)',
  chatSubject: 'Nouveau message sur le chat — {{who}}',
  chatWrote: '{{who}} a écrit sur le chat du site\u00a0:',
  chatReply: 'Répondre depuis le tableau de bord',
  // A declined quote (server/quotes/emails.ts).
  declinedSubject: 'Devis {{reference}} refusé — {{name}}',
  declinedPreheader: '{{name}} a refusé le devis de {{amount}}.',
  declined: '{{name}} ({{email}}) a refusé le devis {{reference}} de {{amount}}.',
  seeQuotes: 'Voir les demandes de devis',
  // A customer's question from « Une question ou remarque ? » (server/orders/message-route.ts).
  customerSubjectOrder: '{{subject}} — commande {{id}}',
  customerPreheader: 'Message de {{from}}',
  customerFrom: 'Message de {{from}}\u00a0:',
  customerFromOrder: 'Message de {{from}} au sujet de la commande {{id}}\u00a0:',
  // The settings' test message (server/mail/templates.ts).
  testSubject: 'Message de test pour {{name}}',
  testPreheader: 'Vérification de l’envoi des e-mails du site.',
  testHello: 'Bonjour {{name}},',
  testIntro: 'Ce message de test a été envoyé par le site de {{trade}} pour vérifier l’envoi des e-mails.',
} as const;
