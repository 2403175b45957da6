/**
 * Which pages exist in which language, and their addresses (decision 032). French pages keep
 * the spec's URLs; an Arabic page is the same path under /ar (/ar for the home page). A page is
 * listed here only once it is wholly in Arabic: the language switcher, hreflang and the sitemap
 * offer exactly these, and a link from an Arabic page to a page missing here goes to the French one.
 */
import { DEFAULT_LANG, type Lang } from './languages';

/** French paths (lower case, as canonical URLs write them) that have an Arabic version. */
export const ARABIC_PAGES: readonly string[] = [
  '/',
  '/contact',
  '/devis',
  '/about',
  // Matched without case: /ar/Emirats and /ar/emirats are this page (app/routes.ts).
  '/emirats',
  '/traduction-arabe-dijon',
  '/legalisation',
  // Summaries of the binding French text (issue 17).
  '/legal',
  '/cgu',
  '/cookies',
  '/rgpd',
  '/securite-ssl',
];

/** The prefix of a language's pages: none for French. */
const PREFIX: Record<Lang, string> = { fr: '', ar: '/ar' };

/** `/ar/services` → `{ lang: 'ar', path: '/services' }`; a French path is itself. Case and a trailing slash are ignored. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const lower = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (lower === '/ar') return { lang: 'ar', path: '/' };
  if (lower.startsWith('/ar/')) return { lang: 'ar', path: lower.slice(3) };
  return { lang: DEFAULT_LANG, path: lower };
}

/** Whether the page at this French path exists in `lang`. */
export function pageExistsIn(lang: Lang, frenchPath: string): boolean {
  return lang === DEFAULT_LANG || ARABIC_PAGES.includes(splitLangPath(frenchPath).path);
}

/** The address of a French path in `lang` when that page exists in it, else the French address. */
export function localizedPath(lang: Lang, frenchPath: string): string {
  const [path, rest = ''] = splitAt(frenchPath);
  if (lang === DEFAULT_LANG || !pageExistsIn(lang, path)) return frenchPath;
  return (path === '/' ? PREFIX[lang] : PREFIX[lang] + path) + rest;
}

/** The same page in every language, when it exists in more than one (for hreflang and the switcher). */
export function pageAlternates(pathname: string): Record<Lang, string> | null {
  const { path } = splitLangPath(pathname);
  if (!ARABIC_PAGES.includes(path)) return null;
  return { fr: path, ar: localizedPath('ar', path) };
}

function splitAt(href: string): [string, string?] {
  const i = href.search(/[?#]/);
  return i === -1 ? [href] : [href.slice(0, i), href.slice(i)];
}
