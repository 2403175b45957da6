import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { typographyFaults } from '../../core/messages/typography-faults';
import { codeFaults, codeFiles, CODE_EXEMPT } from '../../scripts/lib/code-texts.mjs';
import { textPieces } from '../../scripts/lib/source-texts.mjs';
import {
  arabicLiteral,
  frenchCodeLiteral,
  frenchJsxText,
  frenchLiteral,
  isFrenchProse,
} from '../../scripts/lib/typography-rules.mjs';
import { contentTexts, NO_URGENT, TEST_SOURCES } from './content-test-sources';

/**
 * French typography beyond the catalogue (issue 26, decision 044): the French of the content
 * pages as a reader gets it (figures from the catalogue and settings included), then the sources
 * the typography pass rewrites: the content pages' strings, the French text between JSX tags of
 * app/routes and app/components, and the French string literals of app/ and server/ (props,
 * constants, PDFs, API descriptions). The pass must have nothing left to do in them.
 */
const app = new URL('../', import.meta.url);
const root = new URL('../../', import.meta.url);
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

  it('leaves the pass nothing to do in the code’s French: JSX text, props, constants, PDFs, API texts', () => {
    const files = codeFiles(root.pathname);
    expect(files).toEqual(expect.arrayContaining(['app/routes/order.tsx', 'server/quotes/pdf-closing.ts']));
    expect(files.some((f) => f.includes('.test.') || CODE_EXEMPT.has(f))).toBe(false);
    const pending = files.flatMap((path) =>
      codeFaults(readFileSync(new URL(path, root), 'utf8'), path).map((p) => `${path}: ${p.raw.trim().slice(0, 60)}`),
    );
    expect(pending).toEqual([]);
    // Every literal of app/ and server/ parsed: seconds, more on a loaded machine.
  }, 30_000);

  it('finds a French string written the English way, in a prop, a constant or a template', () => {
    const faults = (source: string) => codeFaults(source, 'app/routes/x.tsx').map((p) => p.fixed);
    expect(faults(`const a = <P lead="Traduction ou légalisation : décrivez votre besoin." />;`)).toEqual([
      'Traduction ou légalisation&nbsp;: décrivez votre besoin.',
    ]);
    expect(faults(`const b = 'Les questions s’affichent dans l’ordre ; 0 si vide.';`)).toEqual([
      'Les questions s’affichent dans l’ordre\\u202f; 0 si vide.',
    ]);
    expect(faults('const c = `Motif : ${reason}`;')).toEqual(['Motif\\u00a0: ']);
    expect(faults('const d = `« ${label} »`;')).toEqual(['«\\u00a0', '\\u00a0»']);
    expect(faults(`const e = 'Vous êtes sûr? Oui!';`)).toEqual(['Vous êtes sûr\\u202f? Oui\\u202f!']);
  });

  it('leaves code alone: URLs, times, CSS, English log lines, keys, code in a string', () => {
    const source = [
      `const a = ok ? 'oui' : 'non';`,
      `const b = 'Adresse\\u00a0: commencez par https://, mailto: ou tel:.';`,
      `const c = 'Ouvert de 10:00 à 18:30';`,
      `const d = '(prefers-reduced-motion: reduce)';`,
      `log.warn('Redis unreachable: rate limits counted in memory; retry later');`,
      `const e = { 'Content-Type': 'text/html; charset=utf-8' };`,
      "const f = 'Jeton à envoyer en `Authorization: Bearer`.';",
      'const g = sql`select a, b from t where x = ${y} ; `;',
      `const h = '/admin/orders?status=paid';`,
    ].join('\n');
    expect(codeFaults(source, 'server/x.ts')).toEqual([]);
    expect(isFrenchProse('Motif : ')).toBe(true);
    expect(isFrenchProse('must be letters, digits and : _ . - only')).toBe(false);
    expect(frenchCodeLiteral('fini ?\\n')).toBe('fini\\u202f?\\n');
  });

  it('finds a fault in JSX text and fixes it with entities, never adding a space', () => {
    const [piece] = textPieces('const a = <p>Délai : 3 jours ?</p>;', 'a.tsx', { jsxOnly: true });
    expect(piece?.raw).toBe('Délai : 3 jours ?');
    expect(frenchJsxText('Délai : 3 jours ?')).toBe('Délai&nbsp;: 3 jours&#x202F;?');
    // After an expression, a line break and its indent are no space in JSX: nothing to replace.
    expect(frenchJsxText('\n      : suite')).toBe('\n      : suite');
    expect(frenchJsxText('« {x} »')).toBe('«&nbsp;{x}&nbsp;»');
    // A letter right against « ? ! ; » lacks its narrow space; an entity's « ; » is no mark.
    expect(frenchJsxText('Commande confirmée! Vraiment? Oui&nbsp; non')).toBe(
      'Commande confirmée&#x202F;! Vraiment&#x202F;? Oui&nbsp; non',
    );
    expect(frenchJsxText('Un jour; puis')).toBe('Un jour&#x202F;; puis');
  });

  it('finds a letter right against « ? ! ; » in a content page’s French, and leaves its Arabic and addresses alone', () => {
    const pending = (source: string) =>
      textPieces(source, 'app/content/pages/x.ts')
        .filter((p) => !p.arabic && frenchLiteral(p.raw) !== p.raw)
        .map((p) => frenchLiteral(p.raw));
    expect(pending(`const a = { fr: 'Une question? Écrivez-nous!', ar: 'سؤال؟ اكتب لنا!' };`)).toEqual([
      'Une question\\u202f? Écrivez-nous\\u202f!',
    ]);
    expect(pending(`const b = ['/devis?type=x', 'https://a.fr/?q=1', 'Fin\\u202f!'];`)).toEqual([]);
  });
});
