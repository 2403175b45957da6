import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceLinesIn, priceLineText, priceLineWords } from './order-text';
import { computePrice, type PriceCatalogue, type PriceLine } from './pricing';

/**
 * Decision 075: a price line carries its code and parameters and is worded from them where it is
 * shown; its French label is stored as sold. The catalogue is the seed's French names.
 */
const catalogue: PriceCatalogue = {
  pricePerPageCents: 3000,
  deliveryMethods: [
    { id: 'email', name: 'E-mail (PDF)', priceCents: 0 },
    { id: 'standard', name: 'Lettre suivie', priceCents: 1000 },
    { id: 'priority', name: 'Lettre recommandée', priceCents: 1500 },
  ],
  legalizationTypes: [
    { id: 'none', name: 'Aucune', priceCents: 0 },
    { id: 'mairie', name: 'Mairie', priceCents: 2000 },
    { id: 'chamberOfCommerce', name: 'Chambre de commerce', priceCents: 5000 },
    { id: 'foreignAffairs', name: 'Ministère, par notaire habilité', priceCents: 5000 },
    { id: 'consulate', name: 'Consulat / Ambassade', priceCents: 8000 },
  ],
  urgent: { name: 'Urgent', priceCents: 1500, turnaroundDays: 1 },
};

const amounts = { quantity: 1, unitCents: 100, amountCents: 100 };
const line = (coded: Pick<PriceLine, 'code' | 'params'>): PriceLine =>
  ({ ...coded, label: 'stored', ...amounts }) as PriceLine;
const COUNTS = [1, 2, 3, 11, 100] as const;

describe('a price line worded from its code and parameters', () => {
  it('translation: its pages, counted in each language', () => {
    const fr = COUNTS.map((pages) => priceLineWords('fr', { code: 'translation', params: { pages } }));
    expect(fr).toEqual([
      'Traduction certifiée (1 page)',
      'Traduction certifiée (2 pages)',
      'Traduction certifiée (3 pages)',
      'Traduction certifiée (11 pages)',
      'Traduction certifiée (100 pages)',
    ]);
    const ar = COUNTS.map((pages) => priceLineText('ar', line({ code: 'translation', params: { pages } })));
    expect(ar).toEqual([
      'ترجمة محلّفة (صفحة واحدة)',
      'ترجمة محلّفة (صفحتان)',
      'ترجمة محلّفة (3 صفحات)',
      'ترجمة محلّفة (11 صفحة)',
      'ترجمة محلّفة (100 صفحة)',
    ]);
  });

  it('urgent: its name, its delay and its pages', () => {
    const urgent = (pages: number, days = 1) =>
      line({ code: 'urgent', params: { optionId: 'urgent', name: 'Urgent', days, pages } });
    expect(COUNTS.map((pages) => priceLineWords('fr', urgent(pages)))).toEqual([
      'Urgent, 24\u00a0h ouvrées (1 page)',
      'Urgent, 24\u00a0h ouvrées (2 pages)',
      'Urgent, 24\u00a0h ouvrées (3 pages)',
      'Urgent, 24\u00a0h ouvrées (11 pages)',
      'Urgent, 24\u00a0h ouvrées (100 pages)',
    ]);
    expect(COUNTS.map((pages) => priceLineText('ar', urgent(pages)))).toEqual([
      'مستعجل، 24 ساعة عمل (صفحة واحدة)',
      'مستعجل، 24 ساعة عمل (صفحتان)',
      'مستعجل، 24 ساعة عمل (3 صفحات)',
      'مستعجل، 24 ساعة عمل (11 صفحة)',
      'مستعجل، 24 ساعة عمل (100 صفحة)',
    ]);
    // An urgent option the admin renamed keeps her French name inside the Arabic line.
    const renamed = line({ code: 'urgent', params: { optionId: 'urgent', name: 'Express', days: 1, pages: 2 } });
    expect(priceLineText('ar', renamed)).toBe('Express، 24 ساعة عمل (صفحتان)');
  });

  it('delivery: the option’s name as sold, a renamed one in the admin’s French', () => {
    const delivery = (optionId: string, name: string) => line({ code: 'delivery', params: { optionId, name } });
    expect(priceLineWords('fr', delivery('standard', 'Lettre suivie'))).toBe('Livraison\u00a0: Lettre suivie');
    expect(priceLineText('ar', delivery('standard', 'Lettre suivie'))).toBe(
      'التسليم: رسالة مع تتبُّع (\u2068Lettre\u00a0suivie\u2069)',
    );
    expect(priceLineText('ar', delivery('standard', 'Colissimo suivi'))).toBe('التسليم: Colissimo suivi');
  });

  it('legalisation: the step and its documents, counted in each language', () => {
    const step = (documents: number) =>
      line({ code: 'legalization', params: { optionId: 'mairie', name: 'Mairie', documents } });
    expect(COUNTS.map((n) => priceLineWords('fr', step(n)))).toEqual([
      'Légalisation\u00a0: Mairie (1 document)',
      'Légalisation\u00a0: Mairie (2 documents)',
      'Légalisation\u00a0: Mairie (3 documents)',
      'Légalisation\u00a0: Mairie (11 documents)',
      'Légalisation\u00a0: Mairie (100 documents)',
    ]);
    expect(COUNTS.map((n) => priceLineText('ar', step(n)))).toEqual([
      'التصديق: البلدية (\u2068Mairie\u2069) (وثيقة واحدة)',
      'التصديق: البلدية (\u2068Mairie\u2069) (وثيقتان)',
      'التصديق: البلدية (\u2068Mairie\u2069) (3 وثائق)',
      'التصديق: البلدية (\u2068Mairie\u2069) (11 وثيقة)',
      'التصديق: البلدية (\u2068Mairie\u2069) (100 وثيقة)',
    ]);
  });

  it('French is the stored label; a line without parameters is its label in every language', () => {
    const worded = line({ code: 'translation', params: { pages: 2 } });
    expect(priceLineText('fr', worded)).toBe('stored');
    for (const coded of [{ code: 'other' }, { code: 'delivery', params: null }] as const) {
      expect(priceLineText('ar', line(coded))).toBe('stored');
      expect(priceLineWords('ar', coded)).toBeNull();
    }
  });

  it('computePrice’s French label is the French of its own parameters, for any order', () => {
    const request = fc.record({
      numberOfPages: fc.integer({ min: 1, max: 200 }),
      numberOfDocuments: fc.integer({ min: 1, max: 120 }),
      deliveryMethod: fc.constantFrom(...catalogue.deliveryMethods.map((d) => d.id)),
      legalization: fc.constantFrom('none', 'mairie', 'consulate', 'chaine-eau', 'chaine-eau-commerce'),
      urgent: fc.boolean(),
    });
    fc.assert(
      fc.property(request, (r) => {
        for (const l of computePrice(catalogue, r).lines) expect(priceLineWords('fr', l)).toBe(l.label);
      }),
    );
  });
});

