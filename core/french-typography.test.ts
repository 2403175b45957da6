import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frenchTypography, frenchTypographyHtml, NBSP, NNBSP } from './french-typography';
import { slugify } from './slug';

// Written visibly in the expectations: ⍽ for U+202F, ~ for U+00A0.
const show = (s: string) => s.replaceAll(NNBSP, '⍽').replaceAll(NBSP, '~');

describe('frenchTypography (plain text)', () => {
  it.each([
    ['Combien ça coûte ?', 'Combien ça coûte⍽?'],
    ['Vraiment ! Et ensuite ; enfin', 'Vraiment⍽! Et ensuite⍽; enfin'],
    ['Étape 2 : la mairie', 'Étape 2~: la mairie'],
    ['« Traduction certifiée »', '«~Traduction certifiée~»'],
    ['«Traduction»', '«~Traduction~»'],
    ['Le 1er janvier, la 1re page, la 1ère fois', 'Le 1ᵉʳ janvier, la 1ʳᵉ page, la 1ʳᵉ fois'],
    ['Quoi  ?', 'Quoi⍽?'],
    ['Déjà bon\u00a0?', 'Déjà bon⍽?'],
    // The titles' rule it replaces (app/.server: shown titles go through it too).
    ['Combien de temps ? « Vite » : oui !', 'Combien de temps⍽? «~Vite~»~: oui⍽!'],
    ['http://exemple.fr:80', 'http://exemple.fr:80'],
  ])('%s', (input, expected) => {
    expect(show(frenchTypography(input))).toBe(expected);
  });

  it('adds no space where none was typed: times, smileys, addresses', () => {
    for (const text of ['Ouvert à 10:30', 'Merci!', 'Voir https://example.fr/page?x=1 ou www.example.fr/a?b', 'Note:'])
      expect(frenchTypography(text)).toBe(text);
  });

  it('leaves written-out addresses alone, even after a space', () => {
    expect(show(frenchTypography('Écrivez à mailto:a@b.fr ? Ou : https://x.fr/?q=1 !'))).toBe(
      'Écrivez à mailto:a@b.fr⍽? Ou~: https://x.fr/?q=1⍽!',
    );
  });

  it('keeps « 1er » inside other words and numbers', () => {
    for (const text of ['21er', '1erreur', 'a1er', '1ers']) expect(frenchTypography(text)).toBe(text);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(' ', 'a', ':', ';', '?', '!', '«', '»', '1', 'e', 'r', NBSP) }),
        (s) => {
          const once = frenchTypography(s);
          expect(frenchTypography(once)).toBe(once);
        },
      ),
    );
  });
});

describe('frenchTypographyHtml (text nodes only)', () => {
  it('changes text between tags, across inline tags', () => {
    expect(show(frenchTypographyHtml('<p><strong>Attention</strong> : lisez ceci ?</p>'))).toBe(
      '<p><strong>Attention</strong>~: lisez ceci⍽?</p>',
    );
  });

  it('never touches attributes, URLs, comments or code', () => {
    const html =
      '<p><a href="https://x.fr/?a=1 ;b" title="Quoi ?">lien ?</a><!-- note : ici --></p><pre>a : b</pre><p><code>x ? y : z</code> !</p>';
    expect(show(frenchTypographyHtml(html))).toBe(
      '<p><a href="https://x.fr/?a=1 ;b" title="Quoi ?">lien⍽?</a><!-- note : ici --></p><pre>a : b</pre><p><code>x ? y : z</code>⍽!</p>',
    );
  });

  it('understands &nbsp; written by the editor', () => {
    expect(show(frenchTypographyHtml('<p>Oui&nbsp;!</p>'))).toBe('<p>Oui⍽!</p>');
  });

  it('gives « 1ᵉʳ » the same slug as « 1er »', () => {
    expect(slugify(frenchTypography('Le 1er janvier'))).toBe(slugify('Le 1er janvier'));
  });
});
