/** « 12 mars 2026 », in Paris time on the server and in the browser alike (no hydration drift). */
const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

export const formatArticleDate = (iso: string): string => DAY.format(new Date(iso));

/** The illustration of an article without its own image. */
export const DEFAULT_ARTICLE_IMAGE = '/blog/illustration-par-defaut.svg';

/** « 1 question trouvée », « 3 questions trouvées ». */
export function countQuestions(n: number): string {
  if (n === 0) return 'Aucune question trouvée';
  return n === 1 ? '1 question trouvée' : `${n} questions trouvées`;
}
