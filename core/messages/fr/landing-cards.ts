/**
 * The words of the landing pages' shared cards (app/components/landing): the office's map and the
 * legalisation price cards. Worded by the content pages' loader (app/content/pages/landing-shared.ts).
 */
export const landingCards = {
  mapTitle: 'Plan d’accès au cabinet',
  mapOpen: 'Voir en plus grand sur OpenStreetMap',
  mapNewTab: '(nouvel onglet)',
  /** Above a card's lines: every line is the price for one document of one page. */
  pricePerDocument: 'Par document d’une page',
  priceTotal: 'Total, traduction comprise',
  priceTranslation: 'Traduction (par page)',
} as const;
