import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreTemplate } from './pglite-template';

/** A stand-in for dist/pglite-template: a few files, PG_VERSION, and the build's marker. */
function fakeTemplate(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tpl-'));
  mkdirSync(path.join(folder, 'base', '1'), { recursive: true });
  writeFileSync(path.join(folder, 'base', '1', '1259'), 'catalog');
  writeFileSync(path.join(folder, 'postgresql.conf'), '# conf');
  writeFileSync(path.join(folder, 'PG_VERSION'), '17');
  writeFileSync(path.join(folder, 'template.json'), '{"lastMigration":"0021_languages"}');
  return folder;
}

describe('restoring the PGlite template into a data folder', () => {
  it('fills a fresh folder with the template, without the marker', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pgdata-'));
    expect(restoreTemplate(dataDir, fakeTemplate())).toBe(true);
    expect(readFileSync(path.join(dataDir, 'base', '1', '1259'), 'utf8')).toBe('catalog');
    expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17');
    expect(existsSync(path.join(dataDir, 'template.json'))).toBe(false);
  });

  it('never touches a folder PostgreSQL already wrote (PG_VERSION)', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pgdata-'));
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17');
    writeFileSync(path.join(dataDir, 'postgresql.conf'), '# her data');
    expect(restoreTemplate(dataDir, fakeTemplate())).toBe(false);
    expect(readFileSync(path.join(dataDir, 'postgresql.conf'), 'utf8')).toBe('# her data');
  });

  it('starts again from scratch after a copy cut short (files but no PG_VERSION)', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pgdata-'));
    writeFileSync(path.join(dataDir, 'half-copied'), 'x');
    expect(restoreTemplate(dataDir, fakeTemplate())).toBe(true);
    expect(existsSync(path.join(dataDir, 'half-copied'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  });

  it('does nothing without a template (a source checkout never built): initdb runs as before', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pgdata-'));
    expect(restoreTemplate(dataDir, null)).toBe(false);
  });
});
