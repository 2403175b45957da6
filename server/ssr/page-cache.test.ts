import { describe, expect, it } from 'vitest';
import { PageCache, withFreshNonce } from './page-cache';

const page = (html: string) => ({ status: 200, headers: [] as [string, string][], html, nonce: 'N0NCE' });

describe('page micro-cache', () => {
  it('renders once for a burst of concurrent requests on the same key', async () => {
    const cache = new PageCache(5_000);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return page('<p>hello</p>');
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.getOrRender('/|system|unset', render)));
    expect(renders).toBe(1);
    expect(results.every((r) => r?.html === '<p>hello</p>')).toBe(true);
  });

  it('expires entries after the TTL', async () => {
    let now = 1_000;
    const cache = new PageCache(100, 10, () => now);
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
    const cache = new PageCache(5_000);
    expect(await cache.getOrRender('/login|system|unset', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('invalidates exact paths, prefixes and everything', async () => {
    const cache = new PageCache(5_000);
    for (const key of ['/faq|system|unset', '/faq|dark|unset', '/blog/a|system|unset', '/blog|system|unset', '/|system|unset']) {
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
  });

  it('gives every response its own nonce', () => {
    const html = '<script nonce="N0NCE">a</script><link nonce="N0NCE">';
    expect(withFreshNonce(html, 'N0NCE', 'FRESH')).toBe('<script nonce="FRESH">a</script><link nonce="FRESH">');
  });
});
