/** The quote offer e-mail to the client (server/quotes/emails.ts). Server-only; in the request's language. */
export const quoteMail = {
  subject: 'Votre devis {{reference}} — {{trade}}',
  preheader: 'Devis de {{amount}}, valable jusqu’au {{until}}.',
  hello: 'Bonjour {{name}},',
  ready: 'Votre devis pour la demande {{reference}} est prêt\u00a0: {{amount}}, valable jusqu’au {{until}}.',
  howTo: 'Vous pouvez le consulter, le télécharger en PDF, puis l’accepter et le payer en ligne, ou le refuser\u00a0:',
  button: 'Voir mon devis',
  personal: 'Ce lien est personnel\u00a0: ne le transférez pas. Une question\u202f? Répondez simplement à cet e-mail.',
} as const;
