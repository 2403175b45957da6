/** Invoices: the customer's download and the admin list (decision 024). */
export const invoice = {
  notFound: 'Facture introuvable.',
  numberInvalid: 'Numéro de facture ou d’avoir invalide (attendu F-AAAA-NNNNNN ou A-AAAA-NNNNNN).',
  periodInvalid: 'Période invalide\u00a0: indiquez des dates AAAA-MM-JJ, la première au plus tard la seconde.',
} as const;
