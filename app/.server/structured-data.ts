import { BUSINESS } from '../../core/business';
import { DEFAULT_LANG, t, type Lang } from '../../core/messages';
import { itemTextIn, urgentNameIn } from '../../core/order-text';
import type { OrderCatalogue } from '../components/order/types';

type JsonLd = Record<string, unknown>;

/**
 * Each French text of the business and service JSON-LD (app/lib/seo.ts) with its translation:
 * the `structuredData` catalogue domain, whose French repeats seo.ts's words (the unit test keeps
 * them in step), and each offer under its catalogue item's name in `lang` (a seeded item
 * translated, one the admin renamed in her French, as the order form names it).
 */
function translations(lang: Lang, catalogue: OrderCatalogue): Map<string, string> {
  const words = new Map<string, string>();
  const both = (texts: (l: Lang) => string) => words.set(texts(DEFAULT_LANG), texts(lang));
  const titleIn = (l: Lang) => t(l, 'structuredData.jobTitle');
  const cityIn = (l: Lang) => t(l, 'structuredData.city');
  both((l) =>
    t(l, 'structuredData.description', { title: titleIn(l), city: cityIn(l), court: BUSINESS.courtOfAppeal }),
  );
  both(titleIn);
  both(cityIn);
  both((l) => t(l, 'structuredData.country'));
  both((l) => t(l, 'structuredData.service'));
  both((l) => t(l, 'structuredData.serviceType'));
  both((l) => t(l, 'structuredData.catalogue'));
  both((l) => t(l, 'structuredData.perPage'));
  both((l) => t(l, 'structuredData.perDocument'));
  const { urgent } = catalogue;
  if (urgent) both((l) => t(l, 'structuredData.urgentOffer', { name: urgentNameIn(l, urgent.name) }));
  for (const { id, name } of catalogue.legalizationTypes)
    both((l) => t(l, 'structuredData.legalizationOffer', { name: itemTextIn(l, 'legalization', id, name) }));
  for (const { id, name } of catalogue.deliveryMethods)
    both((l) => t(l, 'structuredData.deliveryOffer', { name: itemTextIn(l, 'delivery', id, name) }));
  return words;
}

/** The fields that hold words; addresses, names of people and of the business stay as written. */
const WORDED = new Set(['name', 'description', 'jobTitle', 'serviceType', 'unitText']);

function translated(data: unknown, words: Map<string, string>, key = ''): unknown {
  if (typeof data === 'string') return WORDED.has(key) ? (words.get(data) ?? data) : data;
  if (Array.isArray(data)) return data.map((item) => translated(item, words, key));
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, translated(v, words, k)]));
}

/**
 * What a loader adds for its page's business or service JSON-LD (issue 17): on a page in another
 * language than French, the blocks seo.ts builds, their words in that language, built here so
 * that the browser's scripts carry no second set of words; on a French page, nothing: its page
 * builds its blocks itself, and its HTML stays as it was.
 */
export function structuredDataFor(
  lang: Lang,
  catalogue: OrderCatalogue,
  french: () => JsonLd[],
): { jsonLd?: JsonLd[] } {
  if (lang === DEFAULT_LANG) return {};
  const words = translations(lang, catalogue);
  return { jsonLd: french().map((block) => translated(block, words) as JsonLd) };
}
