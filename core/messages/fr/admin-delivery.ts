/** Delivery settings of the back office (cut-off hour, closed days, delays: decision 022). */
export const adminDelivery = {
  cutoffHour: 'L’heure limite est un nombre entier d’heures entre 0 et 24 (24\u00a0: pas d’heure limite).',
  closedDayFormat: 'Les jours de fermeture s’écrivent AAAA-MM-JJ, ou AAAA-MM-JJ → AAAA-MM-JJ pour une période.',
  closedRangeOrder: 'Une période de fermeture doit finir après son début.',
  closedRangeLength: 'Une période de fermeture ne peut pas dépasser {{max}} jours.',
  tooLong: 'Les fermetures se suivent sur plus de {{max}} jours\u00a0: laissez au moins une semaine ouverte.',
  tooMany: 'Pas plus de {{max}} jours ou périodes de fermeture.',
  days: 'Un délai est un nombre entier de jours ouvrés entre 0 et {{max}}.',
  postalOrder: 'Le délai postal maximum ne peut pas être inférieur au minimum.',
  saved: 'Calendrier de livraison enregistré.',
  bodyRequired: 'Indiquez l’heure limite et les jours de fermeture.',
} as const;
