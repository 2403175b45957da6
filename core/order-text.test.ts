import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEED } from '../server/catalogue/seed';
import { LEGALIZATION_PACKAGES } from './legalization-chain';
import { CATALOGUES } from './messages/server';
import { arabicOptionListText } from './catalogue-text-ar';
import { fillArabicCatalogueTokens } from './arabic-catalogue-text';
import {
  countsIn,
  eurosIn,
  estimatedDeliveryIn,
  itemTextIn,
  optionIn,
  packageIn,
  postalLegIn,
  priceLinesIn,
  purposeIn,
  urgentNameIn,
} from './order-text';
import { pagesIn } from './counted';
import { computePrice } from './pricing';
import { PURPOSE_IDS, PURPOSES } from './purposes';

const catalogue = {
  pricePerPageCents: 3000,
  deliveryMethods: [
    { id: 'standard', name: 'Lettre suivie', priceCents: 1000 },
    { id: 'email', name: 'E-mail (PDF)', priceCents: 0 },
  ],
  legalizationTypes: [
    { id: 'none', name: 'Aucune', priceCents: 0 },
    { id: 'mairie', name: 'Mairie', priceCents: 2000 },
    { id: 'foreignAffairs', name: 'Ministère, par notaire habilité', priceCents: 5000 },
    { id: 'consulate', name: 'Consulat / Ambassade', priceCents: 8000 },
  ],
  urgent: { name: 'Urgent', priceCents: 1500, turnaroundDays: 1 },
};

