/** The Arabic words of an Arabic order's invoice and credit note, and of an Arabic request's quote, under or beside the French ones (server/invoices/pdf.ts, server/quotes/pdf.ts, decision 033). The French side says what each Arabic text renders; the French documents print their own words. */
export const invoicePdf = {
  invoiceTitle: 'Facture',
  creditTitle: 'Avoir',
  number: 'N° {{number}}',
  colLabel: 'Désignation',
  colQuantity: 'Qté',
  colUnit: 'Prix unitaire',
  colAmount: 'Montant',
  total: 'Total',
  creditTotal: 'Total de l’avoir',
  // The labels of the references (top right), the payment, the buyer box, the seller's title (core/business.ts) and the foot.
  issued: 'Date d’émission',
  serviceDate: 'Date de la prestation',
  order: 'Commande',
  originalInvoice: 'Facture d’origine',
  payment: 'Règlement',
  refundPayment: 'Règlement',
  billedTo: 'FACTURÉ À',
  creditTo: 'AU PROFIT DE',
  sellerTitle: 'Traductrice certifiée arabe–français',
  sellerTitleCourt: 'Traductrice certifiée arabe–français, {{court}}',
  continued: '{{title}} {{number}} (suite)',
  mediation:
    'Médiation de la consommation\u00a0: en cas de litige non résolu par une réclamation écrite préalable, le client consommateur peut recourir gratuitement au médiateur {{name}}, {{address}}, {{website}}.',
  paymentTerms:
    'Pas d’escompte pour paiement anticipé. Clients professionnels\u00a0: en cas de retard de paiement, pénalités au taux de trois fois l’intérêt légal et indemnité forfaitaire de 40 € pour frais de recouvrement (art. L441-10 du Code de commerce).',
  sellerIdentity: '{{name}} — {{tradeName}} — {{address}} — SIRET {{siret}}',
  paid: 'Facture acquittée le {{date}} — {{method}}.',
  creditOf: 'Avoir sur la facture {{number}} du {{date}}.',
  refunded: 'Montant remboursé le {{date}} — {{method}}.',
  reason: 'Motif du remboursement\u00a0: {{reason}}',
  method_stripe: 'Carte bancaire (Stripe)',
  method_demo: 'Paiement de démonstration (aucun débit réel)',
  refundMethod_stripe: 'Remboursement sur la carte bancaire (Stripe)',
  refundMethod_demo: 'Remboursement de démonstration (aucun mouvement réel)',
  // A business buyer's document (issue 27, server/invoices/business-terms.ts): French and Arabic documents alike.
  b2bTitle: 'Client professionnel',
  b2bPaid:
    'Conditions de paiement\u00a0: payée le {{date}} par {{method}}, à la commande\u202f; aucun solde dû, pas d’escompte pour paiement anticipé.',
  b2bRefunded: 'Conditions de règlement\u00a0: avoir remboursé le {{date}} par {{method}}.',
  b2bPenalties:
    'Pénalités de retard\u00a0: trois fois le taux d’intérêt légal, exigibles dès le lendemain de la date de paiement (art. L441-10 du Code de commerce).',
  b2bIndemnity:
    'Indemnité forfaitaire pour frais de recouvrement\u00a0: 40\u00a0€ (art. L441-10 et D441-5 du Code de commerce).',
  billedReference: 'Référence ou bon de commande\u00a0: {{reference}}',
  creditLineFull: 'Remboursement total de la facture {{number}}',
  creditLinePartial: 'Remboursement partiel de la facture {{number}}',
  vatNote: 'Franchise en base de TVA (article 293 B du Code général des impôts).',
  binding: 'Traduction arabe donnée pour information\u00a0: seul le texte français fait foi.',
  quoteTitle: 'Devis',
  quoteIssued: 'Établi le {{date}}',
  quoteValid: 'Valable jusqu’au {{date}}',
  quoteClient: 'CLIENT',
  quoteNote: 'Note',
  quoteLinesFrench: 'Les lignes du devis sont celles que la traductrice a rédigées, en français.',
  quoteClosing:
    'Devis gratuit, valable jusqu’au {{date}}. Pour l’accepter, ouvrez le lien reçu par e-mail et choisissez «\u00a0Accepter et payer\u00a0»\u00a0: la traduction commence à la réception du paiement.',
} as const;
