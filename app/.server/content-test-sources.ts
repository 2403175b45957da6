import { DEFAULT_OPEN_HOURS } from '../../core/chat-schedule';
import { DEFAULT_RETENTION } from '../../core/retention';
import { CATALOGUE_SEED } from '../../server/catalogue/seed';
import type { CatalogueOption, OrderCatalogue } from '../components/order/types';
import { LANDING_PAGES, LEGAL_PAGES } from '../content/pages';
import type { PageLang, PageSources } from '../content/pages/model';

/**
 * For tests: the sources a page is read with on a fresh site (the seeded catalogue, the default
 * retention and chat hours), and every text of every content page in one language.
 */
const options = (kind: string): CatalogueOption[] =>
  CATALOGUE_SEED.filter((i) => i.kind === kind).map((i) => ({
    id: i.id,
    name: i.name,
    priceCents: i.priceCents,
    turnaroundDays: i.turnaroundDays ?? 0,
    postal: null,
    description: i.description ?? '',
  }));
const urgent = CATALOGUE_SEED.find((i) => i.kind === 'urgent')!;
/** The first start’s catalogue, as the loaders hand it to the pages. */
export const seedCatalogue: OrderCatalogue = {
  pricePerPageCents: 3000,
  deliveryMethods: options('delivery'),
  legalizationTypes: options('legalization'),
  urgent: {
    name: urgent.name,
    priceCents: urgent.priceCents,
    turnaroundDays: urgent.turnaroundDays ?? 1,
    description: '',
  },
};

export const TEST_SOURCES: PageSources = {
  catalogue: seedCatalogue,
  retention: DEFAULT_RETENTION,
  chatHours: DEFAULT_OPEN_HOURS,
  host: 'ex.fr',
};
export const NO_URGENT: PageSources = { ...TEST_SOURCES, catalogue: { ...seedCatalogue, urgent: null } };

/** Every string in a value, however deep. */
export const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** Every string of every content page in `lang`, as `[page, text]` (link targets, ids and icon names included). */
export function contentTexts(lang: PageLang, sources: PageSources = TEST_SOURCES): [string, string][] {
  const landing = Object.entries(LANDING_PAGES).flatMap(([path, page]) => {
    const content = page(sources);
    const parts = [content.meta, content.hero, content.cta, ...content.sections].map((part) => part[lang]);
    return strings(parts).map((text): [string, string] => [path, text]);
  });
  const legal = Object.entries(LEGAL_PAGES).flatMap(([path, { page }]) => {
    const content = page(sources);
    const parts = [content.head[lang], ...content.parts.map((part) => part[lang])];
    return strings(parts).map((text): [string, string] => [path, text]);
  });
  return [...landing, ...legal];
}
