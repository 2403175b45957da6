import { DEFAULT_LANG, type Lang } from './languages';

/**
 * The page's language in the browser, for `tr`. Its own module, without the catalogue, so the
 * API client and the page shell can read it without loading every message. The server has none:
 * it serves many languages at once, so it words each message in its request's language
 * (`t(request.lang, …)`, `wordMessage`), never through a language set for the whole process.
 */
let active: Lang = DEFAULT_LANG;

/** The language `tr` uses: the page's in the browser, French elsewhere. */
export const activeLang = (): Lang => active;

/** The browser sets its page's language once (app/lib/page-lang.tsx). Never called on the server. */
export function setActiveLang(lang: Lang): void {
  active = lang;
}
