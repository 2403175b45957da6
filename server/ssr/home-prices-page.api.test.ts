import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_PRICED_DOCUMENTS } from '../../app/.server/home-prices';
import { orderCatalogue } from '../../app/.server/order-catalogue';
import { eurosIn } from '../../core/order-text';
import { ORDER_DEFAULTS } from '../../core/order-rules';
import { computePrice } from '../../core/pricing';
import { signIn, type SignedIn } from '../admin/test-fixtures';
import { seedCatalogue } from '../catalogue/seed';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/**
 * Issue 30, « The price up front »: the home page states the page price and prices a few
 * documents by the order form's own rule, from the catalogue in force, so an admin's new page
 * price shows on / and /ar at once. Rendered by the server, as a first visit gets it.
 */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { ssr: await loadServerBuild() });
  await seedCatalogue(t.database.db);
  admin = await signIn(t, 'admin@example.fr', 'admin');
});
afterAll(() => t.close());

const html = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body.replace(/<!-- -->/g, '');
};

/** What the order form would charge for each priced document, from the catalogue now in force. */
async function expectedTotals(): Promise<number[]> {
  const catalogue = await orderCatalogue(t.database.db);
  return HOME_PRICED_DOCUMENTS.map(
    ({ pages }) =>
      computePrice(catalogue, {
        numberOfPages: pages,
        numberOfDocuments: 1,
        deliveryMethod: ORDER_DEFAULTS.deliveryMethod,
        legalization: ORDER_DEFAULTS.legalization,
      }).totalCents,
  );
}

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the home page’s prices', () => {
  it('states the seeded page price and the documents’ prices as computePrice gives them, in French and Arabic', async () => {
    const fr = nbsp(await html('/'));
    expect(fr).toContain('30 € la page · prix exact avant paiement · 48 h ouvrées');
    const totals = await expectedTotals();
    expect(totals).toEqual([3000, 6000, 3000, 9000]);
    for (const cents of totals) expect(fr).toContain(nbsp(eurosIn('fr', cents)));
    const ar = await html('/ar');
    expect(ar).toContain(`${eurosIn('ar', 3000)} للصفحة · السعر الدقيق قبل الدفع · 48 ساعة عمل`);
    expect(ar).toContain(eurosIn('ar', 9000));
  });

  it('follows the admin’s new page price at once', async () => {
    const put = (price: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/catalogue/page/translation',
        headers: admin.headers,
        payload: { name: 'Traduction certifiée, par page', price },
      });
    expect((await put(35)).statusCode).toBe(200);
    try {
      const fr = nbsp(await html('/'));
      expect(fr).toContain('35 € la page');
      const totals = await expectedTotals();
      expect(totals).toEqual([3500, 7000, 3500, 10500]);
      for (const cents of totals) expect(fr).toContain(nbsp(eurosIn('fr', cents)));
      expect(fr).not.toContain('30 € la page');
      expect(await html('/ar')).toContain(`${eurosIn('ar', 3500)} للصفحة`);
    } finally {
      expect((await put(30)).statusCode).toBe(200);
    }
  });
});
