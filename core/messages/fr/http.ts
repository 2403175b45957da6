/** Answers the HTTP layer gives before or instead of a route. */
export const http = {
  serverError: 'Erreur serveur.',
  badRequest: 'Requête invalide.',
  badCharacter: 'Requête invalide\u00a0: caractère non autorisé.',
  tooManyRequests: 'Trop de requêtes. Veuillez réessayer plus tard.',
  notFound: 'Ressource introuvable.',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  emptyJson: 'Le corps de la requête est vide.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Type de contenu non pris en charge.',
  invalidContentLength: 'Longueur de contenu invalide.',
  invalidContentType: 'Type de contenu invalide.',
  missingContentType: 'Type de contenu manquant.',
  badUrl: 'Adresse invalide.',
  databaseDown: 'Base de données injoignable.',
  restarting: 'Le site redémarre. Réessayez dans un instant.',
} as const;
