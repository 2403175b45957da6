import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, uniqueSlug } from './slug';

describe('slugify (spec 5)', () => {
  it.each([
    ['Apostille ou légalisation : quelle différence ?', 'apostille-ou-legalisation-quelle-difference'],
    [
      'Légaliser un document pour les Émirats arabes unis, étape par étape',
      'legaliser-un-document-pour-les-emirats-arabes-unis-etape-par-etape',
    ],
    ['Qu’est-ce qu’une traduction certifiée ?', 'qu-est-ce-qu-une-traduction-certifiee'],
    ['  --Ça coûte combien ?--  ', 'ca-coute-combien'],
    ['Œuvre, cœur & sœur', 'oeuvre-coeur-soeur'],
    ['NAÏVE Noël à L’ÎLE', 'naive-noel-a-l-ile'],
    ['Étape 2 : la mairie', 'etape-2-la-mairie'],
    ['ترجمة معتمدة', ''],
    ['', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('Traduction certifiée '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/(?:traduction|certifiee)$/);
  });

  it('always gives a valid slug or nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const slug = slugify(s);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3… on collision', () => {
    const taken = new Set(['delais', 'delais-2']);
    expect(uniqueSlug('delais', (s) => taken.has(s))).toBe('delais-3');
    expect(uniqueSlug('tarifs', (s) => taken.has(s))).toBe('tarifs');
    expect(uniqueSlug('delais-2', (s) => taken.has(s))).toBe('delais-2-2');
  });

  it('names titles without Latin letters with the fallback', () => {
    expect(uniqueSlug('', () => false, 'article')).toBe('article');
    expect(uniqueSlug('', (s) => s === 'question', 'question')).toBe('question-2');
  });
});
