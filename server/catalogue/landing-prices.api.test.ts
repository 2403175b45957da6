import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/**
 * Issue 16, « one source of truth »: every page that states a price, a delay or a delivery option
 * shows the catalogue's, and an admin edit in /admin/catalogue shows on all of them at once (the
 * page micro-cache is dropped). The pages are rendered by the server, as a first visit gets them.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_TTL_MS: '60000' }, { ssr: await loadServerBuild() });
  admin = await signIn(t, 'admin.tarifs@example.fr', 'admin');
});
afterAll(() => t.close());

/** The page's HTML with French typographic spaces made plain, so « 32,50 € » can be searched as typed. */
const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return {
    text: res.body.replace(/<!-- -->/g, '').replace(/[\u00a0\u202f]|&nbsp;/g, ' '),
    cache: res.headers['x-page-cache'],
  };
};
const edit = async (kind: string, id: string, change: Record<string, unknown>) => {
  const items = (await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers })).json()
    .items as { kind: string; id: string; name: string; description: string; price: number; active: boolean }[];
  const row = items.find((i) => i.kind === kind && i.id === id)!;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/catalogue/${kind}/${id}`,
    headers: admin.headers,
    payload: { name: row.name, description: row.description, price: row.price, active: row.active, ...change },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const PAGES = ['/', '/services', '/legalisation', '/Emirats', '/traduction-arabe-dijon', '/about', '/cgu', '/faq'];

describe('landing pages state the catalogue’s prices and delays', () => {
  it('shows the seeded catalogue, and an admin edit on every page at once', async () => {
    // First visits: every page rendered and kept by the micro-cache.
    for (const url of PAGES) await page(url);
    const before = {
      legalisation: (await page('/legalisation')).text,
      dijon: (await page('/traduction-arabe-dijon')).text,
      faq: (await page('/faq')).text,
      emirats: (await page('/Emirats')).text,
    };
    expect((await page('/legalisation')).cache).toBe('hit');
    // The spec's sample prices are gone: the order form's prices are shown.
    expect(before.legalisation).not.toContain('650 €');
    expect(before.legalisation).not.toMatch(/>Factures<\/h3>|Traduction \(par page\)<\/dt><dd[^>]*>15 €/);
    expect(before.legalisation).toMatch(/Traduction \(par page\)<\/dt><dd[^>]*>30 €/);
    expect(before.legalisation).toMatch(/<dt[^>]*>Mairie.*?20 €/s);
    expect(before.legalisation).toMatch(/<dt[^>]*>Consulat \/ Ambassade.*?80 €/s);
    // « Retrait au bureau à Dijon » is an option the order form offers, at its price.
    expect(before.dijon).toMatch(/Retrait au bureau à Dijon.*?12 rue de la Liberté.*?\(inclus\)/s);
    expect((await page('/services')).text).toContain('Retrait au bureau à Dijon — inclus');
    expect(before.faq).toContain('« Lettre suivie » (10 €)');
    // The delays once written by hand; « 2 à 5 jours ouvrés » is legitimate when it is the mairie
    // and CCI steps' catalogue range (/Emirats), so only the bare phrase counts.
    for (const url of PAGES) {
      const { text } = await page(url);
      expect(text, url).not.toMatch(/48 à 72 h|2 à 5 jours(?![\s\u00a0]ouvrés)|deux à cinq jours|trois à six semaines/);
    }
    expect(before.emirats).toMatch(/mairie ou à la CCI<\/th><td[^>]*>2 à 5[\s\u00a0]jours ouvrés/);

    await edit('page', 'translation', { price: 32.5 });
    await edit('urgent', 'urgent', { price: 19, turnaroundDays: 1 });
    await edit('delivery', 'standard', { price: 9 });
    await edit('legalization', 'mairie', { price: 25 });
    await edit('legalization', 'consulate', { price: 95, turnaroundDays: 15 });

    const after = Object.fromEntries(await Promise.all(PAGES.map(async (url) => [url, await page(url)] as const)));
    // The edits dropped the micro-cache: nobody sees an old price.
    for (const url of PAGES) expect(after[url]!.cache, url).not.toBe('hit');

    const home = after['/']!.text;
    expect(home).toContain('19 € de plus par page');
    expect(home).toMatch(/"price":"32\.50","priceCurrency":"EUR","unitText":"page"/);

    const services = after['/services']!.text;
    expect(services).toContain('32,50 € la page traduite');
    expect(services).toContain('+ 19 € par page');
    expect(services).toContain('Lettre suivie — 9 €');
    expect(services).toMatch(/"@type":"Service".*"price":"32\.50"/s);

    const legalisation = after['/legalisation']!.text;
    expect(legalisation).toMatch(/Traduction \(par page\).*?32,50 €/s);
    expect(legalisation).toMatch(/<dt[^>]*>Mairie.*?25 €/s);
    expect(legalisation).toMatch(/<dt[^>]*>Consulat \/ Ambassade.*?\+ 15 jours ouvrés.*?95 €/s);
    expect(legalisation).toContain('« Lettre suivie » (9 €)');

    const emirats = after['/Emirats']!.text;
    expect(emirats).toContain(
      'Traduction 32,50 € la page, puis par document : mairie 25 €, ministère 50 €, ambassade 95 €.',
    );
    expect(emirats).toMatch(/Légalisation par l’ambassade des EAU.*?15 jours ouvrés/s);
    // 2 (translation) + 2 (mairie) + 10 (ministère) + 15 (ambassade) working days.
    expect(emirats).toContain('Comptez environ 29 jours ouvrés (environ 6 semaines)');

    expect(after['/traduction-arabe-dijon']!.text).toContain('à partir de 9 €');
    expect(after['/traduction-arabe-dijon']!.text).toContain('19 € de plus par page');
    // Its Arabic twin (one data file, issue 26) states the same figures, worded in Arabic.
    const dijonAr = (await page('/ar/traduction-arabe-dijon')).text;
    expect(dijonAr).toContain('ابتداءً من 9 €');
    expect(dijonAr).toMatch(/24 ساعة عمل، مقابل 19 € إضافية عن كل صفحة/);
    expect(after['/about']!.text).toContain('19 € de plus par page');
    const cgu = after['/cgu']!.text;
    expect(cgu).toContain('facturée 32,50 € par page');
    expect(cgu).toContain('plus 19 € par page avec l’option « Urgent »');
    expect(cgu).toMatch(/Lettre suivie<\/strong> \(9 €\)/);
    const faq = after['/faq']!.text;
    expect(faq).toContain('« Lettre suivie » (9 €)');
    expect(faq).toContain('19 € de plus par page');
  });

  it('takes an option the admin switches off out of every page that offered it', async () => {
    await edit('delivery', 'pickup', { active: false });
    await edit('urgent', 'urgent', { active: false });
    const dijon = (await page('/traduction-arabe-dijon')).text;
    expect(dijon).not.toContain('Retrait au bureau à Dijon');
    expect(dijon).toContain('Écrivez-nous avant de commander');
    const dijonAr = (await page('/ar/traduction-arabe-dijon')).text;
    expect(dijonAr).not.toContain('استلام يدًا بيد في المكتب');
    expect(dijonAr).toContain('راسلنا قبل الطلب');
    expect((await page('/services')).text).not.toContain('urgent-checkbox');
    expect((await page('/faq')).text).not.toContain('Retrait au bureau');
    expect((await page('/cgu')).text).not.toContain('option « Urgent »');
    expect((await page('/')).text).toContain('Écrivez-nous avant de commander');
  });
});

/**
 * Issue 30, « labels that say one thing »: each option has one name, the catalogue's, on the order
 * form, the landing pages and the invoice. The ministry step is named for who does it since
 * September 2025, and « Chaîne complète » means the legalisation chain only.
 */
describe('each option has one name on every page', () => {
  const MINISTRY = 'Ministère, par notaire habilité';
  const MINISTRY_AR = 'الوزارة، لدى موثّق مؤهَّل';

  it('names the ministry step as the catalogue does, in French and Arabic', async () => {
    await edit('legalization', 'foreignAffairs', { name: MINISTRY });
    const services = (await page('/services')).text;
    expect(services).toContain(`${MINISTRY} — 50 € par document`);
    expect(services).toMatch(/<optgroup label="Chaîne complète">/);
    const legalisation = (await page('/legalisation')).text;
    expect(legalisation).toMatch(new RegExp(`<dt[^>]*>${MINISTRY}.*?50 €`, 's'));
    // The price card's total includes the translation: it is not « Chaîne complète ».
    expect(legalisation).toContain('Total, traduction comprise');
    expect(legalisation).not.toMatch(/<span>Chaîne complète<\/span>/);
    expect((await page('/Emirats')).text).toMatch(new RegExp(`>${MINISTRY}</th>`));
    for (const url of ['/services', '/legalisation', '/Emirats', '/ar/services', '/ar/legalisation', '/ar/Emirats'])
      expect((await page(url)).text, url).not.toMatch(
        /Ministère des Affaires étrangères|Légalisation ministère|وزارة الخارجية الفرنسية/,
      );
    expect((await page('/ar/services')).text).toContain(MINISTRY_AR);
    expect((await page('/ar/legalisation')).text).toContain(MINISTRY_AR);
    expect((await page('/ar/Emirats')).text).toContain(MINISTRY_AR);
  });

  it('shows the admin’s own name for the step everywhere once she renames it', async () => {
    await edit('legalization', 'foreignAffairs', { name: 'Légalisation notariale' });
    expect((await page('/services')).text).toContain('Légalisation notariale — 50 € par document');
    expect((await page('/legalisation')).text).toMatch(/<dt[^>]*>Légalisation notariale/);
    expect((await page('/Emirats')).text).toContain('>Légalisation notariale</th>');
    // Her French words have no translation: the Arabic pages show them rather than the seed's.
    expect((await page('/ar/legalisation')).text).toContain('Légalisation notariale');
  });

  it('gives a site still wearing the old seeded name the new one at its next start', async () => {
    const { seedCatalogue } = await import('./seed');
    const { catalogueItems } = await import('./schema');
    const { and, eq } = await import('drizzle-orm');
    const db = t.database.db;
    const row = and(eq(catalogueItems.kind, 'legalization'), eq(catalogueItems.id, 'foreignAffairs'));
    await db
      .update(catalogueItems)
      .set({ name: 'Ministère des Affaires étrangères', description: 'Légalisation pour l’étranger' })
      .where(row);
    await seedCatalogue(db);
    const [renamed] = await db.select().from(catalogueItems).where(row);
    expect(renamed).toMatchObject({ name: MINISTRY, description: expect.stringContaining('notaires habilités') });
    // A name she chose herself is hers: the next start leaves it.
    await db.update(catalogueItems).set({ name: 'Légalisation notariale' }).where(row);
    await seedCatalogue(db);
    expect((await db.select().from(catalogueItems).where(row))[0]!.name).toBe('Légalisation notariale');
  });
});
