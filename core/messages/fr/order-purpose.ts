/** « Pour quelle démarche ? » (core/purposes.ts holds the French, which these repeat: a unit test keeps them equal). */
export const orderPurpose = {
  prefecture: 'Préfecture / titre de séjour',
  prefecture_reason:
    'La préfecture demande l’original papier signé et tamponné\u00a0: envoi en lettre suivie, sans légalisation (inutile en France).',
  naturalisation: 'Naturalisation',
  naturalisation_reason:
    'Le dossier de naturalisation exige l’original papier de chaque traduction\u00a0: envoi en lettre suivie, sans légalisation.',
  'etat-civil': 'Mariage / état civil',
  'etat-civil_reason':
    'La mairie et l’état civil demandent l’original papier de la traduction\u00a0: envoi en lettre suivie.',
  etudes: 'Études',
  etudes_reason:
    'Les candidatures en ligne (Parcoursup, Campus France, universités) demandent un fichier\u00a0: le PDF signé suffit le plus souvent. Vérifiez auprès de l’établissement.',
  etranger: 'Émirats / étranger',
  etranger_reason:
    'Hors de France, la traduction doit être légalisée\u00a0: mairie, ministère, puis ambassade du pays. Choisissez la chaîne de votre pays ci-dessous\u202f; l’original vous est remis contre signature.',
  autre: 'Autre démarche',
  autre_reason:
    'Choisissez la livraison et la légalisation que demande l’organisme\u202f; en cas de doute, écrivez-nous.',
} as const;
