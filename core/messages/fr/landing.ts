/** The Arabic landing pages (/ar/about, /ar/Emirats, /ar/traduction-arabe-dijon, /ar/legalisation): looked up on the server, sent as loader data; the French pages keep their own words (issue 17). */
export const landing = {
  contactCta: 'Prendre contact',
  ctaText: 'Décrivez-le\u00a0: vous recevez un devis gratuit et détaillé {{within}}.',
  aboutMetaTitle: 'À propos de {{name}}, traductrice arabe à {{city}}',
  aboutDescription:
    '{{name}}, traductrice certifiée arabe–français près la {{court}} depuis {{year}}\u00a0: parcours, langues, engagements.',
  aboutEyebrow: 'La traductrice',
  aboutTitle: '{{name}}, traductrice certifiée à {{city}}',
  aboutLead:
    'Inscrite sur la liste des experts de la {{court}} depuis {{year}}, {{name}} traduit vos documents officiels de l’arabe vers le français et du français vers l’arabe, avec la rigueur qu’exigent les administrations, les tribunaux et les ambassades.',
  aboutPoint1: 'Experte près la cour d’appel',
  aboutPoint2: 'Arabe littéral et dialectes',
  aboutPoint3: 'Une réponse personnelle',
  aboutPathTitle: 'Son parcours',
  aboutPath1:
    'Bilingue depuis l’enfance, elle a fait de la traduction son métier\u00a0: études supérieures de traduction, plusieurs années de traduction juridique et administrative, puis serment devant la {{court}} en {{year}}.',
  aboutPath2:
    'Ce statut d’expert traducteur près la cour d’appel, que l’on appelle couramment «\u00a0traducteur assermenté\u00a0», lui permet de certifier ses traductions\u00a0: chaque page porte son cachet, sa signature et une mention de conformité.',
  aboutPath3:
    'Elle traduit l’arabe littéral des actes officiels et comprend les dialectes du Maghreb, du Proche-Orient, du Golfe et d’Égypte que l’on rencontre dans les mentions manuscrites et les pièces anciennes.',
  aboutValuesTitle: 'Ses engagements',
  aboutValue1: 'Exactitude\u00a0: les noms propres sont transcrits comme dans votre passeport.',
  aboutValue2: 'Rapidité\u00a0: les actes courants sont traduits {{within}}.',
  aboutValueUrgent: 'Urgence\u00a0: option «\u00a0{{name}}\u00a0», {{offer}}.',
  aboutValue3: 'Confidentialité\u00a0: vos documents sont conservés chiffrés et lus par elle seule.',
  aboutValue4: 'Disponibilité\u00a0: un devis gratuit {{reply}}.',
  aboutDocumentsTitle: 'Ce qu’elle traduit',
  aboutDocument1: 'Actes d’état civil\u00a0: naissance, mariage, décès, livrets de famille, divorces, kafala.',
  aboutDocument2: 'Documents juridiques\u00a0: jugements, procurations, actes notariés, casiers judiciaires.',
  aboutDocument3: 'Documents universitaires\u00a0: diplômes, relevés de notes, attestations de scolarité.',
  aboutDocument4: 'Documents commerciaux\u00a0: Kbis, statuts, contrats, factures et certificats.',
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
