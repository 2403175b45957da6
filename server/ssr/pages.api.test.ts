import net from 'node:net';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loadServerBuild, type TestApp } from '../test/app';

/** The page micro-cache and the page routes' body limit, on the built pages. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_TTL_MS: '60000' }, { ssr: await loadServerBuild() });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, '');

describe('/services for an anonymous visitor', () => {
  it('sets no cookie and is served from the page cache from the second view on', async () => {
    const first = await get('/services');
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBeUndefined();
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get('/services');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
    expect(second.body).toContain('Commander une traduction certifiée');
  });

  it('is private, and rendered for them, when it shows what the visitor entered before', async () => {
    const known = await get('/services', { cookie: 'mailClient=deja%40example.fr' });
    expect(known.headers['x-page-cache']).toBeUndefined();
    expect(known.headers['cache-control']).toBe('private, no-store');
    expect(known.body).toContain('deja@example.fr');
    // …and that page is never given to the next visitor.
    const next = await get('/services');
    expect(next.body).not.toContain('deja@example.fr');

    const editing = await get('/services?edit=1');
    expect(editing.headers['cache-control']).toBe('private, no-store');
    expect((await get('/services?edit=1')).headers['x-page-cache']).toBeUndefined();
  });
});

describe('cached pages', () => {
  it('answer gzip, compressed once, with the nonce of their own CSP', async () => {
    const plain = await get('/faq');
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await get('/faq', { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const html = zlib.gunzipSync(res.rawPayload).toString();
      const nonce = nonceOf(res.headers['content-security-policy'])!;
      expect(html.match(/nonce="([^"]+)"/g)!.every((attr) => attr === `nonce="${nonce}"`)).toBe(true);
      expect(withoutNonces(html)).toBe(withoutNonces(plain.body));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    const refused = await get('/faq', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('</html>');
  });

  it('tell any cache on the way that a page depends on the language the browser prefers and on its cookies', async () => {
    // A French page shows the Arabic bar to a browser preferring Arabic (decision 045): a proxy
    // keeping one copy per address would show it to everyone, or to no one.
    for (const headers of [{}, { 'accept-language': 'ar' }, { 'accept-encoding': 'gzip' }] as Record<
      string,
      string
    >[]) {
      const fresh = await get(`/contact?v=${Math.random()}`, headers);
      const cached = await get('/contact', headers);
      for (const res of [fresh, cached]) {
        const vary = String(res.headers.vary)
          .toLowerCase()
          .split(/\s*,\s*/);
        expect(vary).toEqual(expect.arrayContaining(['accept-language', 'cookie', 'accept-encoding']));
      }
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(api.headers.vary ?? '')).not.toMatch(/accept-language/i);
  });

  it('send the browser only the settings pages show: not the default chat hours nor whether backups run', async () => {
    const html = (await get('/')).body;
    expect(html).toContain('publicUrl');
    expect(html).not.toContain('chatOpenHours');
    expect(html).not.toContain('backups');
  });

  it('never keep a 404: a crawl of unknown addresses leaves the cache as it was', async () => {
    await get('/');
    const { size, bytes } = t.app.pageCache;
    expect(size).toBeGreaterThan(0);
    for (let i = 0; i < 40; i++) {
      const res = await get(`/page-inconnue-${i}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-page-cache']).toBeUndefined();
      expect((await get(`/blog/article-inconnu-${i}`)).statusCode).toBe(404);
    }
    expect(t.app.pageCache.size).toBe(size);
    expect(t.app.pageCache.bytes).toBe(bytes);
  });
});

describe('a large body sent to a page', () => {
  it('is answered 413 at once and its connection closed, without reading it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = Buffer.alloc(2 * 1024 * 1024, 'a');
    for (const chunked of [false, true]) {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (d) => (received += d.toString()));
      socket.on('error', () => {}); // the server may close while we still send
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(
        `POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
          (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${body.length}\r\n\r\n`),
      );
      socket.write(chunked ? Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body]) : body);
      const outcome = await Promise.race([
        closed.then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 5_000)),
      ]);
      socket.destroy();
      expect(outcome).toBe('closed');
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received.toLowerCase()).toContain('connection: close');
      expect(received).toContain('La requête est trop volumineuse.');
    }
  });

  it('leaves a small form post to a page alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.connection).not.toBe('close');
  });
});
