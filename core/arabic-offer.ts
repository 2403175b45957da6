/**
 * Whether a French page offers its Arabic version in a bar (issue 26, decision 045): the browser
 * ranks Arabic above French and the visitor has not chosen a language yet. A suggestion only —
 * the URL still decides the page's language (never a redirect from the browser's language).
 * Pure: the root loader shows the bar from it and the page cache keys its copies on it, so a
 * cached page never shows the bar to a French reader or hides it from an Arabic one.
 */

/** The language choice cookie (the switcher, the bar's link and its « hide » write it). */
const CHOICE_COOKIE = /(?:^|;\s*)lang=[^;]/;

/** Each language's weight in an Accept-Language header, by primary subtag (« ar-MA » counts as « ar »). */
function weights(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.trim().split('-')[0]!;
    if (!/^[a-z]{2,3}$/.test(primary)) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (Number.isFinite(weight)) out.set(primary, Math.max(out.get(primary) ?? 0, weight));
  }
  return out;
}

/** The browser ranks Arabic above French (« ar, fr;q=0.8 », « en, ar;q=0.9 »; not « fr, ar »). */
export function prefersArabic(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  const w = weights(acceptLanguage);
  const arabic = w.get('ar') ?? 0;
  return arabic > 0 && arabic > (w.get('fr') ?? 0);
}

/** The bar is offered: Arabic preferred, and no language chosen on this site yet. */
export function offersArabic(acceptLanguage: string | null | undefined, cookie: string | null | undefined): boolean {
  return !CHOICE_COOKIE.test(cookie ?? '') && prefersArabic(acceptLanguage);
}
