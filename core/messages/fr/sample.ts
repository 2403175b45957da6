/** The home page's sample pairs (app/content/samples.ts): captions, alt texts, lightbox. */
export const sample = {
  carteIdentite: 'Carte d’identité',
  jugementDivorce: 'Jugement de divorce',
  casierJudiciaire: 'Casier judiciaire',
  certificatTravail: 'Certificat de travail',
  diplome: 'Diplôme',
  passeport: 'Passeport',
  facture: 'Facture',
  documentMedical: 'Document médical',
  acteNaissanceMaroc: 'Acte de naissance (Maroc)',
  acteNaissanceLiban: 'Extrait d’état civil (Liban)',
  attestationAssurance: 'Attestation d’assurance',
  permisConduire: 'Permis de conduire',
  carteIdentiteWhat:
    'carte nationale d’identité algérienne photocopiée, avec photo, nom, date et lieu de naissance, numéro national et bande de lecture optique',
  jugementDivorceWhat:
    'jugement d’un tribunal de la famille marocain, en-tête du tribunal, numéros de dossier, exposé des parties, dispositif, cachet rond et signature',
  casierJudiciaireWhat:
    'bulletin n° 3 du casier judiciaire marocain, identité du demandeur et la mention «\u00a0néant\u00a0» encadrée, cachet et signature',
  certificatTravailWhat:
    'certificat de travail d’une entreprise tunisienne sur papier à en-tête, dates d’emploi et poste, cachet et signature du directeur',
  diplomeWhat: 'diplôme du baccalauréat algérien, série, moyenne et mention, cachet rond de l’office des examens',
  passeportWhat:
    'page des données d’un passeport marocain, avec photo, identité, dates de validité et bande de lecture optique',
  factureWhat:
    'facture d’une entreprise libanaise, tableau des articles avec quantités, prix en dollars et total, cachet et signature',
  documentMedicalWhat:
    'certificat médical d’une clinique marocaine prescrivant quinze jours de repos, cachet et signature du médecin',
  acteNaissanceMarocWhat:
    'copie d’acte de naissance marocain, en-tête du bureau de l’état civil, nom, date et lieu de naissance, parents, cachet rond et signature',
  acteNaissanceLibanWhat:
    'extrait d’état civil individuel libanais (ikhraj qaid), identité, parents, lieu et date de naissance, cachet et signature',
  attestationAssuranceWhat:
    'attestation d’assurance automobile algérienne, assuré, véhicule, période et garanties, cachet et signature',
  permisConduireWhat:
    'permis de conduire tunisien photocopié, avec photo, identité, dates de délivrance et de validité, catégories',
  originalAlt: 'Original arabe fictif, {{name}}\u00a0: {{what}}',
  translationAlt:
    'Traduction certifiée en français de ce document, {{name}}\u00a0: mêmes rubriques dans le même ordre, puis la mention «\u00a0Traduction certifiée conforme à l’original\u00a0», le cachet rond et la signature de la traductrice',
  original: 'Original arabe',
  translation: 'Traduction certifiée',
  openPair: 'Agrandir',
  dialog: 'Aperçu des exemples de traduction',
  close: 'Fermer l’aperçu',
  previous: 'Document précédent',
  next: 'Document suivant',
  showTranslation: 'Voir la traduction',
  showOriginal: 'Voir l’original',
  position: '{{current}} sur {{total}}',
  pdf: 'Télécharger un exemple de traduction (PDF)',
} as const;
