import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS } from '../../core/business';
import { t as word } from '../../core/messages';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/**
 * Issue 26: an error page speaks the language of its address. An unknown quote link, review
 * link or payment session under /ar used to answer « Page introuvable » in French, without a
 * title, its way home leading to the French site. Rendered by the server, as a first visit gets it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ssr: await loadServerBuild() });
});
afterAll(() => t.close());

async function errorPage(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(404);
  const html = res.body.replace(/<!-- -->/g, '');
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)![1]!;
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null,
    // What the error page itself says, its tags stripped.
    words: main
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    links: [...main.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
  };
}

/** Any Latin word but the brand's name (the title's « | Benali Traduction »). */
const latinWords = (text: string) => text.replace(BUSINESS.tradeName, '').match(/[A-Za-zÀ-ÿ]{2,}/g) ?? [];

const ADDRESSES = ['/ar/devis/zzz', '/ar/avis/badtoken', '/ar/paiement-demo/nope', '/ar/nexiste-pas'];

describe('error pages in the language of their address', () => {
  it.each(ADDRESSES)('%s: Arabic words, an Arabic title, links to the Arabic site, not indexed', async (url) => {
    const page = await errorPage(url);
    expect(page.words).toContain('الصفحة غير موجودة');
    expect(latinWords(page.words)).toEqual([]);
    expect(page.title).toBe(`الصفحة غير موجودة | ${BUSINESS.tradeName}`);
    expect(page.robots).toContain('noindex');
    expect(page.links).toEqual(['/ar', '/ar/contact']);
  });

  it.each(ADDRESSES.map((url) => url.replace(/^\/ar/, '')))('%s: the same page in French', async (url) => {
    const page = await errorPage(url);
    expect(page.words).toContain('Page introuvable');
    expect(page.words).toContain('Retour à l’accueil');
    expect(page.title).toBe(`Page introuvable | ${BUSINESS.tradeName}`);
    expect(page.links).toEqual(['/', '/contact']);
  });
});

describe('the page a refused link leads to', () => {
  const notice = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return /data-testid="guest-invalid"[\s\S]*?<p[^>]*>([^<]*)<\/p>/.exec(res.body)?.[1] ?? null;
  };

  it('says why in its language: an expired or forged download link, a spent access link', async () => {
    expect(await notice('/ar/acces-commandes?erreur=telechargement-expire')).toBe(word('ar', 'files.linkExpired'));
    expect(await notice('/acces-commandes?erreur=telechargement-expire')).toBe(word('fr', 'files.linkExpired'));
    expect(await notice('/ar/acces-commandes?erreur=telechargement-invalide')).toBe(word('ar', 'files.linkInvalid'));
    expect(await notice('/acces-commandes?erreur=lien-invalide')).toBe(word('fr', 'guest.linkInvalid'));
    // Nothing for no reason, or a reason it does not know.
    expect(await notice('/acces-commandes')).toBeNull();
    expect(await notice('/acces-commandes?erreur=constructor')).toBeNull();
  });
});
