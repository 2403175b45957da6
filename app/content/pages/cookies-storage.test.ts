import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIES, cookiesPage } from './cookies';
import { BROWSER_STORAGE, SESSION_STORAGE } from './cookies-storage';

const APP = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '+types' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Every key the browser code writes with `setItem`, its constant resolved to the stored name. */
function keysTheCodeStores(): string[] {
  const files = sources(APP).map((f) => readFileSync(f, 'utf8'));
  const constants = new Map<string, string>();
  for (const text of files)
    for (const m of text.matchAll(/(?:export )?const ([A-Z_]+) = '([^']+)'/g)) constants.set(m[1]!, m[2]!);
  const keys = new Set<string>();
  for (const text of files)
    for (const m of text.matchAll(/\.setItem\(\s*([A-Za-z_]+|'[^']+')/g)) {
      const arg = m[1]!;
      keys.add(arg.startsWith("'") ? arg.slice(1, -1) : (constants.get(arg) ?? `unresolved ${arg}`));
    }
  return [...keys].sort();
}

describe('the cookies page names what the site keeps in the browser', () => {
  it('lists every key the code stores in local or session storage', () => {
    const listed = [...BROWSER_STORAGE, ...SESSION_STORAGE].map(([name]) => name);
    const stored = keysTheCodeStores();
    expect(stored).toEqual(expect.arrayContaining(['admin-chat-sound', 'chat-active', 'chat-pending', 'chat-started']));
    expect(stored.filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('says for each key what it is for, whether it is personal data, and how long it stays, in both languages', () => {
    for (const [, purpose, personal, duration] of [...BROWSER_STORAGE, ...SESSION_STORAGE]) {
      expect(purpose.length).toBeGreaterThan(20);
      expect(personal).toMatch(/^(Oui|Non)\u00a0: /);
      expect(duration).toMatch(/^Jusqu’/);
    }
    const part = cookiesPage().parts.find((p) => p.fr.some((a) => a.id === 'stockage-local'))!;
    const arabic = part.ar.paragraphs.join(' ');
    for (const [name] of [...BROWSER_STORAGE, ...SESSION_STORAGE]) expect(arabic).toContain(`\u2066${name}\u2069`);
  });
});

/** Every cookie name the server sets (`setCookie(NAME`) or the browser writes (`writeCookie(NAME`). */
function cookiesTheCodeSets(): string[] {
  const roots = [APP, path.resolve(APP, '../server'), path.resolve(APP, '../core')];
  const files = roots.flatMap(sources).map((f) => readFileSync(f, 'utf8'));
  const constants = new Map<string, string>();
  for (const text of files)
    for (const m of text.matchAll(/(?:export )?const ([A-Z_]+) = '([^']+)'/g)) constants.set(m[1]!, m[2]!);
  const names = new Set<string>();
  for (const text of files) {
    for (const m of text.matchAll(/(?:setCookie|writeCookie)\(\s*([A-Za-z_]+|'[^']+')/g)) {
      const arg = m[1]!;
      if (arg === 'name') continue; // the helper's own definition
      names.add(arg.startsWith("'") ? arg.slice(1, -1) : (constants.get(arg) ?? `unresolved ${arg}`));
    }
    // A cookie written as a header string (`chatLink=…; Path=…`).
    for (const m of text.matchAll(/cookie: `\$\{([A-Z_]+)\}=/g))
      names.add(constants.get(m[1]!) ?? `unresolved ${m[1]}`);
  }
  return [...names].sort();
}

describe('the cookies page names every cookie the site sets', () => {
  it('lists each one in its table', () => {
    const listed = COOKIES.map(([name]) => name);
    const set = cookiesTheCodeSets();
    expect(set).toEqual(expect.arrayContaining(['token', 'uploadSession', 'guestId', 'lang', 'chatLink']));
    expect(set.filter((name) => !listed.includes(name))).toEqual([]);
  });
});
