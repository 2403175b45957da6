import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ar } from '../core/messages/ar/index';
import { frBrowser } from '../core/messages/fr/browser';
import { fr } from '../core/messages/fr/index';
import { pageScripts, readManifest } from '../scripts/lib/bundle-sizes.mjs';

/**
 * Decision 036, checked on the build (like bundle-budget.test.ts): the scripts a first view of a
 * page loads — its modules and the catalogue its lookups import before hydrating — hold the
 * catalogue of the page's language only, without the server-only domains (e-mails, words the
 * server sends with the loader data).
 *
 * A text also written outside the catalogues (a French label of core/, an Arabic phrase of
 * core/turnaround.ts) may reach a page through that module: only texts found in no other source
 * file count as the catalogue's own. Pages in Arabic also load French's reference names of the
 * seeded catalogue items (FRENCH_REFERENCE_DOMAINS, ~1 KB), which core/order-text.ts compares with
 * the admin's: those are not counted as French on an Arabic page.
 */
const manifest = readManifest();
// In CI the build exists (npm test builds first): its absence is a failure, never a silent skip.
if (manifest === null && process.env.CI)
  throw new Error('The catalogue split test needs the build: run npm run build first');

/** The domains no public page carries: the server's own (e-mails, words sent with the loader data) and the back office's. */
const SERVER_ONLY_DOMAINS = Object.keys(fr).filter((domain) => !(domain in frBrowser));
/** French's names of the seeded catalogue items, which pages of every language load (core/messages/load.ts). */
const FRENCH_REFERENCE_DOMAINS = ['orderItem'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' && dir === 'core' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

type Text = { id: string; domain: string; text: string };
const texts = (catalogue: object): Text[] =>
  Object.entries(catalogue).flatMap(([domain, keys]) =>
    Object.entries(keys as Record<string, string>).map(([key, text]) => ({ id: `${domain}.${key}`, domain, text })),
  );

describe.skipIf(manifest === null)('each page loads the catalogue of its language only', () => {
  // Escapes read as the characters they stand for (« suit\u00a0: » in a source is « suit : » in a text).
  const elsewhere = [...sources('app'), ...sources('core'), ...sources('server')]
    .join('\n')
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const own = (list: Text[]) => list.filter(({ text }) => text.length >= 8 && !elsewhere.includes(text));
  const arabic = own(texts(ar));
  // French texts that an Arabic text does not quote (« … (traduction certifiée) »).
  const arabicTexts = texts(ar)
    .map(({ text }) => text)
    .join('\n');
  const french = own(texts(fr)).filter(({ text }) => !arabicTexts.includes(text));
  const isReference = ({ domain }: Text) => FRENCH_REFERENCE_DOMAINS.includes(domain);
  const isServerOnly = ({ domain }: Text) => SERVER_ONLY_DOMAINS.includes(domain);
  const browserSide = (list: Text[]) => list.filter((t) => !isServerOnly(t));
  // Server-only texts that no browser text of either catalogue contains (« Référence » is in many).
  const browserTexts = browserSide([...texts(fr), ...texts(ar)])
    .map(({ text }) => text)
    .join('\n');
  const serverOnly = [...french, ...arabic].filter((t) => isServerOnly(t) && !browserTexts.includes(t.text));

  const scripts = (routeId: string) => {
    const { files } = pageScripts(manifest!, routeId);
    return {
      files: files.map((f) => f.file),
      code: files.map((f) => readFileSync(`build/client${f.file}`, 'utf8')).join('\n'),
    };
  };
  const found = (code: string, list: Text[]) => list.filter(({ text }) => code.includes(text)).map(({ id }) => id);

  it('the texts are recognisable in the build: the page shows its own language', () => {
    expect(browserSide(french).length).toBeGreaterThan(500);
    expect(browserSide(arabic).length).toBeGreaterThan(500);
    expect(serverOnly.length).toBeGreaterThan(200);
    // Most of a language's browser texts are in its page's scripts (escaped ones aside).
    expect(found(scripts('routes/services').code, browserSide(french)).length).toBeGreaterThan(
      0.9 * browserSide(french).length,
    );
    expect(found(scripts('ar/services').code, browserSide(arabic)).length).toBeGreaterThan(
      0.9 * browserSide(arabic).length,
    );
  });

  for (const [page, routeId, other, otherLang] of [
    ['/services', 'routes/services', arabic, 'ar'],
    ['/ar/services', 'ar/services', french.filter((t) => !isReference(t)), 'fr'],
    ['/faq', 'routes/faq', arabic, 'ar'],
    ['/ar/faq', 'ar/faq', french.filter((t) => !isReference(t)), 'fr'],
  ] as const) {
    it(`${page}: none of the other language's catalogue, no e-mail or server-rendered words`, () => {
      const { files, code } = scripts(routeId);
      expect(files.filter((f) => f.includes(`/messages-${otherLang}-`))).toEqual([]);
      expect(found(code, other)).toEqual([]);
      expect(found(code, serverOnly)).toEqual([]);
    });
  }

  it('the home page, which shows no catalogue message, loads no catalogue', () => {
    for (const routeId of ['routes/home', 'ar/home']) {
      expect(scripts(routeId).files.filter((f) => /\/messages-(fr|ar)-/.test(f))).toEqual([]);
    }
  });
});
