import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../requests/test-helpers';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/** The FAQ and blog pages as the server renders them: what crawlers and first visits get. */
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_TTL_MS: '60000' }, { ssr: await loadServerBuild() });
  admin = (await signIn(t.app, 'admin.pages@example.fr', 'admin')).headers;
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('FAQ pages', () => {
  it('render every entry with the wording rule, are cached for visitors and refreshed by an edit', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/qr',
      headers: admin,
      payload: {
        question: 'Faut-il une traduction assermentée pour la CAF ?',
        answer: '<p>Oui, une <strong>traduction assermentée</strong>.</p>',
        order: 50,
      },
    });
    expect(created.statusCode).toBe(201);
    const first = await page('/faq');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    // Shown with French spacing (stored so since decision 031): the question mark never starts a line.
    expect(first.body).toContain('Faut-il une traduction certifiée pour la CAF\u202f?');
    expect(first.body).toContain('Oui, une <strong>traduction certifiée</strong>.');
    expect(first.body).not.toContain('assermentée pour la CAF');
    expect(first.body.match(/data-testid="faq-item"/g)!.length).toBe(13);
    expect((await page('/faq')).headers['x-page-cache']).toBe('hit');

    // Stored as written: the API gives the translator her own words back.
    expect(created.json().answer).toContain('traduction assermentée');

    const id = created.json()._id as string;
    await t.app.inject({
      method: 'PUT',
      url: `/api/qr/${id}`,
      headers: admin,
      payload: { question: 'Faut-il une traduction pour la CAF ?', answer: '<p>Oui.</p>', order: 50 },
    });
    const after = await page('/faq');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('Faut-il une traduction pour la CAF\u202f?');
  });

  it('gives each question one address: its slug (ids and old slugs answer 301)', async () => {
    const { _id, slug } = (await t.app.inject({ method: 'GET', url: '/api/qr/quels-sont-les-delais' })).json();
    const detail = await page(`/faq/${slug}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('<h1');
    expect(detail.body).toMatch(
      // The delay comes from the catalogue ({{delai_traduction}} in the stored answer).
      /<meta name="description" content="La plupart des traductions sont prêtes en 48[ \u00a0]h ouvrées[^"]*"/,
    );
    const byId = await page(`/faq/${_id}`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(`/faq/${slug}`);
    expect((await page('/faq/faut-il-une-traduction-certifiee-pour-la-caf')).statusCode).toBe(404);
    expect((await page('/faq/faut-il-une-traduction-assermentee-pour-la-caf')).headers.location).toBe(
      '/faq/faut-il-une-traduction-pour-la-caf',
    );
  });
});

describe('blog pages', () => {
  it('list the articles, render one with BlogPosting data, redirect an old slug', async () => {
    const list = await page('/blog');
    expect(list.body.match(/data-testid="article-card"/g)!.length).toBe(3);
    expect(list.body).toContain('Lire la suite');
    expect(list.body).toContain('/blog/illustration-par-defaut.svg');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: admin,
      payload: {
        title: 'Titre provisoire',
        author: 'Samia Benali',
        summary: 'Résumé.',
        content: '<p>Contenu<img src=x onerror=alert(1)></p>',
        imageUrl: 'https://images.example.fr/a.jpg',
      },
    });
    expect(created.statusCode).toBe(201);
    const body = (await page('/blog/titre-provisoire')).body;
    expect(body).toContain('"@type":"BlogPosting"');
    expect(body).toContain('"image":["https://images.example.fr/a.jpg"]');
    expect(body).toContain('<meta property="og:type" content="article"/>');
    expect(body).not.toContain('onerror');
    expect((await page('/article/titre-provisoire')).statusCode).toBe(200);

    await t.app.inject({
      method: 'PUT',
      url: `/api/articles/${created.json()._id}`,
      headers: admin,
      payload: { ...(created.json() as Record<string, unknown>), title: 'Titre définitif' },
    });
    for (const prefix of ['/blog', '/article']) {
      const moved = await page(`${prefix}/titre-provisoire`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(`${prefix}/titre-definitif`);
    }
    expect((await page('/blog/Titre-Definitif')).headers.location).toBe('/blog/titre-definitif');
    const missing = await page('/blog/article-inconnu');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Article non trouvé');
  });

  it('shows « Aucun article disponible » when the blog is empty, and admin buttons only to admins', async () => {
    const all = (await t.app.inject('/api/articles')).json() as { _id: string }[];
    for (const a of all) await t.app.inject({ method: 'DELETE', url: `/api/articles/${a._id}`, headers: admin });
    expect((await page('/blog')).body).toContain('Aucun article disponible');
    expect((await page('/blog')).body).not.toContain('Nouvel article');
    expect((await page('/blog', admin)).body).toContain('Nouvel article');
  });
});
