import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26, decision 042: a number with its noun is a plural key of the catalogue, worded by
 * core/counted.ts (pagesIn, documentsIn, daysIn…), never a noun pasted after a number with an
 * « s » added by hand (`${n} page${n > 1 ? 's' : ''}`) or written « fichier(s) ». Tests may build
 * their expected French that way; the code of app/, server/ and core/ may not.
 */
const root = new URL('../', import.meta.url);
const CONDITIONAL_S = [
  // `${n} page${n > 1 ? 's' : ''}`, `${n} jour${…}`: a noun whose « s » is a condition.
  /\p{L}\$\{[^}]*\?\s*'[sx]'\s*:\s*''\s*\}/u,
  /\p{L}\$\{[^}]*\?\s*''\s*:\s*'[sx]'\s*\}/u,
];
/**
 * « fichier(s) traduit(s) » in code: the plural left to the reader (not « http(s) », nor a call
 * `href(s)`). The catalogue keeps the spec's « Fichier(s) téléchargé(s) avec succès ! ».
 */
const OPEN_PLURAL = /\p{Ll}{2}(?<!http)\([sx]\) \p{L}/u;

function sourceFiles(): string[] {
  return ['app/', 'server/', 'core/'].flatMap((dir) =>
    readdirSync(new URL(dir, root), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.') && !f.includes('test-kit'))
      .map((f) => `${dir}${f}`),
  );
}

/** Lines of a source that build a plural by hand. */
function handBuiltPlurals(source: string, path = 'app/x.ts'): string[] {
  const rules = path.startsWith('core/messages/') ? CONDITIONAL_S : [...CONDITIONAL_S, OPEN_PLURAL];
  return source.split('\n').filter((line) => rules.some((re) => re.test(line)));
}

/**
 * Where the law's own wording keeps « (s) »: the withdrawal form of the general terms is the model
 * form of the Code de la consommation (annex to article R221-1), copied word for word.
 */
const LEGAL_MODEL_TEXT = new Set(['app/content/pages/cgu-after-order.ts']);

describe('counted nouns in the code (issue 26)', () => {
  it('finds a plural built by hand', () => {
    expect(handBuiltPlurals("const a = `${n} page${n > 1 ? 's' : ''}`;")).toHaveLength(1);
    expect(handBuiltPlurals("const a = `${n} document${documents === 1 ? '' : 's'}`;")).toHaveLength(1);
    expect(handBuiltPlurals('note: `${saved.length} fichier(s) traduit(s) déposé(s)`,')).toHaveLength(1);
    expect(
      handBuiltPlurals("const b = pagesIn(lang, n);\nlist.map((s) => s.id);\nparse(s);\nconst c = 'http(s) URL';"),
    ).toEqual([]);
  });

  it('leaves none in app/, server/ and core/', () => {
    const files = sourceFiles();
    expect(files).toEqual(expect.arrayContaining(['app/.server/admin-requests.ts', 'core/pricing.ts']));
    const found = files
      .filter((f) => !LEGAL_MODEL_TEXT.has(f))
      .flatMap((f) =>
        handBuiltPlurals(readFileSync(new URL(f, root), 'utf8'), f).map((line) => `${f}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });
});
