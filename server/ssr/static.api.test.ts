import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

/** A stand-in for build/client: a hashed script (with its .br), the favicon, a sample image. */
function clientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'client-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'samples'));
  const script = 'console.log("page");'.repeat(100);
  writeFileSync(path.join(dir, 'assets', 'home-AbC123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'home-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'samples', 'acte.webp'), 'webp');
  return dir;
}

describe('built browser files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clientDir: clientDir() });
  });
  afterAll(() => t.close());

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const res = await t.app.inject({ url: '/assets/home-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeUndefined();
  });

  it('serves public files at their fixed address for an hour', async () => {
    for (const url of ['/favicon.svg', '/samples/acte.webp']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
    }
  });

  it('answers 404 for an asset that does not exist and never leaves the folder', async () => {
    for (const url of ['/assets/missing.js', '/assets/../favicon.svg', '/assets/%2e%2e/%2e%2e/package.json']) {
      const res = await t.app.inject({ url });
      if (url === '/assets/../favicon.svg') {
        // Normalised by the client as /favicon.svg; inject sends it as is: either answer is the favicon or a 404, never a file outside.
        expect([200, 404]).toContain(res.statusCode);
      } else {
        expect(res.statusCode, url).toBe(404);
      }
      expect(res.body).not.toContain('"name"');
    }
  });

  it('leaves every other address to the API and the pages', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
