import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARABIC_PAGES, localizedPath } from '../../core/messages/pages';
import { jsonLdBlocks, jsonLdWords } from '../test/json-ld';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/**
 * What search engines read of each page (issue 17): on an Arabic page, no French sentence in
 * the structured data either; on a French page, the French of app/lib/seo.ts, as before.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { ssr: await loadServerBuild() });
});
afterAll(() => t.close());

const ARABIC_LETTER = /[\u0600-\u06FF]/;

async function structuredData(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, html: res.body, blocks: jsonLdBlocks(res.body) };
}

/** The addresses a list page's JSON-LD links to below it (an FAQ entry, an article). */
const linksBelow = (blocks: Record<string, unknown>[], list: string) =>
  [...JSON.stringify(blocks).matchAll(/"url":"https?:\/\/[^/"]+([^"#]+)"/g)]
    .map((m) => m[1]!)
    .filter((path) => path.startsWith(`${list}/`));

describe('the structured data of Arabic pages', () => {
  it('says every text in Arabic, on every Arabic page, an FAQ entry and an article', async () => {
    const pages = ARABIC_PAGES.map((path) => localizedPath('ar', path));
    const faq = await structuredData('/ar/faq');
    const blog = await structuredData('/ar/blog');
    // The FAQ lists its entries by anchor: their own pages are at the slug.
    const entry = JSON.stringify(faq.blocks).match(/\/ar\/faq#([^"]+)"/)?.[1];
    expect(entry).toBeTruthy();
    const article = linksBelow(blog.blocks, '/ar/blog')[0];
    expect(article).toBeTruthy();
    pages.push(`/ar/faq/${entry}`, article!);

    const french: string[] = [];
    const types = new Set<unknown>();
    let texts = 0;
    for (const url of pages) {
      const { status, blocks } = await structuredData(url);
      // The customer area sends a visitor who is not signed in to the sign-in page.
      if (status !== 200) continue;
      for (const block of blocks) {
        types.add(JSON.stringify(block['@type']));
        for (const { at, text } of jsonLdWords(block)) {
          texts++;
          if (!ARABIC_LETTER.test(text)) french.push(`${url} ${String(block['@type'])} ${at}: ${text}`);
        }
      }
    }
    expect(french).toEqual([]);
    // The business, its service and offers, the FAQ, the blog and the breadcrumbs were all read.
    for (const type of [
      'ProfessionalService',
      'Service',
      'FAQPage',
      'Blog',
      'BlogPosting',
      'BreadcrumbList',
      'WebPage',
    ])
      expect([...types].join(), type).toContain(type);
    expect(texts).toBeGreaterThan(150);
  });

  it('names the business in Arabic on the Arabic home page, prices and all', async () => {
    const home = await structuredData('/ar');
    // Built by the loader (app/.server/structured-data.ts), in the page's data.
    expect(home.html).toContain('jsonLd');
    const [business] = home.blocks as [Record<string, unknown>];
    expect(business.description).toMatch(/^مترجمة محلّفة عربي–فرنسي في ديجون، مسجّلة في قائمة الخبراء/);
    expect(business.areaServed).toEqual([
      { '@type': 'City', name: 'ديجون' },
      { '@type': 'Country', name: 'فرنسا' },
    ]);
    expect(JSON.stringify(business.hasOfferCatalog)).toContain('"name":"التصديق: البلدية (\u2068Mairie\u2069)"');
  });
});

describe('the structured data of French pages', () => {
  it('keeps seo.ts’s French words, and the page sends no words for it', async () => {
    for (const url of ['/', '/services', '/traduction-arabe-dijon', '/Emirats', '/legalisation']) {
      const { html, blocks } = await structuredData(url);
      // The loader sends no JSON-LD of its own: the page builds it, as before. Pages of the content
      // model (decisions 043 and 053: /legalisation, /Emirats, /traduction-arabe-dijon) get their
      // blocks built by the server for either language.
      if (!['/legalisation', '/Emirats', '/traduction-arabe-dijon'].includes(url))
        expect(html, url).not.toContain('jsonLd');
      const arabic = blocks.flatMap((b) => jsonLdWords(b)).filter((w) => ARABIC_LETTER.test(w.text));
      expect(arabic, url).toEqual([]);
    }
    const [business] = (await structuredData('/')).blocks as [Record<string, unknown>];
    expect(business.description).toBe(
      'Traductrice certifiée arabe–français à Dijon, inscrite près la Cour d’appel de Dijon. Traductions certifiées et légalisation de documents.',
    );
    const offers = JSON.stringify(business.hasOfferCatalog);
    for (const name of [
      'Traduction certifiée arabe–français',
      'Option Urgent',
      'Légalisation\u00a0: Mairie',
      'Livraison\u00a0: E-mail (PDF)',
    ])
      expect(offers).toContain(`"name":"${name}"`);
  });
});
