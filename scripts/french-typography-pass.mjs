#!/usr/bin/env node
/**
 * One typography pass over the message catalogues (decision 044), safe to run again at any time:
 * it only changes what still breaks a rule, so a second run changes nothing.
 * - French (core/messages/fr/*.ts):
 *   U+202F before « ? ! ; » (also added where a letter or a `{{value}}` stands right against one),
 *   U+00A0 before « : » and inside « », « e-mail » for « email ».
 * - Arabic (core/messages/ar/*.ts): the spaces inside a left-to-right or first-strong isolate
 *   become U+00A0, so « Benali Traduction » never breaks across two lines of an Arabic text.
 * - The content pages (app/content/pages/*.ts, issue 26): every French string and template part
 *   as above, every Arabic one as the Arabic catalogue.
 * - The server's e-mails (the emails.ts files under server): as the content pages.
 * - French text written between JSX tags in app/routes and app/components, its spaces written as
 *   entities (`&nbsp;`, `&#x202F;`); only spaces already typed are replaced, and the narrow one a
 *   letter right against « ? ! ; » lacks is added.
 * - The French string and template literals of the rest of app/ and server/ (props, constants,
 *   PDFs, API descriptions, command-line messages; scripts/lib/code-texts.mjs says which): the
 *   spaces as the catalogue's, and the one a letter lacks before « ? ! ; : » added.
 * Usage: node scripts/french-typography-pass.mjs [--check]   (--check: list, write nothing, exit 1)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFiles, fixCode } from './lib/code-texts.mjs';
import { rewritePieces, textPieces } from './lib/source-texts.mjs';
import { SPEC_EMAIL_WORDING, arabicLiteral, frenchLiteral, rewriteLiterals } from './lib/typography-rules.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

/**
 * French texts kept in code that the catalogue repeats word for word (core/order-text.test.ts
 * compares them): spaces only, since their values also hold identifiers such as 'email'.
 */
const SPACES_ONLY_FILES = ['core/purposes.ts', 'core/legalization-chain.ts'];
/** Server files that write French and Arabic for people side by side: the e-mails. */
const SERVER_TEXT_FILE = /(^|\/)[\w-]*emails\.ts$/;

const domainOf = (file) => file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, c) => c.toUpperCase());
const catalogue = (lang) =>
  readdirSync(join(root, 'core/messages', lang))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
    .map((f) => ({ path: join('core/messages', lang, f), domain: domainOf(f) }));

/** The files under `dir` whose name ends with `ext`, tests aside. */
const filesUnder = (dir, ext) =>
  readdirSync(join(root, dir), { recursive: true })
    .filter((f) => f.endsWith(ext) && !f.includes('.test.'))
    .map((f) => join(dir, f));

/** A content page: French strings as the catalogue's, Arabic ones as the Arabic catalogue's. */
const contentPage = (source, path) =>
  rewritePieces(source, textPieces(source, path), (p) => (p.arabic ? arabicLiteral(p.raw) : frenchLiteral(p.raw)));

const jobs = [
  ...catalogue('fr').map(({ path, domain }) => ({
    path,
    rewrite: (raw, key) => frenchLiteral(raw, SPEC_EMAIL_WORDING.has(`${domain}.${key}`)),
  })),
  ...SPACES_ONLY_FILES.map((path) => ({ path, rewrite: (raw) => frenchLiteral(raw, true) })),
  ...catalogue('ar').map(({ path }) => ({ path, rewrite: (raw) => arabicLiteral(raw) })),
  ...filesUnder('app/content/pages', '.ts').map((path) => ({ path, whole: contentPage })),
  // The e-mails the server writes itself (the translator's notices): their French and Arabic
  // strings as the catalogues' (issue 26).
  ...filesUnder('server', '.ts')
    .filter((path) => SERVER_TEXT_FILE.test(path))
    .map((path) => ({ path, whole: contentPage })),
  // The code's own French: JSX text of the routes and components, literals everywhere (issue 26).
  ...codeFiles(root).map((path) => ({ path, whole: fixCode })),
];

const changed = [];
for (const { path, rewrite, whole } of jobs) {
  const file = join(root, path);
  const before = readFileSync(file, 'utf8');
  const after = whole ? whole(before, path) : rewriteLiterals(before, rewrite);
  if (after === before) continue;
  changed.push(path);
  console.log(`${check ? 'would change' : 'changed'} ${relative(root, file)}`);
  if (!check) writeFileSync(file, after);
}
console.log(`${changed.length} file(s) ${check ? 'to change' : 'changed'}`);
if (check && changed.length > 0) process.exit(1);
// An escape is six characters where a space was one: lines may need rewrapping.
if (!check && changed.length > 0)
  execFileSync('npx', ['prettier', '--write', ...changed], { cwd: root, stdio: 'inherit' });