describe('legalisation steps worded by their own parameters, not by their place', () => {
  const choice = (lines: PriceLine[]) => ({
    lines,
    deliveryMethod: 'standard',
    deliveryName: 'Lettre suivie',
    legalization: 'chaine-eau',
    urgentName: 'Urgent',
    urgentDays: 1,
  });
  const order = { deliveryMethod: 'standard', legalization: 'chaine-eau' };
  const withoutParams = (lines: PriceLine[]) => lines.map(({ params: _params, ...l }) => l) as PriceLine[];

  it('lines stored before decision 075 (no parameters) are worded as they always were', () => {
    const { lines } = computePrice(catalogue, { ...order, numberOfPages: 3, numberOfDocuments: 2, urgent: true });
    const expected = [
      'ترجمة محلّفة (3 صفحات)',
      'مستعجل، 24 ساعة عمل (3 صفحات)',
      'التسليم: رسالة مع تتبُّع (\u2068Lettre\u00a0suivie\u2069)',
      'التصديق: البلدية (\u2068Mairie\u2069) (وثيقتان)',
      'التصديق: الوزارة، لدى موثّق مؤهَّل (وثيقتان)',
      'التصديق: القنصلية / السفارة (وثيقتان)',
    ];
    expect(priceLinesIn('ar', choice(withoutParams(lines)), catalogue).map((l) => l.label)).toEqual(expected);
    expect(priceLinesIn('ar', choice(lines), catalogue).map((l) => l.label)).toEqual(expected);
    // French: the stored labels, with or without parameters.
    expect(priceLinesIn('fr', choice(withoutParams(lines)), catalogue).map((l) => l.label)).toEqual(
      lines.map((l) => l.label),
    );
  });

  it('a step named inside another step’s name (the town hall renamed « Ministère », priced 0)', () => {
    // chaine-eau is mairie → foreignAffairs → consulate; the free first step has no line, but its
    // name is found inside the second's label: the old matching gave that line the first step's words.
    const renamed: PriceCatalogue = {
      ...catalogue,
      legalizationTypes: catalogue.legalizationTypes.map((s) =>
        s.id === 'mairie' ? { ...s, name: 'Ministère', priceCents: 0 } : s,
      ),
    };
    const { lines } = computePrice(renamed, { ...order, numberOfPages: 2, numberOfDocuments: 3 });
    const expected = [
      'ترجمة محلّفة (صفحتان)',
      'التسليم: رسالة مع تتبُّع (\u2068Lettre\u00a0suivie\u2069)',
      'التصديق: الوزارة، لدى موثّق مؤهَّل (3 وثائق)',
      'التصديق: القنصلية / السفارة (3 وثائق)',
    ];
    expect(priceLinesIn('ar', choice(lines), renamed).map((l) => l.label)).toEqual(expected);
    // The same lines stored before decision 075: worded as they always were, wrongly here.
    const old = priceLinesIn('ar', choice(withoutParams(lines)), renamed).map((l) => l.label);
    expect(old[2]).toBe('التصديق: Ministère (3 وثائق)');
    expect(old[3]).toBe(lines[3]!.label);
  });

  it('steps stored in another order than the package’s', () => {
    const { lines } = computePrice(catalogue, { ...order, numberOfPages: 1, numberOfDocuments: 2 });
    const [translation, delivery, ...steps] = lines;
    const reordered = [translation!, delivery!, ...steps.reverse()];
    expect(priceLinesIn('ar', choice(reordered), catalogue).map((l) => l.label)).toEqual([
      'ترجمة محلّفة (صفحة واحدة)',
      'التسليم: رسالة مع تتبُّع (\u2068Lettre\u00a0suivie\u2069)',
      'التصديق: القنصلية / السفارة (وثيقتان)',
      'التصديق: الوزارة، لدى موثّق مؤهَّل (وثيقتان)',
      'التصديق: البلدية (\u2068Mairie\u2069) (وثيقتان)',
    ]);
    // The old matching, reading the steps by place, leaves the first and the last in French.
    const old = priceLinesIn('ar', choice(withoutParams(reordered)), catalogue).map((l) => l.label);
    expect([old[2], old[4]]).toEqual([reordered[2]!.label, reordered[4]!.label]);
  });
});
