import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../core/business';
import { t } from '../../core/messages';
import { landingPageText, legalPageText } from './content-pages';
import { LANDING_PAGES, LEGAL_PAGES } from '../content/pages';
import { NO_URGENT, strings, TEST_SOURCES } from './content-test-sources';
import { breakableLatin } from '../../core/messages/latin-runs';
import { contactLabels, mapLabels, priceLabels } from '../content/pages/landing-shared';

/**
 * Issue 26: every content page holds both languages for every section, so a section added in
 * French without its Arabic (or the reverse) fails here, as does an Arabic legal page that does
 * not say the French text is the binding one.
 */

const sources = TEST_SOURCES;
const noUrgent = NO_URGENT;

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** Words a reader sees: link targets, icon names and anchors aside. */
const words = (value: unknown) => strings(value).filter((s) => /\s/.test(s) && !s.startsWith('/'));

describe.each(Object.entries(LANDING_PAGES))('landing page %s', (path, page) => {
  for (const [label, s] of [
    ['with the urgent option', sources],
    ['without it', noUrgent],
  ] as const) {
    it(`has French and Arabic for its title band, every section and its closing band (${label})`, () => {
      const content = page(s);
      expect(content.path).toBe(path);
      for (const part of [content.meta, content.hero, content.cta, ...content.sections]) {
        expect(part.fr.title.trim(), `${path}: a French title`).not.toBe('');
        expect(part.ar.title.trim(), `${path}: an Arabic title`).not.toBe('');
      }
      for (const section of content.sections) {
        expect(section.fr.blocks.length, `${path}#${section.id} in French`).toBeGreaterThan(0);
        expect(section.ar.blocks.length, `${path}#${section.id} in Arabic`).toBeGreaterThan(0);
        // Each language in its own script: no Arabic left in French, no French sentence in Arabic.
        expect(words(section.fr).filter((w) => ARABIC_LETTER.test(w))).toEqual([]);
        expect(words(section.ar).filter((w) => !ARABIC_LETTER.test(w))).toEqual([]);
      }
    });
  }

  it('points its Arabic page to Arabic pages', () => {
    const text = landingPageText(page(sources), 'ar', []);
    const targets = [text.hero.primary, text.hero.secondary, text.cta.primary, text.cta.secondary].flatMap((a) =>
      a ? [a.to] : [],
    );
    expect(targets.filter((to) => !to.startsWith('/ar/'))).toEqual([]);
  });
});

