import { t, type Lang } from './messages';

/**
 * Pages counted on the server at upload (images: 1; PDFs read with pdf-lib),
 * as the order form and the admin read them. `null`: the count is unknown
 * (encrypted or damaged PDF); `undefined`: a file stored before counting.
 */
export type CountedPages = number | null | undefined;

/** What the visitor and the admin read next to a file: « 2 pages » / « صفحتان », or that it is unknown. */
export function pageCountIn(lang: Lang, pages: CountedPages): string {
  if (pages === null || pages === undefined) return t(lang, 'orderForm.pagesUnknown');
  return t(lang, 'orderPrice.pages', { count: pages });
}

/** The total of several files, or null when any one is unknown (a partial sum would mislead). */
export function totalPages(counts: readonly CountedPages[]): number | null {
  let total = 0;
  for (const pages of counts) {
    if (pages === null || pages === undefined) return null;
    total += pages;
  }
  return total;
}
