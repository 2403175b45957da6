/** Invoices: the customer's download and the admin list (decision 024). */
export const invoice = {
  notFound: 'Facture introuvable.',
  numberInvalid: 'Numéro de facture ou d’avoir invalide (attendu F-AAAA-NNNNNN ou A-AAAA-NNNNNN).',
  periodInvalid:
    'Période invalide\u00a0: choisissez deux dates complètes (jour, mois et année), la première au plus tard la seconde.',
} as const;