describe.each(Object.entries(LEGAL_PAGES))('legal page %s', (path, { page, key }) => {
  it('has, for every group of French articles, its Arabic summary', () => {
    const content = page(sources);
    expect(content.path).toBe(path);
    for (const part of content.parts) {
      expect(part.fr.length).toBeGreaterThan(0);
      for (const article of part.fr) expect(article.blocks.length, article.id).toBeGreaterThan(0);
      expect(part.ar.title).toMatch(ARABIC_LETTER);
      expect(part.ar.paragraphs.length, part.ar.title).toBeGreaterThan(0);
      for (const p of part.ar.paragraphs) expect(p).toMatch(ARABIC_LETTER);
    }
    const ids = content.parts.flatMap((part) => part.fr.map((a) => a.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says on its Arabic page that the French text is the binding one, and links to it', () => {
    const text = legalPageText(page(sources), 'ar', key);
    if (text.lang === 'fr') throw new Error('expected the Arabic summary');
    expect(text.binding).toBe(t('ar', 'legalAr.binding'));
    expect(text.bindingLink).toBe(t('ar', 'legalAr.bindingLink'));
    expect(text.binding).toMatch(ARABIC_LETTER);
    expect(text.path).toBe(path);
    expect(text.sections.map((s) => s.id)).toEqual(text.sections.map((_, i) => `${key}-${i + 1}`));
  });
});

describe('the CGU', () => {
  it('states the chat hours its loader passes, not a constant', () => {
    const text = (hours: string) => JSON.stringify(LEGAL_PAGES['/cgu'].page({ ...sources, chatHours: hours }).parts);
    expect(text('Mon-Fri 09:00-18:00')).not.toBe(text('Mon-Sat 10:00-12:00'));
  });
});

describe('/about', () => {
  const card = (s: typeof sources, lang: 'fr' | 'ar') =>
    JSON.stringify(landingPageText(LANDING_PAGES['/about'](s), lang, []).sections.find((x) => x.id === 'valeurs'));

  it('states the urgent option the catalogue offers, in both languages, and none once it is off', () => {
    // « 24 h ouvrées, 15 € de plus par page… » / « 24 ساعة عمل، مقابل 15 € إضافية… », from the catalogue.
    for (const lang of ['fr', 'ar'] as const) {
      expect(card(sources, lang), lang).toMatch(new RegExp(`${sources.catalogue.urgent!.priceCents / 100}\\s€`));
      expect(card(noUrgent, lang), lang).not.toContain('€');
    }
    expect(card(noUrgent, 'fr')).toContain('Écrivez-nous avant de commander');
  });

  it('shows the office and its map in Arabic too, its button leading to the Arabic contact page', () => {
    const access = landingPageText(LANDING_PAGES['/about'](sources), 'ar', []).sections.find((x) => x.id === 'acces');
    const visit = access?.blocks.find((b) => b.kind === 'visit');
    expect(visit?.kind === 'visit' && visit.action.to).toBe('/ar/contact');
    expect(visit?.kind === 'visit' && visit.labels?.map.open).toMatch(ARABIC_LETTER);
  });
});

describe('the landing cards’ own words (issue 26)', () => {
  it('come from the catalogue in the page’s language: the office card, the map, the price cards', () => {
    const seen = { contact: 0, map: 0, prices: 0 };
    for (const page of Object.values(LANDING_PAGES)) {
      const content = page(sources);
      for (const lang of ['fr', 'ar'] as const) {
        for (const block of content.sections.flatMap((s) => s[lang].blocks)) {
          const where = `${content.path} (${lang}) ${block.kind}`;
          if (block.kind === 'prices') {
            expect(block.labels, where).toEqual(priceLabels(lang));
            seen.prices++;
          } else if (block.kind === 'visit') {
            expect(block.labels, where).toEqual({ contact: contactLabels(lang), map: mapLabels(lang) });
            seen.map++;
          } else if (block.kind === 'contact' || block.kind === 'area') {
            expect(block.labels, where).toEqual(contactLabels(lang));
            seen.contact++;
          }
        }
      }
    }
    expect(seen.prices).toBeGreaterThanOrEqual(2);
    expect(seen.map).toBeGreaterThanOrEqual(2);
    expect(priceLabels('ar').total).toMatch(ARABIC_LETTER);
    expect(mapLabels('fr').title).toBe('Plan d’accès au cabinet');
  });
});

describe('French words on the Arabic content pages (issue 26)', () => {
  it('never break inside a line: every run is an isolate the loader makes unbreakable', () => {
    const sent = [
      ...Object.values(LANDING_PAGES).map((page) => landingPageText(page(sources), 'ar', [])),
      ...Object.values(LEGAL_PAGES).map(({ page, key }) => legalPageText(page(sources), 'ar', key)),
    ];
    const found = sent.flatMap((text) =>
      strings(text).flatMap((s) => breakableLatin(s).map((w) => `${text.path}: ${w}`)),
    );
    expect(found).toEqual([]);
    // « Côte-d’Or » stays on one line too: its hyphen is a non-breaking one.
    const dijon = JSON.stringify(landingPageText(LANDING_PAGES['/traduction-arabe-dijon'](sources), 'ar', []));
    expect(dijon).toContain('\u2066Côte\u2011d’Or\u2069');
    expect(dijon).not.toContain('Côte-d’Or');
    // An e-mail address keeps its own hyphen, to be copied as it is.
    const legal = JSON.stringify(legalPageText(LEGAL_PAGES['/legal'].page(sources), 'ar', 'legal'));
    expect(legal).toContain(BUSINESS.email);
    // So does a storage key the reader may look for in the browser (/ar/cookies).
    const cookies = JSON.stringify(legalPageText(LEGAL_PAGES['/cookies'].page(sources), 'ar', 'cookies'));
    expect(cookies).toContain('\u2066chat-active\u2069');
  });
});
