import { describe, expect, it } from 'vitest';
import { ARTICLE_SEED_AR } from '../../server/blog/seed-content-ar';
import { FAQ_SEED_AR } from '../../server/faq/seed-content-ar';
import { contentTexts } from '../../app/.server/content-test-sources';
import { ar } from './ar/index';

/**
 * French administrative words an Arabic reader meets at the counter (issue 17). The Arabic
 * texts keep them, since the client will see them there, but always in brackets after an Arabic
 * explanation: « الوكالة الوطنية للوثائق المؤمَّنة (ANTS) », never « وكالة ANTS » alone.
 */
const TERMS = [
  'ANTS',
  'CAF',
  'OFII',
  'ANEF',
  'Kbis',
  'CGI',
  'CNIL',
  'SIRET',
  'MOFA',
  'Préfecture',
  'Mairie',
  'mairie',
  'chambre de commerce',
  'légalisation',
  'apostille',
  'notaires',
  'casier judiciaire',
  'état civil',
  'livret de famille',
  'titre de séjour',
  'copie intégrale',
  'Cour d’appel',
  // The court's name, filled in from core/business.ts.
  '{{court}}',
];

const ARABIC = /[\u0600-\u06FF]/;

/** Each use of a term that does not stand inside brackets opened right after Arabic words. */
function bareTerms(text: string): string[] {
  return TERMS.flatMap((term) =>
    [...text.matchAll(new RegExp(term.replace(/[{}]/g, '\\$&'), 'g'))].flatMap((m) => {
      const before = text.slice(0, m.index);
      const open = before.lastIndexOf('(');
      // The bracket holds French only up to the term (« (Sans légalisation) » is fine)…
      const inside = open >= 0 && !ARABIC.test(before.slice(open)) && !before.slice(open).includes(')');
      // …and follows Arabic words (quotes, isolates and markup aside).
      const words = before.slice(0, open).replace(/(<[^>]*>|[\s«»\u2066-\u2069])+$/, '');
      const after = inside && ARABIC.test(words.slice(-1));
      return after ? [] : [text.slice(Math.max(0, m.index - 20), m.index + term.length + 5)];
    }),
  );
}

const catalogueTexts = Object.entries(ar).flatMap(([domain, keys]) =>
  Object.entries(keys as Record<string, string>).map(([key, text]) => [`${domain}.${key}`, text] as const),
);
const seedTexts = [...FAQ_SEED_AR, ...ARTICLE_SEED_AR].flatMap((seed) =>
  Object.entries(seed).flatMap(([key, text]) => (typeof text === 'string' ? [[key, text] as const] : [])),
);

// The Arabic of the landing and legal pages, held beside the French in app/content/pages (issue 26).
const pageTexts = contentTexts('ar').map(([path, text]) => [`ar${path}`, text] as const);

describe('French administrative terms in Arabic texts (issue 17)', () => {
  it('stand in brackets after their Arabic explanation, in the catalogue, the content pages and the seeded FAQ and article', () => {
    const bare = [...catalogueTexts, ...pageTexts, ...seedTexts].flatMap(([id, text]) =>
      bareTerms(text).map((found) => `${id}: ${found}`),
    );
    expect(bare).toEqual([]);
  });

  it('catches a term left alone or explained in French only', () => {
    expect(bareTerms('لمعاملاتك لدى وكالة ANTS وصندوق CAF.')).toHaveLength(2);
    expect(bareTerms('مسجّلة لدى \u2068{{court}}\u2069.')).toHaveLength(1);
    expect(bareTerms('(Kbis) مستخرج')).toHaveLength(1);
    expect(bareTerms('الوكالة الوطنية للوثائق المؤمَّنة (\u2066ANTS\u2069)')).toEqual([]);
    expect(bareTerms('«بدون تصديق» (Sans légalisation)')).toEqual([]);
  });
});
