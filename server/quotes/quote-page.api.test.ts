import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/calendar-date';
import { parisToday } from '../../core/quote-offer-rules';
import { seedCatalogue } from '../catalogue/seed';
import { appPerFile, createTestApp, loadServerBuild } from '../test/app';
import { quotes } from './schema';
import { sentQuote } from './test-helpers';

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

  it('answers the 404 page to a guessed or malformed token', async () => {
    await sentQuote(t);
    for (const guess of ['A'.repeat(43), 'abc', `${'b'.repeat(42)}!`]) {
      const page = await get(`/devis/${encodeURIComponent(guess)}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Page introuvable');
    }
  });
});
