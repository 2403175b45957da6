import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/calendar-date';
import { parisToday } from '../../core/quote-offer-rules';
import { seedCatalogue } from '../catalogue/seed';
import { appPerFile, createTestApp, loadServerBuild } from '../test/app';
import { quotes } from './schema';
import { OFFER, sentQuote } from './test-helpers';

/** A quote whose catalogue lines keep the labels « Établir le devis » gives them, and one free line. */
const EDITOR_OFFER = {
  ...OFFER,
  lines: [
    {
      source: 'translation',
      optionId: '',
      label: 'Traduction certifiée (12 pages)',
      quantity: '12',
      unitPrice: '32,50',
    },
    { source: 'delivery', optionId: 'email', label: 'Livraison\u00a0: E-mail (PDF)', quantity: '1', unitPrice: '0' },
    { source: 'free', optionId: '', label: 'Mise en page des tableaux', quantity: '1', unitPrice: '15,25' },
  ],
};

/** The /devis/<token> page as the server renders it (the page cache on, as in production). */
const t = appPerFile(
  async () => createTestApp({ PAGE_CACHE_TTL_MS: '60000' }, { ssr: await loadServerBuild() }),
  async () => {
    await seedCatalogue(t.database.db);
    await t.app.rateLimit.clear();
  },
);

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/devis/<token>', () => {
  it('shows the quote to the link holder, privately; /devis stays the request form', async () => {
    const { id, token } = await sentQuote(t);
    const page = await get(`/devis/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-page-cache']).toBeUndefined();
    expect(page.body).toContain(`Votre devis ${id}`);
    expect(page.body).toContain('Mise en page des tableaux');
    expect(page.body).toContain('Accepter et payer');
    expect(page.body).toContain('Samia Benali');

    const form = await get('/devis');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Demander un devis gratuit');
  });

  it('says in French that an expired quote has expired, and offers nothing to accept', async () => {
    const { token } = await sentQuote(t);
    await t.database.db.update(quotes).set({ validUntil: addDays(parisToday(), -1) });
    const page = await get(`/devis/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ce devis a expiré le');
    expect(page.body).toContain('il ne peut plus être accepté');
    expect(page.body).not.toContain('Accepter et payer');
  });

  it('shows an Arabic request its quote in Arabic at /ar/devis/<token>, the lines it can worded in Arabic', async () => {
    const { id, token } = await sentQuote(t, 'arabe@example.fr', { 'x-site-lang': 'ar' }, EDITOR_OFFER);
    const page = await get(`/ar/devis/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect(page.body).toContain(`عرض السعر \u2068${id}\u2069`);
    // The lines « Établir le devis » wrote, in Arabic; the admin's own line stays hers.
    expect(page.body).toContain('ترجمة محلّفة (12 صفحة)');
    expect(page.body).toContain('التسليم: البريد الإلكتروني (PDF)');
    expect(page.body).toContain('Mise en page des tableaux');
    expect(page.body).toContain('اقبل وادفع');
    expect(page.body).toContain('(بالعربية والفرنسية)');
    expect(page.body).not.toMatch(/Accepter et payer|Votre devis|Valable jusqu|Télécharger le devis/);
    // The same quote at the French address is French.
    expect((await get(`/devis/${token}`)).body).toContain('Accepter et payer');
  });

  it('says in Arabic that an expired quote has expired', async () => {
    const { token } = await sentQuote(t, 'arabe2@example.fr', { 'x-site-lang': 'ar' });
    await t.database.db.update(quotes).set({ validUntil: addDays(parisToday(), -1) });
    const page = await get(`/ar/devis/${token}`);
    expect(page.body).toContain('انتهت صلاحية عرض السعر هذا');
    expect(page.body).toContain('href="/ar/devis"');
    expect(page.body).not.toContain('اقبل وادفع');
  });

  it('answers the 404 page to a guessed or malformed token', async () => {
    await sentQuote(t);
    for (const guess of ['A'.repeat(43), 'abc', `${'b'.repeat(42)}!`]) {
      const page = await get(`/devis/${encodeURIComponent(guess)}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Page introuvable');
    }
  });
});
