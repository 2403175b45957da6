/**
 * The home page's sample translations: each an invented Arabic original beside its French
 * certified translation, drawn by `npm run samples:build` (scripts/samples/) into /public/samples/.
 * Fictional and anonymised, never photos of real documents.
 */
import type { fr } from '../../core/messages/fr/index';

/** A sample's caption key in the `sample` domain; its alt texts are `<key>Original` and `<key>Translation`. */
type SampleKey =
  | 'carteIdentite'
  | 'jugementDivorce'
  | 'casierJudiciaire'
  | 'certificatTravail'
  | 'diplome'
  | 'passeport'
  | 'facture'
  | 'documentMedical'
  | 'acteNaissanceMaroc'
  | 'acteNaissanceLiban'
  | 'attestationAssurance'
  | 'permisConduire';

export interface Sample {
  /** File names in /public/samples/ start with it. */
  slug: string;
  key: SampleKey & keyof typeof fr.sample;
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

/** The two sides of a pair: the Arabic original and its French translation. */
export const SAMPLE_SIDES = ['original', 'traduction'] as const;
type SampleSide = (typeof SAMPLE_SIDES)[number];

/** Thumbnail (home grid) and full-size (lightbox) image of one side. */
export function sampleImage(slug: string, side: SampleSide, size: 'thumb' | 'full'): string {
  return `/samples/${slug}-${side}${size === 'thumb' ? '-vignette' : ''}.avif`;
}

/** The downloadable sample translation (a French certified translation, PDF). */
export const SAMPLE_PDF = '/samples/exemple-traduction-certifiee.pdf';

/** Intrinsic size of every image: an A4 page (thumbnails 360 × 509, full size 1190 × 1684). */
export const SAMPLE_WIDTH = 360;
export const SAMPLE_HEIGHT = 509;
