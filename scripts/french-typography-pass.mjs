#!/usr/bin/env node
/**
 * One typography pass over the message catalogues (decision 044), safe to run again at any time:
 * it only changes what still breaks a rule, so a second run changes nothing.
 * - French (core/messages/fr/*.ts and the few French texts kept outside it, FRENCH_FILES):
 *   U+202F before « ? ! ; », U+00A0 before « : » and inside « », « e-mail » for « email ».
 * - Arabic (core/messages/ar/*.ts): the spaces inside a left-to-right or first-strong isolate
 *   become U+00A0, so « Benali Traduction » never breaks across two lines of an Arabic text.
 * Usage: node scripts/french-typography-pass.mjs [--check]   (--check: list, write nothing, exit 1)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPEC_EMAIL_WORDING, arabicLiteral, frenchLiteral, rewriteLiterals } from './lib/typography-rules.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

/** French texts shown to people that live outside the catalogue (kept for the spec's tests). */
const FRENCH_FILES = ['app/components/admin/orders/texts.ts'];
/**
 * French texts kept in code that the catalogue repeats word for word (core/order-text.test.ts
 * compares them): spaces only, since their values also hold identifiers such as 'email'.
 */
const SPACES_ONLY_FILES = ['core/purposes.ts', 'core/legalization-chain.ts'];
/** Spec wording outside the catalogue, as `file:key`. */
const SPEC_KEYS = new Set(['texts.emailSending', 'texts.emailSent']);

const domainOf = (file) => file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, c) => c.toUpperCase());
const catalogue = (lang) =>
  readdirSync(join(root, 'core/messages', lang))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'))
    .map((f) => ({ path: join('core/messages', lang, f), domain: domainOf(f) }));

const jobs = [
  ...catalogue('fr').map(({ path, domain }) => ({
    path,
    rewrite: (raw, key) => frenchLiteral(raw, SPEC_EMAIL_WORDING.has(`${domain}.${key}`)),
  })),
  ...FRENCH_FILES.map((path) => ({
    path,
    rewrite: (raw, key) => frenchLiteral(raw, SPEC_KEYS.has(`texts.${key}`)),
  })),
  ...SPACES_ONLY_FILES.map((path) => ({ path, rewrite: (raw) => frenchLiteral(raw, true) })),
  ...catalogue('ar').map(({ path }) => ({ path, rewrite: (raw) => arabicLiteral(raw) })),
];

const changed = [];
for (const { path, rewrite } of jobs) {
  const file = join(root, path);
  const before = readFileSync(file, 'utf8');
  const after = rewriteLiterals(before, rewrite);
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
