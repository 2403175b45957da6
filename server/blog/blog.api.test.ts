import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ARTICLE_SEED } from './seed-content';
import { frenchTypography } from '../../core/french-typography';
import { fixArticleTypography, seedArticles } from './seed';
import { articles } from './schema';
import { appSettings } from '../db/schema';
import { eq } from 'drizzle-orm';
import { seedFaq } from '../faq/seed';
import { allowListViolation, XSS_PAYLOADS } from '../content/xss-corpus';
import { contentTestApp, type Who } from '../content/test-app';
import { FIXTURES, multipart } from '../test/multipart';

const { t, callers, call } = contentTestApp();

const REQUIRED = 'Tous les champs requis doivent être remplis';

const article = (over: Record<string, unknown> = {}) => ({
  title: 'Traduire un acte de naissance',
  author: 'Samia Benali',
  summary: 'Ce qu’il faut savoir.',
  content: '<h2>Étapes</h2><p>Envoyez un scan.</p>',
  imageUrl: '',
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await call('admin', 'POST', '/api/articles', article(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    _id: string;
    slug: string;
    title: string;
    content: string;
    imageUrl: string;
    createdAt: string;
  };
}

describe('seed', () => {
  it('publishes three articles once, newest first', async () => {
    await seedArticles(t.database.db);
    const list = (await call('anonymous', 'GET', '/api/articles')).json();
    expect(list).toHaveLength(ARTICLE_SEED.length);
    // Stored with French typography (decision 031): « Apostille ou légalisation : quelle différence ? ».
    expect(list.map((a: { title: string }) => a.title)).toEqual(
      ARTICLE_SEED.map((a) => frenchTypography(a.title)).reverse(),
    );
    for (const { slug } of list) {
      const { title, summary, content } = (await call('anonymous', 'GET', `/api/articles/${slug}`)).json();
      expect(`${title} ${summary} ${content.replace(/<[^>]*>/g, '')}`).not.toMatch(/[ \n\t][:;?!]/);
    }
    expect(list[0]).not.toHaveProperty('content');
    expect(list.map((a: { slug: string }) => a.slug)).toContain('apostille-ou-legalisation-quelle-difference');
    await seedArticles(t.database.db);
    expect((await call('anonymous', 'GET', '/api/articles')).json()).toHaveLength(ARTICLE_SEED.length);
  });
});

describe('French typography, stored before (decision 031)', () => {
  it('is fixed once, without moving the article or dating it as edited', async () => {
    const db = t.database.db;
    const { _id, slug } = await create({ title: 'Le 1er guide' });
    await db
      .update(articles)
      .set({ title: 'Le 1er guide : pourquoi ?', summary: 'Oui !', content: '<p>Note : <code>a ? b</code></p>' })
      .where(eq(articles.id, _id));
    const [before] = await db.select().from(articles).where(eq(articles.id, _id));
    await db.delete(appSettings).where(eq(appSettings.key, 'fix:article-typography'));
    expect(await fixArticleTypography(db)).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(articles).where(eq(articles.id, _id));
    expect(after).toMatchObject({
      title: 'Le 1ᵉʳ guide\u00a0: pourquoi\u202f?',
      summary: 'Oui\u202f!',
      content: '<p>Note\u00a0: <code>a ? b</code></p>',
      slug,
      updatedAt: before!.updatedAt,
    });
    expect(await fixArticleTypography(db)).toBeNull();
  });
});

describe('authorisation', () => {
  const expected: Record<Who, number[]> = { anonymous: [401], customer: [403], admin: [200, 201] };
  const routes: [string, (id: string) => ['POST' | 'PUT' | 'DELETE', string, unknown?]][] = [
    ['POST /api/articles', () => ['POST', '/api/articles', article({ title: 'Autre' })]],
    ['PUT /api/articles/:id', (id) => ['PUT', `/api/articles/${id}`, article({ summary: 'Nouveau résumé' })]],
    ['DELETE /api/articles/:id', (id) => ['DELETE', `/api/articles/${id}`]],
  ];
  for (const [name, route] of routes) {
    it.each(['anonymous', 'customer', 'admin'] as Who[])(`${name} as %s`, async (who) => {
      const { _id } = await create();
      const [method, url, payload] = route(_id);
      const res = await call(who, method, url, payload);
      expect(expected[who]).toContain(res.statusCode);
      if (who === 'anonymous') expect(res.json()).toEqual({ message: 'Session expirée. Veuillez vous reconnecter.' });
      if (who === 'customer')
        expect(res.json()).toEqual({ message: 'Accès refusé. Vous n’avez pas les droits nécessaires.' });
    });
  }

  it('refuses an image upload from anyone but an admin', async () => {
    const { payload, headers } = multipart([
      { field: 'image', filename: 'a.png', content: FIXTURES.png(), type: 'image/png' },
    ]);
    for (const [who, status] of [
      ['anonymous', 401],
      ['customer', 403],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/articles/images',
        payload,
        headers: { ...callers[who], ...headers },
      });
      expect(res.statusCode).toBe(status);
    }
  });
});

describe('CRUD', () => {
  it('creates, reads by slug or id, updates and deletes', async () => {
    const created = await create();
    expect(created).toMatchObject({
      slug: 'traduire-un-acte-de-naissance',
      imageUrl: '',
      content: '<h2>Étapes</h2><p>Envoyez un scan.</p>',
    });
    expect((await call('anonymous', 'GET', `/api/articles/${created.slug}`)).json()._id).toBe(created._id);
    expect((await call('anonymous', 'GET', `/api/articles/${created._id}`)).json().slug).toBe(created.slug);

    const put = await call(
      'admin',
      'PUT',
      `/api/articles/${created._id}`,
      article({ summary: 'Mis à jour', imageUrl: 'https://images.example.fr/acte.jpg', slug: 'ignore-moi' }),
    );
    expect(put.statusCode).toBe(200);
    // Same title: same address, whatever slug the client sent.
    expect(put.json()).toMatchObject({
      slug: created.slug,
      summary: 'Mis à jour',
      imageUrl: 'https://images.example.fr/acte.jpg',
    });

    expect((await call('admin', 'DELETE', `/api/articles/${created._id}`)).json()).toEqual({
      message: 'Article supprimé.',
    });
    const gone = await call('anonymous', 'GET', `/api/articles/${created.slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Article non trouvé' });
    expect((await call('admin', 'DELETE', `/api/articles/${created._id}`)).statusCode).toBe(404);
  });

  it('lists newest first, without contents', async () => {
    const first = await create({ title: 'Premier' });
    const second = await create({ title: 'Second' });
    const list = (await call('anonymous', 'GET', '/api/articles')).json();
    expect(list.map((a: { _id: string }) => a._id)).toEqual([second._id, first._id]);
    expect(Object.keys(list[0]).sort()).toEqual([
      '_id',
      'author',
      'createdAt',
      'imageUrl',
      'lang',
      'slug',
      'summary',
      'title',
      'translationOf',
      'updatedAt',
    ]);
  });
});

describe('slugs', () => {
  it('derives the slug from the title, accents removed, unique with -2, -3', async () => {
    const a = await create({ title: 'Légalisation : Émirats' });
    const b = await create({ title: 'Legalisation — emirats !' });
    const c = await create({ title: 'LÉGALISATION ÉMIRATS' });
    expect([a.slug, b.slug, c.slug]).toEqual([
      'legalisation-emirats',
      'legalisation-emirats-2',
      'legalisation-emirats-3',
    ]);
    expect((await create({ title: 'New' })).slug).toBe('new-2');
    expect((await create({ title: 'edit' })).slug).toBe('edit-2');
    expect((await create({ title: 'مقال بالعربية' })).slug).toBe('article');
  });

  it('keeps an old slug redirecting (301) after a title change, even after several changes', async () => {
    const a = await create({ title: 'Ancien titre' });
    const renamed = (await call('admin', 'PUT', `/api/articles/${a._id}`, article({ title: 'Nouveau titre' }))).json();
    expect(renamed.slug).toBe('nouveau-titre');
    const moved = await call('anonymous', 'GET', '/api/articles/ancien-titre');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/articles/nouveau-titre');

    await call('admin', 'PUT', `/api/articles/${a._id}`, article({ title: 'Troisième titre' }));
    for (const old of ['ancien-titre', 'nouveau-titre']) {
      const res = await call('anonymous', 'GET', `/api/articles/${old}`);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/api/articles/troisieme-titre');
    }
    // An old address stays with its article: another one cannot take it.
    expect((await create({ title: 'Ancien titre' })).slug).toBe('ancien-titre-2');
    // Going back to a previous title gives its address back.
    const back = (await call('admin', 'PUT', `/api/articles/${a._id}`, article({ title: 'Nouveau titre' }))).json();
    expect(back.slug).toBe('nouveau-titre');
    expect((await call('anonymous', 'GET', '/api/articles/nouveau-titre')).statusCode).toBe(200);
    expect((await call('anonymous', 'GET', '/api/articles/troisieme-titre')).headers.location).toBe(
      '/api/articles/nouveau-titre',
    );
    // Deleting the article frees its old addresses.
    await call('admin', 'DELETE', `/api/articles/${a._id}`);
    expect((await call('anonymous', 'GET', '/api/articles/troisieme-titre')).statusCode).toBe(404);
  });
});

describe('validation', () => {
  it.each(['title', 'author', 'summary', 'content'])('%s is required', async (field) => {
    const res = await call('admin', 'POST', '/api/articles', article({ [field]: '   ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REQUIRED);
    expect(res.json().errors).toEqual({ [field]: REQUIRED });
  });

  it('says the spec sentence when several fields are missing, and on updates too', async () => {
    const res = await call('admin', 'POST', '/api/articles', {});
    expect(res.json()).toEqual({
      message: REQUIRED,
      errors: { title: REQUIRED, author: REQUIRED, summary: REQUIRED, content: REQUIRED },
    });
    const { _id } = await create();
    expect(
      (await call('admin', 'PUT', `/api/articles/${_id}`, article({ content: '<script>alert(1)</script>' }))).json()
        .message,
    ).toBe(REQUIRED);
  });

  it.each(['javascript:alert(1)', 'ftp://ex.fr/a.png', 'pas une url', 'data:image/png;base64,AAAA'])(
    'refuses the image URL %s',
    async (imageUrl) => {
      const res = await call('admin', 'POST', '/api/articles', article({ imageUrl }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        imageUrl: 'L’image doit être une adresse commençant par http:// ou https://, ou rester vide.',
      });
    },
  );
});

describe('XSS payloads through the API', () => {
  it(`are stored cleaned, in FAQ answers and articles (${XSS_PAYLOADS.length} payloads)`, async () => {
    for (const payload of XSS_PAYLOADS) {
      const faq = await call('admin', 'POST', '/api/qr', {
        question: `Question ${payload}`,
        answer: `<p>ok</p>${payload}`,
      });
      expect(faq.statusCode, payload).toBe(201);
      const storedFaq = (await call('anonymous', 'GET', `/api/qr/${faq.json()._id}`)).json();
      expect(allowListViolation(storedFaq.answer), payload).toBeNull();

      const post = await call(
        'admin',
        'POST',
        '/api/articles',
        article({ title: `Titre ${XSS_PAYLOADS.indexOf(payload)}`, content: `<p>ok</p>${payload}` }),
      );
      expect(post.statusCode, payload).toBe(201);
      const stored = (await call('anonymous', 'GET', `/api/articles/${post.json()._id}`)).json();
      expect(allowListViolation(stored.content), payload).toBeNull();
      expect(stored.content).not.toMatch(/<script|<iframe|<svg|\son\w+=|javascript:/i);
    }
  });
});

describe('article images', () => {
  const upload = (content: Buffer, filename = 'photo.png', type = 'image/png', field = 'image') => {
    const { payload, headers } = multipart([{ field, filename, content, type }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/articles/images',
      payload,
      headers: { ...callers.admin, ...headers },
    });
  };

  it('stores a resized WebP, served publicly with a long cache', async () => {
    const big = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#1b4d6b' } })
      .jpeg()
      .toBuffer();
    const res = await upload(big, 'grande.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const { url, width, height } = res.json();
    expect(url).toMatch(/^\/blog-images\/[0-9a-f-]{36}\.webp$/);
    expect([width, height]).toEqual([1600, 900]);
    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    // The address is accepted as an article image.
    expect((await create({ imageUrl: url })).imageUrl).toBe(url);
  });

  it('refuses what is not a PNG, JPEG or WebP image, whatever its name says', async () => {
    for (const content of [FIXTURES.pdf(), Buffer.from('<svg onload="alert(1)"></svg>'), Buffer.from('GIF89a....')]) {
      const res = await upload(content, 'image.png');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Seules les images PNG, JPEG et WebP sont acceptées.' });
    }
    expect((await upload(FIXTURES.png(), 'a.png', 'image/png', 'autre')).statusCode).toBe(400);
  });

  it('refuses an image over 8 MB', async () => {
    const res = await upload(Buffer.concat([FIXTURES.png(), Buffer.alloc(8 * 1024 * 1024 + 1)]), 'lourde.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'L’image ne doit pas dépasser 8 Mo.' });
  });

  it('answers 404 for unknown or malformed names', async () => {
    expect((await t.app.inject('/blog-images/00000000-0000-0000-0000-000000000000.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/blog-images/..%2F..%2Fsecrets%2Fsession-secret')).statusCode).toBe(404);
  });
});

describe('sitemap', () => {
  it('lists articles and FAQ entries with their last change', async () => {
    await seedArticles(t.database.db);
    await seedFaq(t.database.db);
    const a = await create({ title: 'Article du sitemap' });
    const body = (await t.app.inject('/sitemap.xml')).body;
    expect(body).toContain('<loc>http://localhost:3000/faq</loc>');
    expect(body).toContain('<loc>http://localhost:3000/blog</loc>');
    expect(body).toContain(
      `<loc>http://localhost:3000/blog/article-du-sitemap</loc><lastmod>${new Date(a.createdAt).toISOString()}</lastmod>`,
    );
    expect(body).toContain('<loc>http://localhost:3000/blog/apostille-ou-legalisation-quelle-difference</loc>');
    // Its Arabic seed version is named as its alternate (decision 034), then its last change.
    expect(body).toMatch(
      /<loc>http:\/\/localhost:3000\/faq\/qu-est-ce-qu-une-traduction-certifiee<\/loc>(<xhtml:link [^>]+\/>){3}<lastmod>/,
    );
    expect(body.match(/<url>/g)!.length).toBeGreaterThanOrEqual(15 + 4 + 12);
    // A deleted article leaves the sitemap at once.
    await call('admin', 'DELETE', `/api/articles/${a._id}`);
    expect((await t.app.inject('/sitemap.xml')).body).not.toContain('article-du-sitemap');
  });
});
