/**
 * The one slug rule of the site (spec 5, articles; reused for FAQ deep links):
 * accents removed, lower case, every run of other characters turned into one
 * hyphen, no hyphen at either end. Shared by the server (stored slugs) and the
 * editors (preview of the address), so both always agree.
 */

/** Letters NFD does not split into a base letter and an accent. */
const LIGATURES: Record<string, string> = {
  œ: 'oe',
  Œ: 'oe',
  æ: 'ae',
  Æ: 'ae',
  ß: 'ss',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  // French typography writes « 1ᵉʳ » and « 1ʳᵉ » (core/french-typography.ts): same slug as « 1er ».
  ᵉ: 'e',
  ʳ: 'r',
};

/** Long enough for any sensible title, short enough for a readable address. */
export const SLUG_MAX_LENGTH = 80;

export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const slug = text
    .replace(/[œŒæÆßøØđĐłŁᵉʳ]/g, (c) => LIGATURES[c]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  // Cut at a word boundary so the address never ends in half a word.
  const cut = slug.slice(0, maxLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : slug.slice(0, maxLength)).replace(/-+$/g, '');
}

/**
 * The first free slug among `base`, `base-2`, `base-3`… `taken` says whether a
 * candidate is already used (by another entry, a reserved path or an old slug
 * that still redirects). `fallback` names titles with no Latin letter at all.
 */
export function uniqueSlug(base: string, taken: (candidate: string) => boolean, fallback = 'article'): string {
  const root = base || fallback;
  if (!taken(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** A slug as slugify produces it (used to tell a slug from an id in URLs). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
