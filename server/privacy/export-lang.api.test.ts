import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedOrder } from '../admin/orders/test-fixtures';
import { signIn } from '../admin/test-fixtures';
import { orders } from '../orders/schema';
import { appPerFile, createTestApp } from '../test/app';
import { unzip } from '../test/zip-test-kit';

/**
 * Issue 26: the README of « Télécharger mes données » was French whatever the language of the
 * page that asked for it or of the person's orders. Its file and folder names stay French.
 */
const t = appPerFile(
  async () => createTestApp(),
  async () => {
    await t.app.rateLimit.clear();
  },
);

async function readMe(headers: Record<string, string>, url = '/api/account/export') {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  const entries = await unzip(res.rawPayload);
  expect(entries.has('donnees.json')).toBe(true);
  return entries.get('LISEZMOI.txt')!.toString('utf8');
}

const FRENCH = /^Vos données chez .+, exportées le \d{4}-\d\d-\d\dT[\d:.]+Z\.\n\ndonnees\.json\u00a0: votre compte/;

describe('the data export’s README', () => {
  it('is Arabic when asked from an Arabic page (x-site-lang: ar)', async () => {
    const client = await signIn(t, 'amina@example.com');
    const text = await readMe({ ...client.headers, 'x-site-lang': 'ar' });
    expect(text).toMatch(/^بياناتك لدى /);
    expect(text).toContain('\u2066donnees.json\u2069: حسابك');
    expect(text).toContain('\u2068/ar/rgpd\u2069');
    expect(text).not.toMatch(/Vos données|votre compte|conservés|supprimés/);
  });

  it('is Arabic from the Arabic account page’s link, which names the language in its address', async () => {
    const client = await signIn(t, 'amina.link@example.com');
    expect(await readMe(client.headers, '/api/account/export?lang=ar')).toMatch(/^بياناتك لدى /);
  });

  it('follows the person’s last order when the request names no language', async () => {
    const client = await signIn(t, 'karim@example.com');
    const order = await seedOrder(t, { status: 'completed', userId: client.user.id, email: 'karim@example.com' });
    await t.database.db.update(orders).set({ lang: 'ar' }).where(eq(orders.id, order.id));
    expect(await readMe(client.headers)).toMatch(/^بياناتك لدى /);
    // The page's language wins over the order's.
    expect(await readMe(client.headers, '/api/account/export?lang=fr')).toMatch(FRENCH);
  });

  it('stays French, word for word, for a French page', async () => {
    const client = await signIn(t, 'jeanne@example.com');
    const text = await readMe({ ...client.headers, 'x-site-lang': 'fr' });
    expect(text).toMatch(FRENCH);
    expect(text).toContain(
      'commandes/ et devis/\u00a0: les documents et traductions encore conservés, déchiffrés.\n' +
        'Les documents sont supprimés après la durée de conservation indiquée sur la page /rgpd.\n',
    );
  });
});
