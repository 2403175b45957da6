/**
 * Illustrative thumbnails of certified translations (home page gallery).
 * The images in /public/samples/ are drawn by hand: fictional and anonymised,
 * never real documents.
 */
export interface Sample {
  /** File name in /public/samples/ (without .svg). */
  slug: string;
  /** Caption. */
  name: string;
}

/** Spec section 2, in this order. */
export const SAMPLES: Sample[] = [
  { slug: 'carte-identite', name: 'Carte d’identité' },
  { slug: 'jugement-divorce', name: 'Jugement de divorce' },
  { slug: 'casier-judiciaire', name: 'Casier judiciaire' },
  { slug: 'certificat-travail', name: 'Certificat de travail' },
  { slug: 'diplome', name: 'Diplôme' },
  { slug: 'passeport', name: 'Passeport' },
  { slug: 'facture', name: 'Facture' },
  { slug: 'document-medical', name: 'Document médical' },
  { slug: 'acte-naissance-maroc', name: 'Acte de naissance (Maroc)' },
  { slug: 'acte-naissance-liban', name: 'Acte de naissance (Liban)' },
  { slug: 'attestation-assurance', name: 'Attestation d’assurance' },
  { slug: 'permis-conduire', name: 'Permis de conduire' },
];

/** Intrinsic size of every thumbnail (viewBox 400 × 520). */
export const SAMPLE_WIDTH = 400;
export const SAMPLE_HEIGHT = 520;
