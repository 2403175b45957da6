import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env';
import { decisionsIndex } from '../../scripts/lib/decisions-index.mjs';

/** Documentation follows the code: the settings table of docs/configuration.md and .env.example name each setting of the schema with its default; decision records say when and whether they hold. */
const keys = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** The default the schema gives an unset variable, as text ('' when there is none). */
function defaultOf(key: (typeof keys)[number]): string {
  const value: unknown = envSchema.shape[key].parse(undefined);
  return value === undefined ? '' : String(value);
}

const configurationDoc = readFileSync('docs/configuration.md', 'utf8');
const settingsStart = configurationDoc.indexOf('\n## Settings\n');
const settingsEnd = configurationDoc.indexOf('\n## ', settingsStart + 1);
const section = configurationDoc.slice(settingsStart, settingsEnd === -1 ? undefined : settingsEnd);
/** Variable → its Default cell, from the rows `| \`NAME\` | default | meaning |` of « ## Settings ». */
const tableRows = new Map([...section.matchAll(/^\| `([A-Z0-9_]+)` \| ([^|]*) \|/gm)].map((m) => [m[1]!, m[2]!]));

/** Variable → value, from the lines `# NAME=value` (commented out: the file is a template). */
const exampleLines = new Map(
  [...readFileSync('.env.example', 'utf8').matchAll(/^#? ?([A-Z0-9_]+)=(.*)$/gm)].map((m) => [
    m[1]!,
    m[2]!.replace(/^'(.*)'$/, '$1'),
  ]),
);

describe('configuration documentation', () => {
  it('the table of docs/configuration.md lists every setting of the schema, and nothing else', () => {
    expect(settingsStart, 'docs/configuration.md has a « ## Settings » section').toBeGreaterThanOrEqual(0);
    expect([...tableRows.keys()].sort()).toEqual([...keys].sort());
  });

  it('docs/configuration.md states each default the schema applies', () => {
    for (const key of keys) {
      const value = defaultOf(key);
      if (value) expect(tableRows.get(key), key).toContain(`\`${value}\``);
    }
  });

  it('.env.example lists every setting of the schema with its default, and nothing else', () => {
    expect([...exampleLines.keys()].sort()).toEqual([...keys].sort());
    for (const key of keys) expect(exampleLines.get(key), key).toBe(defaultOf(key));
  });
});

describe('decision records', () => {
  it('each opens with its title, then one line « Date: YYYY-MM-DD · Status: … »', () => {
    const dir = 'docs/decisions';
    const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
    expect(records.length).toBeGreaterThan(0);
    for (const name of records) {
      const [title, blank, status] = readFileSync(path.join(dir, name), 'utf8').split('\n');
      expect(title, name).toMatch(new RegExp(`^# ${name.slice(0, 3)} — `));
      expect(blank, name).toBe('');
      expect(status, name).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (proposed|accepted|superseded|deprecated)\b/);
    }
  });

  it('docs/decisions/README.md indexes every record with its status (node scripts/lib/decisions-index.mjs)', () => {
    expect(readFileSync('docs/decisions/README.md', 'utf8')).toBe(decisionsIndex());
  });
});

/** The Markdown files a newcomer reads: the README, docs/ (decision records included) and bench/README.md. */
function markdownFiles(): string[] {
  const inDir = (dir: string) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join(dir, name));
  return ['README.md', ...inDir('docs'), ...inDir('docs/decisions'), 'bench/README.md'];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (text: string): Set<string> =>
  new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!.replace(/`/g, ''))));

describe('links between documents', () => {
  it('every relative link points to an existing file, and its #anchor to a heading there', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      // Code blocks and inline code hold examples of links, not links.
      const text = readFileSync(file, 'utf8')
        .replace(/^```[\s\S]*?^```/gm, '')
        .replace(/`[^`\n]*`/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:|^\//.test(target!)) continue; // another site, or a path of this one
        const [filePart, anchor] = target!.split('#') as [string, string | undefined];
        const linked = filePart ? path.join(path.dirname(file), filePart) : file;
        if (!existsSync(linked)) broken.push(`${file}: ${target} (no such file)`);
        else if (anchor && linked.endsWith('.md') && !anchorsOf(readFileSync(linked, 'utf8')).has(anchor))
          broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
