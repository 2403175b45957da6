import type { Lang } from '../../core/messages';
import { httpError } from '../plugins/error-handler';
import { UUID } from './slugs';
import { transliterateArabic } from '../../core/arabic-slug';

/** What a new FAQ entry or article says about its language (decision 034). */
export interface ContentLanguage {
  lang: Lang;
  /** The French entry this one translates (Arabic only), or null. */
  translationOf: string | null;
}

/**
 * The language of a new entry, from the editor's body: French when absent (the spec's client
 * sends none), Arabic on request; a French original only for an Arabic entry. Whether that
 * original exists, is French and has no Arabic version yet is the service's check, inside its
 * transaction.
 */
export function contentLanguage(body: unknown): ContentLanguage {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const lang = raw.lang === undefined || raw.lang === null || raw.lang === '' ? 'fr' : raw.lang;
  if (lang !== 'fr' && lang !== 'ar') throw httpError(400, 'contentLang.langInvalid');
  const original = raw.translationOf === undefined || raw.translationOf === '' ? null : raw.translationOf;
  if (original === null) return { lang, translationOf: null };
  if (lang !== 'ar' || typeof original !== 'string' || !UUID.test(original))
    throw httpError(400, 'contentLang.translationInvalid');
  return { lang, translationOf: original.toLowerCase() };
}

/** The words a slug is made of: Arabic titles are spelt in Latin letters (decision 034). */
export const slugSource = (lang: Lang, title: string): string => (lang === 'ar' ? transliterateArabic(title) : title);
