import { DEFAULT_LANG, type Lang } from './languages';

/**
 * The active language: the page's in the browser, French on the server unless `withLang`
 * says otherwise. Its own module, without the catalogue, so the API client and the page
 * shell can read it without loading every message.
 */
let active: Lang = DEFAULT_LANG;

/** The language `tr` and `msg` use. */
export const activeLang = (): Lang => active;

/** The browser sets its page's language once (app/lib/page-lang.tsx). Never called on the server, which serves many languages at once. */
export function setActiveLang(lang: Lang): void {
  active = lang;
}

/**
 * Runs a synchronous `fn` (a zod parse, a message lookup) in `lang`, so the
 * server can validate in a request's language without a global switch leaking
 * into other requests: nothing else runs between setting and restoring it.
 */
export function withLang<T>(lang: Lang, fn: () => T): T {
  const previous = active;
  active = lang;
  try {
    const result = fn();
    if (result instanceof Promise) throw new Error('withLang runs synchronous code only');
    return result;
  } finally {
    active = previous;
  }
}
