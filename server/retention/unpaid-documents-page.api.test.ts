import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/**
 * Issue 29, item 2: documents of an order never paid go UNPAID_DOCUMENT_HOURS after its last
 * change (48 by default), and /rgpd states the period the purge applies, in French and Arabic.
 */
const apps: Record<string, TestApp> = {};
beforeAll(async () => {
  const ssr = await loadServerBuild();
  apps.default = await createTestApp({}, { ssr });
  apps.set = await createTestApp({ UNPAID_DOCUMENT_HOURS: '72' }, { ssr });
  for (const t of Object.values(apps)) await seedCatalogue(t.database.db);
});
afterAll(async () => {
  for (const t of Object.values(apps)) await t.close();
});

const page = async (t: TestApp, url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body.replace(/<!-- -->/g, '').replace(/[\u00a0\u202f]/g, ' ');
};

describe('/rgpd states how long an unpaid order’s documents are kept', () => {
  it('48 hours by default', async () => {
    expect(await page(apps.default!, '/rgpd')).toContain(
      'pour une commande jamais payée, 48 heures après sa dernière modification',
    );
    expect(await page(apps.default!, '/ar/rgpd')).toContain('وبعد 48 ساعة من آخر تعديل إذا لم يُدفع الطلب');
  });

  it('the period set by UNPAID_DOCUMENT_HOURS', async () => {
    expect(await page(apps.set!, '/rgpd')).toContain(
      'pour une commande jamais payée, 72 heures après sa dernière modification',
    );
    expect(await page(apps.set!, '/ar/rgpd')).toContain('وبعد 72 ساعة من آخر تعديل إذا لم يُدفع الطلب');
  });
});
