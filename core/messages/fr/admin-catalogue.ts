export const adminCatalogue = {
  bodyRequired: 'Indiquez le nom, le prix et l’état de l’option.',
  nameTaken: 'Une autre option de cette liste porte déjà ce nom.',
  descriptionTooLong: 'La description ne peut pas dépasser {{max}} caractères.',
  priceInvalid: 'Indiquez un prix en euros, par exemple 12,50.',
  priceRange: 'Le prix doit être compris entre 0 et 10 000 €.',
  priceDecimals: 'Le prix ne peut pas avoir plus de deux décimales.',
  activeInvalid: 'Indiquez si l’option est active.',
  kindInvalid: 'Type de tarif inconnu.',
  notAddable: 'Seuls des modes de livraison et des types de légalisation peuvent être ajoutés.',
  notFound: 'Tarif introuvable.',
  pageAlwaysActive: 'Le prix à la page ne peut pas être désactivé.',
  defaultDeliveryActive:
    'Ce mode de livraison est le choix par défaut du formulaire de commande\u00a0: il ne peut pas être désactivé.',
  defaultLegalizationActive:
    '«\u00a0Sans légalisation\u00a0» est le choix par défaut du formulaire de commande\u00a0: il ne peut pas être désactivé.',
  lastDelivery: 'Au moins un mode de livraison doit rester actif.',
  saved: 'Tarif enregistré.',
  added: 'Option ajoutée.',
} as const;
