import { describe, expect, it } from 'vitest';
import { BUDGETS, pageScripts, readManifest, routeScriptsWithLazy } from '../scripts/lib/bundle-sizes.mjs';

/**
 * Issue 15's script budgets, measured on the build (`npm test` builds first, scripts/test.mjs):
 * compressed sizes of the files the server sends, so the figures are the same on every run.
 * Without a build (`vitest run` on a fresh clone) there is nothing to measure. `npm run
 * bench:bundle` prints the figures.
 */
const manifest = readManifest();
// In CI the build exists (npm test builds first): its absence is a failure, never a silent skip.
if (manifest === null && process.env.CI)
  throw new Error('The script budgets test needs the build: run npm run build first');

describe.skipIf(manifest === null)('script budgets of the build', () => {
  it('the home page loads at most 120 KB of compressed JavaScript', () => {
    const { total } = pageScripts(manifest!, 'routes/home');
    expect(total.br).toBeGreaterThan(50 * 1024); // React and React Router alone weigh this: the count is real
    expect(total.br).toBeLessThanOrEqual(BUDGETS.homeBytes);
  });

  it('no route loads a chunk over 150 KB compressed, lazy parts (the editor) included', () => {
    const seen = new Map<string, number>();
    for (const id of Object.keys(manifest!.routes)) {
      for (const file of routeScriptsWithLazy(manifest!, id).files) seen.set(file.file, file.br);
    }
    const over = [...seen].filter(([, br]) => br > BUDGETS.chunkBytes);
    expect(over).toEqual([]);
    expect([...seen.keys()].some((f) => f.includes('RichTextEditor'))).toBe(true);
  });
});
