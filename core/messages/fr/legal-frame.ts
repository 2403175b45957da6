/**
 * The frame of a French legal page around its articles (app/components/LegalPage.tsx): date,
 * table of contents, « L’essentiel », and the block that invites a question. Worded by the loader.
 */
export const legalFrame = {
  updated: 'Dernière mise à jour\u00a0:',
  tocEyebrow: 'Sur cette page',
  tocTitle: 'Sommaire de la page',
  essentials: 'L’essentiel',
  questionTitle: 'Une question sur cette page\u202f?',
  questionText: '{{name}} vous répond personnellement, {{hours}}.',
  contactForm: 'Écrire via le formulaire de contact',
  othersLabel: 'Autres informations légales',
  seeAlso: 'Voir aussi',
} as const;
