/** The frame of every e-mail (server/mail/templates.ts), in the language stored with the order or request. */
export const mail = {
  hello: 'Bonjour,',
  signOff: 'Bien cordialement,',
  signature: '{{name}}, traductrice certifiée arabe–français près la {{court}}',
  phone: 'Tél.',
} as const;
