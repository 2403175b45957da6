import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { arabicLiteral, frenchLiteral, literals } from '../../scripts/lib/typography-rules.mjs';
import { typographyFaults } from './typography-faults';
import { fr } from './fr/index';

/**
 * French typography in the catalogue (issue 26, decision 044): U+202F before « ? ! ; », U+00A0
 * before « : » and inside « », « e-mail » rather than « email ». Checked on the texts as shown,
 * independently of the pass that writes them (scripts/french-typography-pass.mjs), then on the
 * sources: the pass must have nothing left to do, so re-running it after a merge is a no-op.
 */
const texts = Object.entries(fr).flatMap(([domain, keys]) =>
  Object.entries(keys as Record<string, string>).map(([key, text]) => [`${domain}.${key}`, text] as const),
);

const sources = (lang: 'fr' | 'ar') =>
  readdirSync(new URL(`./${lang}/`, import.meta.url))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => [f, readFileSync(new URL(`./${lang}/${f}`, import.meta.url), 'utf8')] as const);

describe('French typography of the catalogue (issue 26)', () => {
  it('every French text follows it', () => {
    expect(texts.flatMap(([id, text]) => typographyFaults(id, text))).toEqual([]);
  });

  it('catches each fault, and leaves URLs, times, placeholders and the spec’s wording alone', () => {
    expect(typographyFaults('x.y', 'Délai : 5 jours ? Oui ! « Urgent »')).toHaveLength(4);
    expect(typographyFaults('x.y', 'Envoi de l’email')).toHaveLength(1);
    expect(typographyFaults('x.y', 'Délai\u00a0: 10:30\u202f? «\u00a0{{email}}\u00a0» https://a.fr/?q=1')).toEqual([]);
    expect(typographyFaults('form.emailRequired', 'L’adresse email est requise.')).toEqual([]);
  });

  it('catches a letter or a placeholder right against « ? ! ; », not an address, an entity or Arabic', () => {
    for (const text of ['Commande confirmée!', 'Vraiment? Oui.', 'Un jour; puis', 'Vous confirmez {{name}}?'])
      expect(typographyFaults('x.y', text), text).toHaveLength(1);
    for (const text of [
      'Voir https://a.fr/?q=1 et mailto:a@b.fr?subject=x',
      'Un&nbsp;espace, un &#x202F; fin',
      'هل أنت متأكد! نعم؟',
      'Fini\u202f? {{count}}\u202f!',
      'margin:0;padding:0',
    ])
      expect(typographyFaults('x.y', text), text).toEqual([]);
    expect(frenchLiteral('Confirmée! Vraiment? Un jour; puis {{name}}?')).toBe(
      'Confirmée\\u202f! Vraiment\\u202f? Un jour\\u202f; puis {{name}}\\u202f?',
    );
    expect(frenchLiteral('https://a.fr/?q=1 \\n! &nbsp; fini\\u202f? 16px;${')).toBe(
      'https://a.fr/?q=1 \\n! &nbsp; fini\\u202f? 16px;${',
    );
  });

  it('leaves the typography pass nothing to do, in French and in Arabic', () => {
    const pending = [
      ...sources('fr').flatMap(([file, source]) =>
        literals(source)
          .filter((l) => frenchLiteral(l.raw, true) !== l.raw)
          .map((l) => `fr/${file}: ${l.raw.slice(0, 60)}`),
      ),
      ...sources('ar').flatMap(([file, source]) =>
        literals(source)
          .filter((l) => arabicLiteral(l.raw) !== l.raw)
          .map((l) => `ar/${file}: ${l.raw.slice(0, 60)}`),
      ),
    ];
    expect(pending).toEqual([]);
  });
});
