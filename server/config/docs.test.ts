import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env';
import { decisionsIndex } from '../../scripts/lib/decisions-index.mjs';

/** Documentation follows the code: the README table and .env.example name each setting of the schema with its default; decision records say when and whether they hold. */
const keys = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** The default the schema gives an unset variable, as text ('' when there is none). */
function defaultOf(key: (typeof keys)[number]): string {
  const value: unknown = envSchema.shape[key].parse(undefined);
  return value === undefined ? '' : String(value);
}

const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(
  readme.indexOf('## Configuration'),
  readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
);
/** Variable → its Default cell, from the rows `| \`NAME\` | default | meaning |`. */
const readmeRows = new Map([...section.matchAll(/^\| `([A-Z0-9_]+)` \| ([^|]*) \|/gm)].map((m) => [m[1]!, m[2]!]));

/** Variable → value, from the lines `# NAME=value` (commented out: the file is a template). */
const exampleLines = new Map(
  [...readFileSync('.env.example', 'utf8').matchAll(/^#? ?([A-Z0-9_]+)=(.*)$/gm)].map((m) => [
    m[1]!,
    m[2]!.replace(/^'(.*)'$/, '$1'),
  ]),
);

describe('configuration documentation', () => {
  it('the README table lists every setting of the schema, and nothing else', () => {
    expect([...readmeRows.keys()].sort()).toEqual([...keys].sort());
  });

  it('the README states each default the schema applies', () => {
    for (const key of keys) {
      const value = defaultOf(key);
      if (value) expect(readmeRows.get(key), key).toContain(`\`${value}\``);
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
