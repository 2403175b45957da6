/**
 * The bar a French page shows a visitor whose browser prefers Arabic (decision 045). Shown in
 * Arabic on French pages (the root loader reads the Arabic texts); the French ones name it for
 * the catalogue's completeness and the back office.
 */
export const arabicOffer = {
  label: 'Version arabe',
  text: 'Cette page existe en arabe',
  link: 'La lire en arabe',
  hide: 'Masquer ce bandeau',
} as const;
