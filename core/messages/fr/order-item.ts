/**
 * The seeded catalogue items and the legalisation packages in other languages (issue 17,
 * decision 033), keyed `<kind>_<id>` / `package_<id>`. The French text is the seed's own
 * name: an item the admin renamed, or added, shows her French name in every language.
 */
export const orderItem = {
  delivery_email: 'E-mail (PDF)',
  delivery_email_desc: 'Traduction certifiée envoyée en PDF signé',
  delivery_standard: 'Lettre suivie',
  delivery_standard_desc: 'Original papier, suivi La Poste',
  delivery_priority: 'Lettre recommandée',
  delivery_priority_desc: 'Original papier, remise contre signature',
  delivery_international: 'International',
  delivery_international_desc: 'Original papier, envoi hors de France',
  delivery_dhl: 'DHL Express',
  delivery_dhl_desc: 'Original papier, remise contre signature en France et dans le monde',
  delivery_pickup: 'Retrait au bureau à {{city}}',
  delivery_pickup_desc: 'Original papier remis en main propre, aux heures d’ouverture du bureau',
  legalization_none: 'Aucune',
  legalization_none_desc: 'Traduction certifiée seule',
  legalization_mairie: 'Mairie',
  legalization_mairie_desc: 'Légalisation de la signature en mairie',
  legalization_chamberOfCommerce: 'Chambre de commerce',
  legalization_chamberOfCommerce_desc: 'Pour les documents commerciaux',
  legalization_foreignAffairs: 'Ministère, par notaire habilité',
  legalization_foreignAffairs_desc:
    'Légalisation pour l’étranger, confiée aux notaires habilités depuis septembre 2025',
  legalization_consulate: 'Consulat / Ambassade',
  legalization_consulate_desc: 'Légalisation par le consulat du pays de destination',
  urgent_urgent: 'Urgent',
  urgent_urgent_desc: 'Traduction prioritaire, supplément par page',
  'package_chaine-eau': 'Émirats arabes unis\u00a0: chaîne complète',
  'package_chaine-eau_desc':
    'Mairie, ministère puis ambassade des Émirats à Paris\u00a0: le document est prêt pour Dubaï ou Abu Dhabi',
  'package_chaine-eau-commerce': 'Émirats arabes unis, documents commerciaux\u00a0: chaîne complète',
  'package_chaine-eau-commerce_desc':
    'Chambre de commerce, ministère puis ambassade des Émirats (Kbis, statuts, factures)',
  'package_chaine-ambassade': 'Autre pays hors apostille\u00a0: chaîne complète',
  'package_chaine-ambassade_desc':
    'Mairie, ministère puis ambassade du pays de destination (précisez le pays en commentaire)',
} as const;
