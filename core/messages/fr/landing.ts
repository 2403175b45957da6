/** The Arabic landing pages (/ar/traduction-arabe-dijon; the others moved to app/content/pages, issue 26): looked up on the server, sent as loader data; the French pages keep their own words (issue 17). */
export const landing = {
  ctaText: 'Décrivez-le\u00a0: vous recevez un devis gratuit et détaillé {{within}}.',
  dijonMetaTitle: 'Traducteur arabe certifié à {{city}}',
  dijonDescription:
    'Traduction certifiée arabe–français à {{city}} pour la préfecture, la mairie ou le tribunal\u00a0: en ligne ou au cabinet.',
  dijonEyebrow: '{{city}} et Côte-d’Or',
  dijonTitle: 'Votre traductrice arabe certifiée à {{city}}',
  dijonLead:
    'Traduction certifiée arabe–français de vos actes, jugements, diplômes et documents d’entreprise par {{name}}, experte près la {{court}}. Commandez en ligne ou venez au cabinet, {{street}}, sur rendez-vous.',
  dijonPoint1: 'Acceptée par la préfecture et les mairies',
  dijonPoint2: 'Cabinet au centre de {{city}}',
  dijonPoint3: 'Envoi partout en France',
  dijonDocumentsTitle: 'Les documents les plus demandés',
  dijonDocument1: 'Pour la préfecture\u00a0: actes de naissance et de mariage, casier judiciaire, permis de conduire.',
  dijonDocument2:
    'Pour la mairie et le mariage\u00a0: actes d’état civil, certificats de capacité, livrets de famille.',
  dijonDocument3: 'Pour le tribunal et le notaire\u00a0: jugements, procurations, actes notariés.',
  dijonDocument4: 'Pour les études et l’emploi\u00a0: diplômes, relevés de notes, contrats.',
  dijonDeliveryTitle: 'Recevoir votre traduction',
  dijonDeliveryEmail: 'Par e-mail, le PDF signé, envoyé {{within}} ({{price}}).',
  dijonDeliveryPost: 'Par la poste, l’original papier signé, à partir de {{price}}.',
  dijonDeliveryPickup: 'Au cabinet, l’original papier en main propre ({{price}})\u00a0: {{address}}, {{hours}}.',
  dijonOfficeTitle: 'Au cabinet, sur rendez-vous',
} as const;
