import type { Lang } from '../../../core/messages/languages';

/**
 * One card of the reviews carousel, worded on the server (app/.server/home-reviews.ts) in the
 * review's own language: a review shown on the other language's page keeps its words, its date
 * and its « Avis sans commentaire » in the language it was written in (and says so with `lang`).
 */
export interface ReviewCardData {
  key: string;
  /** A published review of a real client, or one of the sample reviews. */
  source: 'client' | 'sample';
  lang: Lang;
  /** The name shown as its writer chose it (or « Client anonyme »). */
  name: string;
  /** No name chosen: the avatar shows no initials. */
  anonymous: boolean;
  stars: number;
  /** « Note : 4 sur 5 », for screen readers. */
  starsLabel: string;
  text: string;
  /** What the card says when `text` is empty. */
  noText: string;
  /** « octobre 2026 ». */
  date: string;
  /** YYYY-MM-DD. */
  dateTime: string;
  /** Her public answer under the review. */
  reply: { label: string; text: string } | null;
}
