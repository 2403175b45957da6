import { describe, expect, it } from 'vitest';
import { jsonLdWords } from '../../server/test/json-ld';
import { BUSINESS } from '../../core/business';
import { fr } from '../../core/messages/fr/index';
import { localBusinessJsonLd, serviceOffersJsonLd } from '../lib/seo';
import { seedCatalogue } from './content-test-sources';
import { structuredDataFor } from './structured-data';

const catalogue = seedCatalogue;
const origin = 'https://ex.fr';
const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** The fields whose words change with the language. */
const WORDED = new Set(['name', 'description', 'jobTitle', 'serviceType', 'unitText']);

const inArabic = (catalogue: OrderCatalogue) =>
  structuredDataFor('ar', catalogue, () => [
    localBusinessJsonLd(origin, catalogue, null),
    serviceOffersJsonLd(origin, catalogue),
  ]).jsonLd!;
const offerNames = (blocks: Record<string, unknown>[]) =>
  jsonLdWords(blocks)
    .filter((w) => w.at.endsWith('itemOffered.name'))
    .map((w) => w.text);

describe('the business and service JSON-LD in the page’s language (issue 17)', () => {
  it('says every text of an Arabic page in Arabic, from the Arabic catalogue', () => {
    const blocks = inArabic(catalogue);
    const texts = jsonLdWords(blocks);
    // Every offer is named: the translation, the urgent option, 4 paid legalisations, 6 deliveries, twice.
    expect(offerNames(blocks)).toHaveLength(24);
    expect(texts.filter((w) => !ARABIC_LETTER.test(w.text))).toEqual([]);
    expect(blocks[0]!.description).toBe(
      'مترجمة محلّفة عربي–فرنسي في ديجون، مسجّلة في قائمة الخبراء لدى محكمة الاستئناف (\u2066Cour d’appel de Dijon\u2069). ترجمات محلّفة وتصديق الوثائق.',
    );
    expect(offerNames(blocks)).toContain('التصديق: البلدية (\u2068Mairie\u2069)');
    expect(offerNames(blocks)).toContain('خيار «مستعجل»');
    // Only words change: the address, the names, the prices and the links are the French page's.
    const french = [localBusinessJsonLd(origin, catalogue, null), serviceOffersJsonLd(origin, catalogue)];
    const shape = (data: unknown) =>
      JSON.stringify(data, (key, value) => (typeof value === 'string' && WORDED.has(key) ? '' : value));
    expect(shape(blocks)).toBe(shape(french));
    expect(blocks[0]!.address).toEqual(french[0]!.address);
    expect(blocks[0]!.name).toBe(BUSINESS.tradeName);
  });

  it('names an item the admin renamed in her French, inside the Arabic wording', () => {
    const renamed = {
      ...catalogue,
      deliveryMethods: catalogue.deliveryMethods.map((d) => (d.id === 'dhl' ? { ...d, name: 'Chronopost' } : d)),
    };
    expect(offerNames(inArabic(renamed))).toContain('التسليم: Chronopost');
  });

  it('sends nothing for a French page, whose words the French catalogue repeats word for word', () => {
    expect(structuredDataFor('fr', catalogue, () => [localBusinessJsonLd(origin, catalogue, null)])).toEqual({});
    // Each text the Arabic page replaces is found in the French blocks: a French word changed in
    // app/lib/seo.ts or core/business.ts without the catalogue would leave French on Arabic pages.
    const french = JSON.stringify([
      localBusinessJsonLd(origin, catalogue, null),
      serviceOffersJsonLd(origin, catalogue),
    ]);
    const texts = Object.values(fr.structuredData).filter((text) => !text.includes('{{'));
    for (const text of texts) expect(french).toContain(JSON.stringify(text));
  });
});
