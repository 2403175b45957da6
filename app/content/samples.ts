/**
 * Illustrative thumbnails of certified translations (home page gallery).
 * The images in /public/samples/ are drawn by hand: fictional and anonymised,
 * never real documents.
 */
import type { fr } from '../../core/messages/fr';

export interface Sample {
  /** File name in /public/samples/ (without .svg). */
  slug: string;
  /** Its caption in the message catalogue (`sample.<key>`, French and Arabic). */
  key: keyof typeof fr.sample;
}

/** Spec section 2, in this order. */
export const SAMPLES: Sample[] = [
  { slug: 'carte-identite', key: 'carteIdentite' },
  { slug: 'jugement-divorce', key: 'jugementDivorce' },
  { slug: 'casier-judiciaire', key: 'casierJudiciaire' },
  { slug: 'certificat-travail', key: 'certificatTravail' },
  { slug: 'diplome', key: 'diplome' },
  { slug: 'passeport', key: 'passeport' },
  { slug: 'facture', key: 'facture' },
  { slug: 'document-medical', key: 'documentMedical' },
  { slug: 'acte-naissance-maroc', key: 'acteNaissanceMaroc' },
  { slug: 'acte-naissance-liban', key: 'acteNaissanceLiban' },
  { slug: 'attestation-assurance', key: 'attestationAssurance' },
  { slug: 'permis-conduire', key: 'permisConduire' },
];

/** Intrinsic size of every thumbnail (viewBox 400 × 520). */
export const SAMPLE_WIDTH = 400;
export const SAMPLE_HEIGHT = 520;
