import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as word } from '../../core/messages';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/**
 * Issue 26: the frame around a French legal page's articles (date, contents, « L’essentiel », the
 * question block, « Voir aussi ») is worded by the catalogue, and names the other legal pages by
 * their own titles, as each page states it. Rendered by the server, as a first visit gets it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ssr: await loadServerBuild() });
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body.replace(/<!-- -->/g, '');
};
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)![1]!;

const LEGAL = ['/legal', '/cgu', '/cookies', '/rgpd', '/securite-ssl'];

describe('the French legal pages’ frame', () => {
  it('says its words from the catalogue, and « Voir aussi » names each other page by its title', async () => {
    const titles = new Map<string, string>();
    for (const path of LEGAL) titles.set(path, h1Of(await page(path)));
    for (const path of LEGAL) {
      const html = await page(path);
      for (const id of ['legalFrame.updated', 'legalFrame.tocTitle', 'legalFrame.seeAlso'] as const)
        expect(html, `${path}: ${id}`).toContain(word('fr', id));
      expect(html).toContain(word('fr', 'legalFrame.questionTitle'));
      const from = html.indexOf(`aria-label="${word('fr', 'legalFrame.othersLabel')}"`);
      const seeAlso = html.slice(from, html.indexOf('</nav>', from));
      const links = [...seeAlso.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
      expect(links).toEqual(LEGAL.filter((p) => p !== path).map((p) => [p, titles.get(p)]));
    }
  });
});
