/**
 * The French the code itself writes (issue 26): string and template literals of app/ and server/
 * that hold French prose (props, constants, PDFs, API descriptions, command-line messages), and
 * the French text between JSX tags of app/routes and app/components. Shared by the typography
 * pass (scripts/french-typography-pass.mjs) and its test (app/.server/french-typography-pages.test.ts),
 * so the two read the same files by the same rule.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { codeLiterals, rewritePieces, textPieces } from './source-texts.mjs';
import { frenchCodeLiteral, frenchJsxText, isFrenchProse } from './typography-rules.mjs';

/** Tests and what only tests use: fixtures, helpers, kits, server/test/. */
const TEST_CODE = /\.test\.|(^|\/)test\/|(^|\/)test-|-test-kit\./;
/** Read by their own rules: the content pages and the e-mails (scripts/french-typography-pass.mjs). */
const OWN_RULES = /^app\/content\/pages\/|(^|\/)[\w-]*emails\.ts$/;
/**
 * Files whose French the check leaves alone, each for a reason:
 * - the seeded FAQ and articles are input, not output: the first start saves them through
 *   createFaq/createArticle, which give them French typography (frenchTypography, decision 031),
 *   as they do the editor's text; the source keeps the wording the seed corrections compare.
 */
export const CODE_EXEMPT = new Set(['server/faq/seed-content.ts', 'server/blog/seed-content.ts']);

/** The code files the rule reads, relative to the project's root. */
export function codeFiles(root) {
  const under = (dir, ext) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => ext.test(f))
      .map((f) => `${dir}/${f}`);
  return [...under('app', /\.tsx?$/), ...under('server', /\.ts$/)].filter(
    (path) => !TEST_CODE.test(path) && !OWN_RULES.test(path) && !CODE_EXEMPT.has(path),
  );
}

/** The pieces of `source` the rules would change, each with its `fixed` text. */
export function codeFaults(source, path) {
  const jsx = /^app\/(routes|components)\/.*\.tsx$/.test(path)
    ? textPieces(source, path, { jsxOnly: true })
        .filter((p) => !p.arabic)
        .map((p) => ({ ...p, fixed: frenchJsxText(p.raw) }))
    : [];
  const literals = codeLiterals(source, path)
    .filter((l) => isFrenchProse(l.pieces.map((p) => p.raw).join(' ')))
    .flatMap((l) => l.pieces.map((p) => ({ ...p, fixed: frenchCodeLiteral(p.raw, l.jsxAttribute) })));
  return [...jsx, ...literals].filter((p) => p.fixed !== p.raw).sort((a, b) => a.start - b.start);
}

/** `source` with the rules applied. */
export const fixCode = (source, path) => rewritePieces(source, codeFaults(source, path), (p) => p.fixed);