describe('an order in Arabic', () => {
  it('writes euros with Latin digits, cents only when there are some', () => {
    expect(eurosIn('fr', 3000)).toBe('30\u00a0€');
    expect(eurosIn('ar', 3000)).toMatch(/^\u200f?30\s€$/);
    expect(eurosIn('ar', 123450)).toMatch(/^\u200f?1,234\.50\s€$/);
  });

  it('counts pages and words dates and postal legs', () => {
    expect(pagesIn('ar', 1)).toBe('صفحة واحدة');
    expect(pagesIn('ar', 2)).toBe('صفحتان');
    expect(pagesIn('ar', 3)).toBe('3 صفحات');
    expect(pagesIn('ar', 11)).toBe('11 صفحة');
    expect(pagesIn('fr', 3)).toBe('3 pages');
    expect(estimatedDeliveryIn('ar', { earliest: '2026-11-26', latest: '2026-11-26' })).toBe(
      'موعد التسليم المتوقَّع: الخميس، 26 نوفمبر',
    );
    expect(estimatedDeliveryIn('fr', { earliest: '2026-11-26', latest: '2026-11-26' })).toBe(
      'Livraison estimée\u00a0: jeudi 26 novembre',
    );
    expect(postalLegIn('fr', { minDays: 2, maxDays: 3 })).toBe('2 à 3\u00a0jours ouvrés d’acheminement');
    expect(postalLegIn('ar', { minDays: 2, maxDays: 3 })).toBe('من 2 إلى 3 أيام عمل للتوصيل البريدي');
  });

  it('names a seeded item in Arabic, an item the admin renamed or added in her French', () => {
    expect(itemTextIn('ar', 'delivery', 'standard', 'Lettre suivie')).toContain('رسالة مع تتبُّع');
    expect(itemTextIn('ar', 'delivery', 'standard', 'Colissimo suivi')).toBe('Colissimo suivi');
    expect(itemTextIn('ar', 'delivery', 'coursier', 'Coursier')).toBe('Coursier');
    expect(itemTextIn('fr', 'delivery', 'standard', 'Lettre suivie')).toBe('Lettre suivie');
    expect(optionIn('ar', 'delivery', { id: 'pickup', name: 'Retrait au bureau à Dijon', description: 'x' }).name).toBe(
      'الاستلام من المكتب في \u2068ديجون\u2069',
    );
  });

  it('joins counts with the comma of the language', () => {
    expect(countsIn('ar', 1, 2)).toBe('وثيقة واحدة، صفحتان');
    expect(countsIn('fr', 1, 2)).toBe('1 document, 2 pages');
  });

  it('names the options the pages list as the Arabic order form names them, not in the catalogue’s French', () => {
    expect(urgentNameIn('ar', 'Urgent')).toBe('مستعجل');
    expect(urgentNameIn('ar', 'Express 24 h')).toBe('Express 24 h');
    expect(urgentNameIn('fr', 'Urgent')).toBe('Urgent');
    const paper = [{ id: 'standard', name: 'Lettre suivie', priceCents: 1000 }];
    expect(arabicOptionListText(paper)).toContain('رسالة مع تتبُّع');
    expect(arabicOptionListText(paper)).not.toMatch(/«\u2068Lettre suivie/);
    const tokens = fillArabicCatalogueTokens('{{urgence}} / {{originaux_papier}}', {
      ...catalogue,
      deliveryMethods: [{ ...catalogue.deliveryMethods[0]!, postal: { minDays: 2, maxDays: 3 } }],
    });
    expect(tokens).toContain('مستعجل');
    expect(tokens).toContain('رسالة مع تتبُّع');
    expect(tokens).not.toContain('Urgent');
  });

  it('has the seed’s own French for every seeded item, and every purpose’s and package’s French', () => {
    for (const item of CATALOGUE_SEED.filter((i) => i.kind !== 'page')) {
      expect(itemTextIn('ar', item.kind as 'delivery', item.id, item.name), item.id).not.toBe(item.name);
      expect(itemTextIn('ar', item.kind as 'delivery', item.id, item.description!, 'description')).not.toBe(
        item.description,
      );
    }
    for (const id of PURPOSE_IDS) {
      expect(CATALOGUES.fr.orderPurpose[id]).toBe(PURPOSES[id].label);
      expect(CATALOGUES.fr.orderPurpose[`${id}_reason`]).toBe(PURPOSES[id].reason);
      expect(purposeIn('ar', id).label).not.toBe(PURPOSES[id].label);
    }
    for (const pack of LEGALIZATION_PACKAGES) {
      const fr = CATALOGUES.fr.orderItem as Record<string, string>;
      expect(fr[`package_${pack.id}`]).toBe(pack.name);
      expect(fr[`package_${pack.id}_desc`]).toBe(pack.description);
      expect(packageIn('ar', pack).name).not.toBe(pack.name);
    }
  });

  it('words the price lines in Arabic, same order and amounts; French lines are the stored ones', () => {
    const request = {
      numberOfPages: 3,
      numberOfDocuments: 2,
      deliveryMethod: 'standard',
      legalization: 'chaine-eau',
      urgent: true,
    };
    // A package whose first step is missing from this catalogue has no price: use a full one.
    const full = {
      ...catalogue,
      legalizationTypes: [...catalogue.legalizationTypes],
    };
    full.legalizationTypes.splice(2, 0, { id: 'chamberOfCommerce', name: 'Chambre de commerce', priceCents: 5000 });
    const { lines } = computePrice(full, request);
    const choice = {
      lines,
      deliveryMethod: 'standard',
      deliveryName: 'Lettre suivie',
      legalization: 'chaine-eau',
      urgentName: 'Urgent',
      urgentDays: 1,
    };
    expect(priceLinesIn('fr', choice, full)).toEqual(
      lines.map((l) => ({ label: l.label, amountCents: l.amountCents })),
    );
    const ar = priceLinesIn('ar', choice, full);
    expect(ar.map((l) => l.amountCents)).toEqual(lines.map((l) => l.amountCents));
    expect(ar.map((l) => l.label)).toEqual([
      'ترجمة محلّفة (3 صفحات)',
      'مستعجل، 24 ساعة عمل (3 صفحات)',
      'التسليم: رسالة مع تتبُّع (\u2068Lettre\u00a0suivie\u2069)',
      'التصديق: البلدية (\u2068Mairie\u2069) (وثيقتان)',
      'التصديق: الوزارة، لدى موثّق مؤهَّل (وثيقتان)',
      'التصديق: القنصلية / السفارة (وثيقتان)',
    ]);
  });
});

describe('a quote line the admin typed', () => {
  it('keeps her words, saying their language where it is not the page’s', () => {
    const choice = { deliveryMethod: 'standard', deliveryName: 'Lettre suivie', legalization: 'none' };
    // A quote's free line keeps the admin's words, and says they are French on an Arabic page;
    // one she wrote in Arabic is the page's language.
    const other = priceLinesIn(
      'ar',
      {
        ...choice,
        lines: [
          { code: 'other', label: 'Relecture', quantity: 1, amountCents: 500 },
          { code: 'other', label: 'مراجعة', quantity: 1, amountCents: 300 },
        ],
      },
      catalogue,
    );
    expect(other).toEqual([
      { label: 'Relecture', amountCents: 500, lang: 'fr' },
      { label: 'مراجعة', amountCents: 300 },
    ]);
    // On a French page, an Arabic label she wrote says it is Arabic.
    const french = priceLinesIn(
      'fr',
      { ...choice, lines: [{ code: 'other', label: 'مراجعة', quantity: 1, amountCents: 300 }] },
      catalogue,
    );
    expect(french).toEqual([{ label: 'مراجعة', amountCents: 300, lang: 'ar' }]);
  });
});
