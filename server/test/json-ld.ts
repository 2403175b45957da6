import { BUSINESS } from '../../core/business';

/**
 * The JSON-LD blocks of a page's HTML, parsed: what search engines read of it.
 */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Values no reader is meant to read as words: addresses, codes, figures, links, dates, hours. */
const NOT_WORDS = new Set([
  'url',
  'item',
  'image',
  'logo',
  'telephone',
  'email',
  'address',
  'priceRange',
  'price',
  'priceCurrency',
  'datePublished',
  'dateModified',
  'inLanguage',
  'availableLanguage',
  'knowsLanguage',
  'contactType',
  'dayOfWeek',
  'opens',
  'closes',
]);

/** Names of the business and of its translator: written the same in every language. */
const PROPER_NAMES = new Set<string>([BUSINESS.tradeName, BUSINESS.translatorName]);

/**
 * Every text of a JSON-LD block that a reader reads as words (names, descriptions, answers,
 * units), with where it stands: `hasOfferCatalog.itemListElement[2].itemOffered.name`.
 */
export function jsonLdWords(data: unknown, at = ''): { at: string; text: string }[] {
  if (typeof data === 'string') return PROPER_NAMES.has(data) ? [] : [{ at, text: data }];
  if (Array.isArray(data)) return data.flatMap((v, i) => jsonLdWords(v, `${at}[${i}]`));
  if (!data || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) =>
    key.startsWith('@') || NOT_WORDS.has(key) ? [] : jsonLdWords(value, at ? `${at}.${key}` : key),
  );
}
