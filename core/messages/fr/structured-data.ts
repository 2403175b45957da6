/**
 * The words of the business and service structured data (JSON-LD) of app/lib/seo.ts, for the
 * pages in other languages: app/.server/structured-data.ts replaces each French text of those
 * blocks with its translation here, so this French says exactly what seo.ts says, with the
 * identity of core/business.ts (app/.server/structured-data.test.ts checks it).
 */
export const structuredData = {
  description: '{{title}} à {{city}}, inscrite près la {{court}}. Traductions certifiées et légalisation de documents.',
  jobTitle: 'Traductrice certifiée arabe–français',
  city: 'Dijon',
  country: 'France',
  service: 'Traduction certifiée arabe–français',
  serviceType: 'Traduction certifiée',
  catalogue: 'Traductions certifiées arabe–français',
  urgentOffer: 'Option {{name}}',
  legalizationOffer: 'Légalisation\u00a0: {{name}}',
  deliveryOffer: 'Livraison\u00a0: {{name}}',
  perPage: 'page',
  perDocument: 'document',
} as const;
