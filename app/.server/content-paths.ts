import type { Lang } from '../../core/messages';

/** The address of a question or an article in its own language (decision 034): /faq/x, /ar/faq/y. */
export const contentPath = (lang: Lang, section: 'faq' | 'blog', slug: string): string =>
  `${lang === 'ar' ? '/ar' : ''}/${section}/${slug}`;

/**
 * The two addresses of an entry and its translation, for hreflang and the language switcher;
 * null when the entry exists in one language only.
 */
export function languageAlternates(
  section: 'faq' | 'blog',
  entry: { slug: string; lang: Lang },
  translation: { slug: string; lang: Lang } | null,
): Record<Lang, string> | null {
  if (!translation || translation.lang === entry.lang) return null;
  const path = (e: { slug: string; lang: Lang }) => contentPath(e.lang, section, e.slug);
  return entry.lang === 'fr' ? { fr: path(entry), ar: path(translation) } : { fr: path(translation), ar: path(entry) };
}
