import type { Lang } from '../../../core/messages/languages';

/**
 * « 12 mars 2026 », « 12 مارس 2026 » (Latin digits, decision 032), in Paris time on the server
 * and in the browser alike (no hydration drift).
 */
const DAY: Record<Lang, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }),
  ar: new Intl.DateTimeFormat('ar-u-nu-latn', { dateStyle: 'long', timeZone: 'Europe/Paris' }),
};

export const formatArticleDate = (iso: string, lang: Lang): string => DAY[lang].format(new Date(iso));

/** The illustration of an article without its own image. */
export const DEFAULT_ARTICLE_IMAGE = '/blog/illustration-par-defaut.svg';
