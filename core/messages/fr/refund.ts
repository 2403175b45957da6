/** Refunds and credit notes (decision 029). */
export const refund = {
  notPaid: 'Cette commande n’a pas été payée\u00a0: il n’y a rien à rembourser.',
  noInvoice:
    'Cette commande a été payée avant la facturation en ligne\u00a0: remboursez-la hors du site, aucun avoir ne peut référencer sa facture.',
  exceeds: 'Le remboursement dépasse ce qui reste remboursable sur cette commande ({{remaining}}).',
  nothingLeft: 'Cette commande est déjà entièrement remboursée.',
  amountInvalid: 'Indiquez un montant en euros supérieur à zéro (par exemple 72,50).',
  reasonRequired: 'Indiquez le motif du remboursement (3 à 500 caractères).',
  keyInvalid: 'Formulaire de remboursement invalide\u00a0: rechargez la page.',
  keyReused: 'Ce formulaire a déjà servi pour une autre commande\u00a0: rechargez la page.',
  providerUnavailable:
    'Stripe ne répond pas\u00a0: le remboursement n’est pas confirmé. Réessayez dans quelques instants avec le même formulaire.',
  providerRefused: 'Stripe a refusé le remboursement\u00a0: {{reason}}',
  done: 'Remboursement de {{amount}} enregistré\u00a0: avoir {{number}} émis et envoyé au client.',
  already: 'Ce remboursement est déjà enregistré (avoir {{number}}).',
  creditNoteNotFound: 'Avoir introuvable.',
  // Stripe reported more refunded than was paid (issue 29, item 9): recorded, shown to the translator.
  anomalyTitle: 'Anomalie de paiement',
  anomalyAbovePaid:
    'Stripe indique {{refunded}} remboursés sur la commande {{order}}, payée {{paid}}. Seuls {{paid}} sont comptés (avoirs)\u202f; vérifiez ce paiement dans le tableau de bord Stripe.',
  anomalyChecked: 'Anomalie vérifiée le {{date}}.',
  anomalyCheck: 'Marquer comme vérifiée',
} as const;
