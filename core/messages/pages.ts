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
  // The order path (issue 17).
  '/services',
  '/panier',
  '/confirmation',
  // The FAQ and the blog (decision 034).
  '/faq',
  '/blog',
  '/contact',
  '/devis',
  '/support',
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
  '/login',
  '/register',
  '/forgot-password',
  '/dashboard',
  '/orders',
  '/order-tracking',
  '/acces-commandes',
  // « Vérifier une traduction » (issue 31).
  '/verifier',
];

/**
 * Pages with a value in their address (`/orders/:id`), in Arabic under the same prefix: written
 * with their trailing slash, they match every address below it. Not in ARABIC_PAGES, which the
 * browser tests visit one by one.
 */
const ARABIC_PAGES_WITH_VALUE: readonly string[] = [
  '/reset-password/',
  '/orders/',
  '/acces-commandes/',
  // The chat's e-mail links (issue 29).
  '/chat/reprendre/',
  '/chat/confirmer/',
  // A quote sent to a client (/devis/<token>, decision 030): the link of an Arabic request leads here.
  '/devis/',
  // The stamp's QR code (/verifier/<référence>).
  '/verifier/',
  // The review e-mail's link (/avis/<token>, docs/reviews.md): an Arabic order's leads here.
  '/avis/',
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
  if (lang === DEFAULT_LANG) return true;
  const { path } = splitLangPath(frenchPath);
  return (
    ARABIC_PAGES.includes(path) || ARABIC_PAGES_WITH_VALUE.some((p) => path.startsWith(p) && path.length > p.length)
  );
}

/**
 * The address of a French path in `lang` when that page exists in it, else the French address.
 * An address already in `lang` is returned as it is: breadcrumbs are handed paths some pages had
 * localized already, and « /ar/ar/faq » was a 404.
 */
export function localizedPath(lang: Lang, frenchPath: string): string {
  const [path, rest = ''] = splitAt(frenchPath);
  if (lang === DEFAULT_LANG || splitLangPath(path).lang === lang || !pageExistsIn(lang, path)) return frenchPath;
  return (path === '/' ? PREFIX[lang] : PREFIX[lang] + path) + rest;
}

/** The same page in every language, when it exists in more than one (for hreflang and the switcher). */
export function pageAlternates(pathname: string): Record<Lang, string> | null {
  const { path } = splitLangPath(pathname);
  if (!pageExistsIn('ar', path)) return null;
  // A value in the address (a token, an id) keeps its case.
  const french = ARABIC_PAGES.includes(path) ? path : pathname.replace(/^\/ar(?=\/)/i, '');
  return { fr: french, ar: localizedPath('ar', french) };
}

function splitAt(href: string): [string, string?] {
  const i = href.search(/[?#]/);
  return i === -1 ? [href] : [href.slice(0, i), href.slice(i)];
}
