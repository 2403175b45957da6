/**
 * « Factures » of the back office (/admin/factures): invoices and credit notes side by side, the
 * accountant's ZIP (decision 066). The back office is in French; Arabic is there because every
 * language of the catalogue is complete. The ledger (/admin/recettes) names a refund's invoice
 * with `corrects` too.
 */
export const adminInvoices = {
  lead: 'Chaque paiement émet sa facture (F-année-numéro), chaque remboursement son avoir (A-année-numéro)\u00a0: numérotés sans trou, jamais modifiés. Un avoir compte dans le mois où il est émis. Pour le comptable\u00a0: choisissez une période et téléchargez le ZIP de leurs PDF, avec factures.csv.',
  metaDescription: 'Factures et avoirs émis, recherche et export pour le comptable.',
  loadError: 'Impossible de récupérer les factures.',
  searchLabel: 'Rechercher une facture ou un avoir',
  searchPlaceholder: 'Numéro, e-mail du client ou référence',
  search: 'Rechercher',
  clear: 'Effacer',
  invoices_one: '{{count}}\u00a0facture',
  invoices_many: '{{count}}\u00a0factures',
  invoices_other: '{{count}}\u00a0factures',
  creditNotes_one: '{{count}}\u00a0avoir',
  creditNotes_many: '{{count}}\u00a0avoirs',
  creditNotes_other: '{{count}}\u00a0avoirs',
  /** The period's figure: invoices minus credit notes. */
  net: 'Total net (factures − avoirs)\u00a0: {{amount}}',
  zip_one: 'Télécharger le ZIP ({{count}}\u00a0PDF)',
  zip_many: 'Télécharger le ZIP ({{count}}\u00a0PDF)',
  zip_other: 'Télécharger le ZIP ({{count}}\u00a0PDF)',
  caption: 'Factures et avoirs, les plus récents d’abord',
  emptySearch: 'Aucune facture ni aucun avoir ne correspond à cette recherche.',
  emptyAll: 'Aucune facture pour le moment\u00a0: elles sont émises au paiement des commandes.',
  colNumber: 'Numéro',
  colCustomer: 'Client',
  colOrder: 'Commande',
  colAmount: 'Montant',
  kind_invoice: 'Facture',
  kind_credit_note: 'Avoir',
  /** Under a credit note's number, here and in the ledger. */
  corrects: 'Corrige la facture {{number}}',
  /** After « PDF », for screen readers. */
  pdfOf_invoice: 'de la facture {{number}}',
  pdfOf_credit_note: 'de l’avoir {{number}}',
  pages: 'Pages des factures',
} as const;
