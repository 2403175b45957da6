import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { typographyFaults } from '../../core/messages/typography-faults';
import { textPieces } from '../../scripts/lib/source-texts.mjs';
import { arabicLiteral, frenchJsxText, frenchLiteral } from '../../scripts/lib/typography-rules.mjs';
import { contentTexts, NO_URGENT, TEST_SOURCES } from './content-test-sources';

/**
 * French typography beyond the catalogue (issue 26, decision 044): the French of the content
 * pages as a reader gets it (figures from the catalogue and settings included), then the sources
 * the typography pass rewrites: the content pages' strings and the French text between JSX tags
 * of app/routes and app/components. The pass must have nothing left to do in them.
 */
const app = new URL('../', import.meta.url);
const filesUnder = (dir: string, ext: string) =>
  readdirSync(new URL(dir, app), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext) && !f.includes('.test.'))
    .map((f) => `${dir}${f}`);
const read = (path: string) => readFileSync(new URL(path, app), 'utf8');

describe('French typography of the content pages and the JSX (issue 26)', () => {
  it('holds in every French text of every content page, with and without the urgent option', () => {
    const faults = [TEST_SOURCES, NO_URGENT].flatMap((sources) =>
      contentTexts('fr', sources).flatMap(([path, text]) => typographyFaults(path, text)),
    );
    expect(faults).toEqual([]);
  });

  it('leaves the pass nothing to do in the content pages, in French and in Arabic', () => {
    const pending = filesUnder('content/pages/', '.ts').flatMap((path) =>
      textPieces(read(path), path)
        .filter((p) => (p.arabic ? arabicLiteral(p.raw) : frenchLiteral(p.raw)) !== p.raw)
        .map((p) => `${path}: ${p.raw.slice(0, 60)}`),
    );
    expect(pending).toEqual([]);
  });

  it('leaves the pass nothing to do in the French JSX text of the routes and components', () => {
    const pending = [...filesUnder('routes/', '.tsx'), ...filesUnder('components/', '.tsx')].flatMap((path) =>
      textPieces(read(path), path, { jsxOnly: true })
        .filter((p) => !p.arabic && frenchJsxText(p.raw) !== p.raw)
        .map((p) => `${path}: ${p.raw.trim().slice(0, 60)}`),
    );
    expect(pending).toEqual([]);
  });

  it('finds a fault in JSX text and fixes it with entities, never adding a space', () => {
    const [piece] = textPieces('const a = <p>Délai : 3 jours ?</p>;', 'a.tsx', { jsxOnly: true });
    expect(piece?.raw).toBe('Délai : 3 jours ?');
    expect(frenchJsxText('Délai : 3 jours ?')).toBe('Délai&nbsp;: 3 jours&#x202F;?');
    // After an expression, a line break and its indent are no space in JSX: nothing to replace.
    expect(frenchJsxText('\n      : suite')).toBe('\n      : suite');
    expect(frenchJsxText('« {x} »')).toBe('«&nbsp;{x}&nbsp;»');
  });
});
