import { describe, expect, it } from 'vitest';
import { quoteLineCoded, quoteLineLabelsIn, storedQuoteLineCoded, type QuoteLineText } from './quote-line-text';

const catalogue = {
  deliveryMethods: [
    { id: 'standard', name: 'Lettre suivie' },
    { id: 'email', name: 'E-mail (PDF)' },
  ],
  legalizationTypes: [
    { id: 'mairie', name: 'Mairie' },
    { id: 'consulate', name: 'Consulat / Ambassade' },
  ],
};

const lines = [
  { source: 'translation', optionId: '', label: 'Traduction certifiée (3 pages)', quantity: 3 },
  { source: 'translation', optionId: '', label: 'Traduction certifiée du jugement (3 pages)', quantity: 3 },
  { source: 'delivery', optionId: 'standard', label: 'Livraison\u00a0: Lettre suivie', quantity: 1 },
  { source: 'delivery', optionId: 'standard', label: 'Envoi spécial', quantity: 1 },
  { source: 'legalization', optionId: 'mairie', label: 'Légalisation\u00a0: Mairie', quantity: 2 },
  { source: 'free', optionId: '', label: 'Mise en page', quantity: 1 },
] as const;

const ARABIC = [
  'ترجمة محلّفة (3 صفحات)',
  'Traduction certifiée du jugement (3 pages)',
  'التسليم: رسالة مع تتبُّع (\u2068Lettre\u00a0suivie\u2069)',
  'Envoi spécial',
  'التصديق: البلدية (\u2068Mairie\u2069) (وثيقتان)',
  'Mise en page',
];

describe('a quote line’s code and parameters (decision 075)', () => {
  it('are the option’s while the admin left the editor’s label; null for her own words and free lines', () => {
    expect(lines.map((l) => quoteLineCoded(l, catalogue))).toEqual([
      { code: 'translation', params: { pages: 3 } },
      { code: 'translation', params: null },
      { code: 'delivery', params: { optionId: 'standard', name: 'Lettre suivie' } },
      { code: 'delivery', params: null },
      { code: 'legalization', params: { optionId: 'mairie', name: 'Mairie', documents: 2 } },
      { code: 'other', params: null },
    ]);
    // An order's legalisation label, with its count, is the option's too; an unknown option is her words.
    const withCount = { source: 'legalization', optionId: 'consulate', quantity: 3 } as const;
    expect(
      quoteLineCoded({ ...withCount, label: 'Légalisation\u00a0: Consulat / Ambassade (3 documents)' }, catalogue),
    ).toEqual({ code: 'legalization', params: { optionId: 'consulate', name: 'Consulat / Ambassade', documents: 3 } });
    expect(quoteLineCoded({ ...withCount, optionId: 'gone', label: 'Légalisation\u00a0: X' }, catalogue)).toEqual({
      code: 'legalization',
      params: null,
    });
  });

  it('are read from a stored line when it has them, and only those two fields go on', () => {
    const stored = { ...lines[2], code: 'delivery', params: { optionId: 'standard', name: 'Lettre suivie' } } as const;
    expect(storedQuoteLineCoded(stored, { deliveryMethods: [], legalizationTypes: [] })).toEqual({
      code: 'delivery',
      params: { optionId: 'standard', name: 'Lettre suivie' },
    });
  });
});

describe('a quote in Arabic (issue 17)', () => {
  it('words in Arabic the lines « Établir le devis » gave, and keeps the admin’s own labels', () => {
    expect(quoteLineLabelsIn('ar', lines, catalogue)).toEqual(ARABIC);
  });

  it('a quote saved with codes reads the same, and stays so when the catalogue renames the option later', () => {
    const coded: QuoteLineText[] = lines.map((l) => ({ ...l, ...quoteLineCoded(l, catalogue) }));
    expect(quoteLineLabelsIn('ar', coded, catalogue)).toEqual(ARABIC);
    const renamed = {
      deliveryMethods: [{ id: 'standard', name: 'Courrier suivi' }],
      legalizationTypes: [{ id: 'mairie', name: 'Hôtel de ville' }],
    };
    expect(quoteLineLabelsIn('ar', coded, renamed)).toEqual(ARABIC);
    // A quote saved before decision 075 is matched against today's names, as it always was.
    expect(quoteLineLabelsIn('ar', lines, renamed)[2]).toBe(lines[2].label);
  });

  it('leaves every French label as the admin wrote it', () => {
    expect(quoteLineLabelsIn('fr', lines, catalogue)).toEqual(lines.map((l) => l.label));
  });
});
