import type { Lang } from './messages/languages';

/**
 * The language of free text a person typed (a quote's note or line, a comment), read from its
 * script (issue 26): Arabic letters and no Latin letter is Arabic, Latin letters only is French
 * (the site's two languages), anything else (both scripts, or no letter at all) is unknown.
 * Such text must not claim the page's language when it is the other one.
 */
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;
const LATIN_LETTER = /(?=\p{L})\p{Script=Latin}/u;

export function textLang(text: string): Lang | undefined {
  const arabic = ARABIC_LETTER.test(text);
  const latin = LATIN_LETTER.test(text);
  if (arabic && !latin) return 'ar';
  if (latin && !arabic) return 'fr';
  return undefined;
}

/**
 * The `lang` attribute of free text shown on a page in `pageLang`: none when it is the page's
 * language, its own when known, and "" (unknown, per HTML) when it mixes scripts, so that it
 * never claims the page's language by inheritance.
 */
export function freeTextLangAttr(text: string, pageLang: Lang): string | undefined {
  const own = textLang(text);
  if (own === pageLang) return undefined;
  return own ?? (/\p{L}/u.test(text) ? '' : undefined);
}
