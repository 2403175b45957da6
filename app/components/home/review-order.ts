/**
 * The carousel's order: newest first, except that the first page shows reviews with a text
 * whenever there are enough of them; a review without text (« Avis sans commentaire ») waits for
 * a later page rather than greet the visitor (issue 17).
 */
export function carouselOrder<T extends { text: string }>(reviews: readonly T[], perPage: number): T[] {
  const first = reviews.filter((r) => r.text.trim() !== '').slice(0, perPage);
  return [...first, ...reviews.filter((r) => !first.includes(r))];
}
