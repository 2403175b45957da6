import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/**
 * Issue 26: a count on an Arabic page takes the noun's form for that number, from the catalogue's
 * plural keys: with documents kept 7 days, /ar/services says « 7 أيام » (as /ar/rgpd does), not
 * « 7 يومًا » (the form for 11 to 99). Rendered by the server, as a first visit gets it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DOCUMENT_RETENTION_DAYS: '7' }, { ssr: await loadServerBuild() });
  await seedCatalogue(t.database.db);
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body.replace(/<!-- -->/g, '');
};

describe('counted nouns on the Arabic pages', () => {
  it('/ar/services says the documents are deleted 7 days after delivery as « 7 أيام »', async () => {
    const html = await page('/ar/services');
    expect(html).toContain('بمدة 7 أيام');
    expect(html).not.toContain('7 يومًا');
  });

  it('/ar/rgpd says it the same way', async () => {
    const html = await page('/ar/rgpd');
    expect(html).toContain('7 أيام');
    expect(html).not.toContain('7 يومًا');
  });
});
