import { describe, expect, it } from 'vitest';
import { articleErrorMessage, isAcceptableImageUrl, validateArticle, validateFaq } from './content-rules';
import { excerpt, htmlToText, searchable } from './html-text';
import { tr } from './messages';

describe('validateFaq', () => {
  it('takes a blank order as 0 and trims', () => {
    expect(validateFaq({ question: ' Q ? ', answer: '<p>R</p>', order: '' }, 'fr')).toEqual({
      ok: true,
      value: { question: 'Q ?', answer: '<p>R</p>', order: 0 },
    });
    expect(validateFaq({ question: 'Q', answer: '<p>R</p>', order: '12' }, 'fr')).toMatchObject({
      ok: true,
      value: { order: 12 },
    });
  });

  it('refuses negative or fractional orders and empty answers', () => {
    expect(validateFaq({ question: 'Q', answer: '<p> </p>', order: -1 }, 'fr')).toEqual({
      ok: false,
      errors: { answer: 'La réponse est requise', order: 'L’ordre d’affichage doit être un nombre entier, 0 ou plus.' },
    });
    expect(validateFaq({ question: 'Q', answer: '<p>R</p>', order: 2.5 }, 'fr').ok).toBe(false);
  });
});

describe('validateArticle', () => {
  const good = { title: 'T', author: 'A', summary: 'S', content: '<p>C</p>', imageUrl: '' };
  it('accepts an article with or without image', () => {
    expect(validateArticle(good, 'fr').ok).toBe(true);
    expect(validateArticle({ ...good, imageUrl: 'https://ex.fr/i.jpg' }, 'fr').ok).toBe(true);
    expect(
      validateArticle({ ...good, imageUrl: '/blog-images/0b6f1c1e-5a1c-4c1e-9a8e-2b9c3d4e5f60.webp' }, 'fr').ok,
    ).toBe(true);
  });

  it('gives the spec sentence when something required is missing', () => {
    const result = validateArticle({ ...good, title: '', summary: ' ' }, 'fr');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(articleErrorMessage(result.errors, 'fr')).toBe('Tous les champs requis doivent être remplis');
  });

  it.each([
    'javascript:alert(1)',
    'ftp://ex.fr/a.png',
    'image.png',
    '//ex.fr/a.png',
    'data:image/png;base64,AAAA',
    'https://user:pw@ex.fr/a.png',
    '/etc/passwd',
  ])('refuses the image address %s', (url) => {
    expect(isAcceptableImageUrl(url)).toBe(false);
    const result = validateArticle({ ...good, imageUrl: url }, 'fr');
    expect(result).toEqual({ ok: false, errors: { imageUrl: tr('article.imageUrlInvalid') } });
  });
});

describe('html text helpers', () => {
  it('reads the text of sanitised HTML', () => {
    expect(htmlToText('<p>Un&nbsp;acte&#39;s <strong>original</strong></p><ul><li>a</li><li>b</li></ul>')).toBe(
      "Un acte's original a b",
    );
  });

  it('cuts descriptions at 160 characters after a whole word', () => {
    const text = 'mot '.repeat(60).trim();
    const cut = excerpt(text, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('mot…')).toBe(true);
    expect(excerpt('court', 160)).toBe('court');
  });

  it('searches without case or accents', () => {
    expect(searchable('LÉGALISATION à l’Ambassade')).toBe("legalisation a l'ambassade");
  });
});
