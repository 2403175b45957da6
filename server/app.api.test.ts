import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARABIC_PAGES } from '../core/messages/pages';
import { STATIC_PAGES } from './seo/static-pages';
import { createTestApp, loadServerBuild, type TestApp } from './test/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      ssr: await loadServerBuild(),
      extend(app) {
        // A route that fails the way a bug would, to see what the client learns.
        app.get('/api/__boom', async () => {
          throw new Error('connection string postgres://secret@db/internal leaked');
        });
        app.post('/api/__echo', async (request) => request.body);
      },
    },
  );
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz while the process is up', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers', async () => {
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', redis: 'off' });
  });
});

describe('errors', () => {
  it('answers unknown API routes with a French JSON 404, not a page', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope/123' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'Ressource introuvable.' });
    }
  });

  it('hides internals of a 500 behind a French message', async () => {
    const res = await t.app.inject('/api/__boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Erreur serveur.' });
    expect(res.body).not.toMatch(/postgres|secret|stack|Error/);
  });

  it('answers a malformed JSON body with a French 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Le corps de la requête n’est pas un JSON valide.');
  });

  it('serves a French 404 page for unknown pages', async () => {
    const res = await t.app.inject('/cette-page-n-existe-pas');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Page introuvable');
    expect(res.body).toContain('<html lang="fr"');
  });
});

describe('security headers', () => {
  it('locks down API responses', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Plain http here: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives pages a CSP whose nonce is on every inline script, fresh on each response', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject('/');
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("'unsafe-inline' 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const scripts = [...res.body.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('sends HSTS when the public URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://www.example.fr' });
    try {
      const res = await secure.app.inject('/healthz');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });
});

describe('page micro-cache', () => {
  it('serves repeated anonymous views from memory and skips signed-in visitors', async () => {
    const first = await t.app.inject('/cgu');
    const second = await t.app.inject('/cgu');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''));
    const signedIn = await t.app.inject({ url: '/cgu', headers: { cookie: 'token=abc' } });
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
  });

  it('keys the cache by theme so a dark visitor never gets a light page', async () => {
    const dark = await t.app.inject({ url: '/rgpd', headers: { cookie: 'darkMode=true' } });
    const light = await t.app.inject({ url: '/rgpd', headers: { cookie: 'darkMode=false' } });
    expect(dark.body).toContain('<html lang="fr" class="dark"');
    expect(light.body).toContain('<html lang="fr" class="light"');
  });
});

describe('documents for crawlers and tools', () => {
  it('publishes robots.txt and a sitemap with absolute URLs', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /admin/');
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/traduction-arabe-dijon</loc>');
  });

  it('lists the pages that exist in Arabic in both languages, each naming the other (decision 032)', async () => {
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates =
      '<xhtml:link rel="alternate" hreflang="fr" href="http://localhost:3000/"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:3000/ar"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/"/>';
    expect(sitemap).toContain(`<loc>http://localhost:3000/</loc>${alternates}`);
    expect(sitemap).toContain(`<loc>http://localhost:3000/ar</loc>${alternates}`);
    // Every other page: once in each language when it has an Arabic version, else once, without alternates.
    for (const { path } of STATIC_PAGES.filter((p) => p.path !== '/')) {
      if (ARABIC_PAGES.includes(path))
        expect(sitemap).toContain(`<loc>http://localhost:3000/ar${path}</loc><xhtml:link`);
      else {
        expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc><changefreq>`);
        expect(sitemap).not.toContain(`/ar${path}<`);
      }
    }
  });

  it('answers an API call in the language of the page that makes it, never the browser’s', async () => {
    const refuse = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/contact', headers, payload: {} });
    const arabic = await refuse({ 'x-site-lang': 'ar', 'accept-language': 'fr' });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.body).toMatch(/[\u0600-\u06FF]/);
    const french = await refuse({ 'accept-language': 'ar' });
    expect(french.statusCode).toBe(400);
    expect(french.body).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('sends a visitor who chose Arabic from / to /ar, and nobody else', async () => {
    const chose = await t.app.inject({ url: '/?x=1', headers: { cookie: 'lang=ar' } });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe('/ar?x=1');
    expect(chose.headers['cache-control']).toBe('private, no-store');
    const browser = await t.app.inject({ url: '/', headers: { 'accept-language': 'ar' } });
    expect(browser.statusCode).not.toBe(302);
  });

  it('generates the OpenAPI document from the route schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
    const docs = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 with a French message', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'Base de données injoignable.' });
    await other.app.close().catch(() => {});
  });
});
