/**
 * The site's languages. French is the reference and the default: it answers
 * whenever a language is unknown, and fills any key another language lacks.
 */
export const LANGUAGES = ['fr', 'ar'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'fr';

/** Each language's own name, as the language switcher shows it (in that language). */
export const LANGUAGE_NAMES: Record<Lang, string> = { fr: 'Français', ar: 'العربية' };

/** Each language as the French back office and the translator's notices name it (« Langue : arabe »). */
export const LANGUAGE_NAMES_IN_FRENCH: Record<Lang, string> = { fr: 'français', ar: 'arabe' };

/** `<html dir>` of each language. */
export const LANGUAGE_DIRECTION: Record<Lang, 'ltr' | 'rtl'> = { fr: 'ltr', ar: 'rtl' };

/**
 * Languages a visitor can be served in: pages under /ar (only those listed in ./pages.ts),
 * and API answers to a page in that language (issue 17, decision 032).
 */
const SERVED_LANGUAGES: readonly Lang[] = ['fr', 'ar'];

/** Languages whose catalogue must hold every key (checked by core/messages/catalogue.test.ts). */
export const COMPLETE_LANGUAGES: readonly Lang[] = ['fr', 'ar'];

const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A served language, or the default for anything else (a stale cookie, a guessed prefix). */
export const servedLang = (value: unknown): Lang =>
  isLang(value) && SERVED_LANGUAGES.includes(value) ? value : DEFAULT_LANG;
