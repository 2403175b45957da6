import type { Lang } from '../../core/messages';
import { DEFAULT_LANG } from '../../core/messages/languages';
import { localizedPath } from '../../core/messages/pages';

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

/**
 * The site's own links in an entry's HTML, pointed at the entry's language: an Arabic answer
 * written with « /services » or « /devis » (as the editor suggests, and as the seeds were)
 * sends the reader to the Arabic page, and still to the French one where no Arabic page exists.
 * The HTML is the sanitizer's output, whose attributes are always double-quoted.
 */
export function localizeContentLinks(html: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return html;
  return html.replace(
    /(<a\s[^>]*?\bhref=")(\/(?!\/)[^"]*)"/g,
    (_, start: string, href: string) => `${start}${localizedPath(lang, href)}"`,
  );
}
