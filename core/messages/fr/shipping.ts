/**
 * Shipping the paper original (issue 27, part C): « Marquer comme expédiée », the tracking number's
 * rules (core/tracking.ts), the label, the customer's « Expédiée le … » and the pickup notice.
 */
export const shipping = {
  // The tracking number's refusals (core/tracking.ts).
  carrierInvalid: 'Choisissez le transporteur\u00a0: La Poste, DHL ou autre.',
  carrierNameRequired: 'Indiquez le nom du transporteur.',
  carrierNameTooLong: 'Le nom du transporteur ne peut pas dépasser {{max}} caractères.',
  trackingRequired: 'Indiquez le numéro de suivi.',
  trackingLaPoste:
    'Un numéro de suivi La Poste compte 11 à 15 lettres et chiffres, dont au moins 8 chiffres (par exemple 1K01234567890 ou RR123456785FR).',
  trackingS10Key:
    'Ce numéro international La Poste ne correspond pas à sa clé de contrôle (le 11e caractère)\u00a0: vérifiez-le caractère par caractère.',
  trackingDhl: 'Un numéro de suivi DHL compte 10 chiffres (par exemple 1234567890).',
  trackingOtherLength: 'Le numéro de suivi compte de {{min}} à {{max}} caractères.',
  // Why an order cannot be marked shipped, or has no label.
  notPostal: 'Cette commande n’a pas d’envoi postal\u00a0: il n’y a rien à expédier.',
  notDelivered: 'La traduction n’est pas encore livrée\u00a0: déposez-la avant de marquer l’envoi.',
  cancelled: 'Cette commande est annulée\u00a0: elle ne peut pas être expédiée.',
  noAddress: 'Cette commande n’a pas d’adresse d’expédition\u00a0: aucune étiquette à imprimer.',
  // What the back office is told.
  marked: 'Commande marquée comme expédiée\u00a0: le client reçoit le numéro de suivi par e-mail.',
  unchanged: 'Déjà marquée comme expédiée avec ce numéro\u00a0: rien n’a été renvoyé.',
  corrected: 'Numéro de suivi corrigé\u00a0: le client reçoit le bon numéro par e-mail.',
  /** The order's history (order_events.note). */
  eventShipped: 'Expédiée par {{carrier}}, suivi n° {{number}}',
  eventCorrected: 'Numéro de suivi corrigé\u00a0: {{number}} (au lieu de {{previous}})',
  // The carriers.
  carrierLaposte: 'La Poste',
  carrierDhl: 'DHL',
  carrierOther: 'Autre transporteur',
  // The customer's order page and /order-tracking.
  shippedLine: 'Expédiée le {{date}} — suivi n° {{number}}',
  trackLink: 'Suivre l’envoi sur le site de {{carrier}}',
  trackNoLink: 'Suivi sur le site de {{carrier}}, avec ce numéro.',
  notShippedYet: 'L’original papier vous sera envoyé par {{method}} dès qu’il sera signé et tamponné.',
  shipTo: 'Envoi à',
  pickupTitle: 'Retrait au cabinet',
  pickupText:
    'L’original papier est à retirer au cabinet, {{address}}, {{hours}}, dès que nous vous annonçons qu’il est prêt.',
  // The e-mail.
  mailSubject: 'Votre commande {{id}} est expédiée',
  mailCorrectedSubject: 'Commande {{id}}\u00a0: numéro de suivi corrigé',
  mailShipped: 'L’original papier de votre traduction (commande {{id}}) est parti le {{date}} par {{carrier}}.',
  mailCorrected:
    'Le numéro de suivi envoyé pour votre commande {{id}} était erroné\u00a0: voici le bon. L’envoi est parti le {{date}} par {{carrier}}.',
  mailTracking: 'Numéro de suivi\u00a0: {{number}}',
  mailTrackLink: 'Suivre l’envoi',
  mailAddress: 'Adresse de livraison',
  // The label (server/shipping/label-pdf.ts).
  labelTitle: 'Étiquette de la commande {{id}}',
  labelOrder: 'Commande {{id}}',
  labelPhone: 'Tél. du destinataire\u00a0: {{phone}}',
  // The admin order page.
  panelTitle: 'Expédition',
  recipientTitle: 'Destinataire',
  phoneLabel: 'Téléphone',
  noBuyer: 'Nom non enregistré (commande passée avant la saisie du nom).',
  noAddressYet: 'Aucune adresse d’expédition enregistrée (commande passée avant la saisie des adresses).',
  copyAddress: 'Copier l’adresse',
  copied: 'Adresse copiée dans le presse-papiers.',
  copyFallback: 'Copie impossible ici\u00a0: l’adresse est sélectionnée, copiez-la avec Ctrl+C (ou ⌘+C).',
  printLabel: 'Imprimer l’étiquette',
  labelHint: 'Étiquette au format A4 plié en trois, pour une enveloppe DL à fenêtre.',
  billingTitle: 'Facturé à',
  markShipped: 'Marquer comme expédiée',
  correctTracking: 'Corriger le numéro de suivi',
  dialogIntro: 'Le client reçoit un e-mail avec le numéro de suivi et le lien pour suivre l’envoi.',
  carrierLabel: 'Transporteur',
  carrierNameLabel: 'Nom du transporteur',
  trackingLabel: 'Numéro de suivi',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  cancel: 'Annuler',
  failed: 'L’envoi n’a pas pu être enregistré.',
  shippedBy: 'Expédiée le {{date}} par {{carrier}}, suivi n° {{number}} (saisi par {{by}})',
  pickupAdmin: 'Retrait au cabinet\u00a0: pas d’envoi postal.',
  noPaper: 'Livraison par e-mail\u00a0: pas d’envoi postal.',
  // « À expédier »: the orders list and the dashboard.
  toShip: 'À expédier',
  toShipNone: 'Aucun original papier à expédier.',
} as const;
