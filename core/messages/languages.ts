/**
 * The site's languages. French is the reference and the default: it answers
 * whenever a language is unknown, and fills any key another language lacks.
 */
export const LANGUAGES = ['fr', 'ar'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'fr';

/** `<html dir>` of each language. */
export const LANGUAGE_DIRECTION: Record<Lang, 'ltr' | 'rtl'> = { fr: 'ltr', ar: 'rtl' };

/**
 * Languages a visitor can be served in today. Arabic is known to the catalogue
 * (so its file, fallbacks and tests work) but not offered until issue 17 opens /ar.
 */
const SERVED_LANGUAGES: readonly Lang[] = ['fr'];

/** Languages whose catalogue must hold every key (checked by core/messages/catalogue.test.ts). */
export const COMPLETE_LANGUAGES: readonly Lang[] = ['fr', 'ar'];

const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A served language, or the default for anything else (a stale cookie, a guessed prefix). */
export const servedLang = (value: unknown): Lang =>
  isLang(value) && SERVED_LANGUAGES.includes(value) ? value : DEFAULT_LANG;
