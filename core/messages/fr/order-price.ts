/** Price lines and counts of an order, in its language (core/order-text.ts); French lines are the stored ones. */
export const orderPrice = {
  pages_one: '{{count}} page',
  pages_many: '{{count}} pages',
  pages_other: '{{count}} pages',
  documents_one: '{{count}} document',
  documents_many: '{{count}} documents',
  documents_other: '{{count}} documents',
  lineTranslation: 'Traduction certifiée ({{pages}})',
  lineUrgent: '{{name}}, {{days}} ({{pages}})',
  lineDelivery: 'Livraison\u00a0: {{name}}',
  lineLegalization: 'Légalisation\u00a0: {{name}} ({{documents}})',
  estimated: 'Livraison estimée\u00a0: {{date}}',
  addsDays: 'ajoute {{days}} au délai',
  postalLeg: '{{range}} d’acheminement',
} as const;
