/** Delivery settings of the back office (cut-off hour, closed days, delays: decision 022). */
export const adminDelivery = {
  cutoffHour: 'L’heure limite est un nombre entier d’heures entre 0 et 24 (24\u00a0: pas d’heure limite).',
  closedDayFormat:
    'Choisissez une date de fermeture complète (jour, mois et année)\u00a0: «\u00a0Du\u00a0» est toujours à remplir.',
  closedRangeOrder: 'Une période de fermeture doit finir après son début.',
  closedRangeLength: 'Une période de fermeture ne peut pas dépasser {{max}} jours.',
  tooLong: 'Les fermetures se suivent sur plus de {{max}} jours\u00a0: laissez au moins une semaine ouverte.',
  tooMany: 'Pas plus de {{max}} jours ou périodes de fermeture.',
  days: 'Un délai est un nombre entier de jours ouvrés entre 0 et {{max}}.',
  postalOrder: 'Le délai postal maximum ne peut pas être inférieur au minimum.',
  saved: 'Calendrier de livraison enregistré.',
  // The list of closures (issue 30): « Du » and « Au » as date fields, in words.
  closuresLegend: 'Jours de fermeture',
  closuresHelp:
    'Un jour seul\u00a0: remplissez «\u00a0Du\u00a0» seulement. Une période\u00a0: «\u00a0Du\u00a0» et «\u00a0Au\u00a0», jours compris. Les week-ends et jours fériés sont déjà comptés\u202f; les fermetures passées disparaissent à l’enregistrement.',
  closuresNone: 'Aucune fermeture prévue.',
  closureFrom: 'Du',
  closureTo: 'Au',
  closureToOptional: '(facultatif)',
  closureAdd: 'Ajouter une fermeture',
  closureRemove: 'Retirer la fermeture {{n}}',
  closureLabel: 'Fermeture {{n}}',
  bodyRequired: 'Indiquez l’heure limite et les jours de fermeture.',
  // The delivery calendar's form (DeliveryCalendarForm).
  saveFailed: 'Erreur lors de l’enregistrement du calendrier.',
  cutoffLabel: 'Heure limite de commande (heure de Paris)',
  noCutoff: 'Pas d’heure limite (minuit)',
  cutoffOption: '{{hour}} h',
  cutoffHelp:
    'Une commande payée un jour ouvré avant cette heure compte ce jour-là\u202f; après, le jour ouvré suivant.',
  save: 'Enregistrer le calendrier',
} as const;
