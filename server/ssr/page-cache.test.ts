import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const NONCE = 'N0NCEN0NCEN0NCEN0NCEN0==';
const page = (html: string) => ({ status: 200, headers: [] as [string, string][], html, nonce: NONCE });
const MB = 1024 * 1024;

describe('page micro-cache', () => {
  it('renders once for a burst of concurrent requests on the same key', async () => {
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: MB });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return page('<p>hello</p>');
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.getOrRender('/|system|unset', render)));
    expect(renders).toBe(1);
    expect(results.every((r) => r?.html('x') === '<p>hello</p>')).toBe(true);
  });

  it('expires entries after the TTL', async () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 100, maxBytes: MB, now: () => now });
    let renders = 0;
    const render = async () => (renders++, page('x'));
    await cache.getOrRender('k|a', render);
    now += 50;
    await cache.getOrRender('k|a', render);
    expect(renders).toBe(1);
    now += 100;
    await cache.getOrRender('k|a', render);
    expect(renders).toBe(2);
  });

  it('never stores a response the renderer declines to share', async () => {
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: MB });
    expect(await cache.getOrRender('/login|system|unset', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('holds at most its byte budget, dropping the least recently used pages first', async () => {
    // Incompressible pages of ~50 KB: the gzip copy is as large as the text.
    const big = () => page(`<p nonce="${NONCE}">${randomBytes(37_500).toString('base64')}</p>`);
    const probe = new PageCache({ ttlMs: 60_000, maxBytes: MB });
    await probe.getOrRender('/probe|system|unset', async () => big());
    const budget = Math.floor(probe.bytes * 2.5); // room for two pages, not three

    const cache = new PageCache({ ttlMs: 60_000, maxBytes: budget });
    await cache.getOrRender('/a|system|unset', async () => big());
    await cache.getOrRender('/b|system|unset', async () => big());
    cache.get('/a|system|unset'); // /a is now more recent than /b
    await cache.getOrRender('/c|system|unset', async () => big());
    expect(cache.get('/b|system|unset')).toBeUndefined();
    expect(cache.get('/a|system|unset')).toBeDefined();
    expect(cache.get('/c|system|unset')).toBeDefined();

    // A crawl of distinct URLs: the cache stays within its budget.
    for (let i = 0; i < 50; i++) await cache.getOrRender(`/crawl-${i}|system|unset`, async () => big());
    expect(cache.bytes).toBeLessThanOrEqual(budget);
    expect(cache.size).toBe(2);
    expect(cache.get('/crawl-49|system|unset')).toBeDefined();
  });

  it('serves, without keeping it, a page larger than the whole budget', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 10_000 });
    const served = await cache.getOrRender('/huge|system|unset', async () => page('x'.repeat(20_000)));
    expect(served?.html(NONCE)).toHaveLength(20_000);
    expect(cache.size).toBe(0);
  });

  it('does not keep a render that began before an invalidation', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: MB });
    let finish!: () => void;
    const rendering = cache.getOrRender(
      '/faq|system|unset',
      () => new Promise((resolve) => (finish = () => resolve(page('old')))),
    );
    cache.invalidate();
    finish();
    expect((await rendering)?.html('x')).toBe('old');
    expect(cache.get('/faq|system|unset')).toBeUndefined();
  });

  it('invalidates exact paths, prefixes and everything', async () => {
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: MB });
    for (const key of [
      '/faq|system|unset',
      '/faq|dark|unset',
      '/blog/a|system|unset',
      '/blog|system|unset',
      '/|system|unset',
    ]) {
      await cache.getOrRender(key, async () => page(key));
    }
    cache.invalidate('/faq');
    expect(cache.get('/faq|system|unset')).toBeUndefined();
    expect(cache.get('/faq|dark|unset')).toBeUndefined();
    cache.invalidate('/blog/*');
    expect(cache.get('/blog/a|system|unset')).toBeUndefined();
    expect(cache.get('/blog|system|unset')).toBeDefined();
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('gives every response its own nonce, as text and as gzip compressed once', async () => {
    const cache = new PageCache({ ttlMs: 5_000, maxBytes: MB });
    const html = `<html><head><link nonce="${NONCE}"></head><body>${'<p>Traduction certifiée</p>'.repeat(500)}<script nonce="${NONCE}">a</script></body></html>`;
    const entry = (await cache.getOrRender('/|system|unset', async () => page(html)))!;
    const expected = (nonce: string) => html.split(NONCE).join(nonce);
    expect(entry.html('FRESH')).toBe(expected('FRESH'));
    for (const nonce of ['AAAAAAAAAAAAAAAAAAAAAA==', 'b+/b+/b+/b+/b+/b+/b+/b==']) {
      const { body, gzip } = entry.body(nonce, true);
      expect(gzip).toBe(true);
      expect(zlib.gunzipSync(body).toString()).toBe(expected(nonce));
      expect(body.length).toBeLessThan(html.length / 10);
    }
    expect(entry.body(NONCE, false).gzip).toBe(false);
    // Only a nonce as long as the rendered one fits the gzip copy's holes.
    expect(entry.body('short', true)).toEqual({ body: Buffer.from(expected('short')), gzip: false });
  });
});
