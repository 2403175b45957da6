import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textPieces } from '../../../scripts/lib/source-texts.mjs';

/**
 * Issue 26: the back office's words live in the catalogue (`admin…` domains, decision 046), so a
 * text typed between JSX tags of its pages and components is a text that escaped it. Names and
 * symbols are not words.
 */
const app = new URL('../../', import.meta.url);
const files = [
  ...readdirSync(new URL('components/admin/', app), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
    .map((f) => `components/admin/${f}`),
  ...readdirSync(new URL('routes/', app), { encoding: 'utf8' })
    .filter((f) => f.startsWith('admin') && f.endsWith('.tsx'))
    .map((f) => `routes/${f}`),
];
const NOT_WORDS = new Set(['Stripe', 'PDF']);
/** The words of a piece of JSX text, its entities (`&nbsp;`) aside. */
const words = (raw: string) => raw.replace(/&[#\w]+;/g, ' ').match(WORD) ?? [];
const WORD = /\p{L}{2,}/gu;

describe('the back office’s JSX (issue 26)', () => {
  it('holds no text of its own: every word comes from the catalogue', () => {
    const inline = files.flatMap((path) =>
      textPieces(readFileSync(new URL(path, app), 'utf8'), path, { jsxOnly: true })
        .filter((p) => words(p.raw).some((w) => !NOT_WORDS.has(w)))
        .map((p) => `${path}: ${p.raw.trim().slice(0, 60)}`),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(inline).toEqual([]);
  });

  it('would find a sentence typed in a component', () => {
    const [piece] = textPieces('const a = <p>Commande livrée</p>;', 'a.tsx', { jsxOnly: true });
    expect(words(piece!.raw)).toEqual(['Commande', 'livrée']);
    expect(words('&nbsp;: PDF')).toEqual(['PDF']);
  });
});
