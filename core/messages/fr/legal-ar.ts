/** What every Arabic legal summary says first (its words are in app/content/pages): the French text is the binding one. */
export const legalAr = {
  eyebrow: 'Résumé en arabe',
  binding: 'Ce résumé vous aide à comprendre le texte\u202f; seule la version française fait foi.',
  bindingLink: 'Lire la version française qui fait foi',
} as const;
