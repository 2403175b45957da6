import { randomFillSync } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { Config } from '../config/config';
import { pageCsp } from '../plugins/security-headers';
import { copyHeaders, toFetchRequest } from './fetch-bridge';
import type { PageCache } from './page-cache';
import { offersArabic } from '../../core/arabic-offer';

export interface SsrOptions {
  /** A built server bundle, or (in development) a function returning the latest one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  config: Config;
  pageCache: PageCache;
  /** Services handed to loaders and actions (database, mailer, ...). */
  loadContext: (request: FastifyRequest) => Omit<AppLoadContext, 'nonce'>;
}

const THEME_COOKIE = /(?:^|;\s*)darkMode=(true|false)/;
const CONSENT_COOKIE = /(?:^|;\s*)cookieConsent=(essential|all)/;
/** Cookies a page reads to show something of this visitor's: a session, the order e-mail /services remembers. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:token|mailClient)=[^;]/;

/**
 * The page varies by theme, by whether the cookie banner shows and by whether a French page offers
 * its Arabic version (decision 045), nothing else for anonymous visitors.
 */
function cacheKey(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie ?? '';
  if (PERSONAL_COOKIE.test(cookie)) return null;
  if (request.method !== 'GET' || request.headers.authorization) return null;
  // Client-side navigations fetch `.data`; only whole documents are shared.
  if (request.url.includes('.data') || request.url.includes('_routes=')) return null;
  const offer = offersArabic(request.headers['accept-language'], cookie) ? 'ar-offer' : 'no-offer';
  return `${request.url}|${THEME_COOKIE.exec(cookie)?.[1] ?? 'system'}|${CONSENT_COOKIE.test(cookie) ? 'consented' : 'unset'}|${offer}`;
}

/**
 * What a page's HTML depends on besides its address, said to any cache between us and the visitor:
 * the Arabic bar on French pages (Accept-Language, decision 045), and the theme, consent, session
 * and language choice (cookies). Our own page cache keys on the same (cacheKey above).
 */
const PAGE_VARY = 'accept-language, cookie';

/**
 * A fresh CSP nonce: 16 random bytes, base64. Drawn from a pool refilled 256 nonces at a time,
 * as randomUUID does: one call into the system's generator per request weighed ~5% of a
 * cached page's cost.
 */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;
function newNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/** Whether the client takes gzip (`gzip;q=0` refuses it). */
function acceptsGzip(header: string | undefined): boolean {
  const match = header ? /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q=([\d.]+))?/i.exec(header) : null;
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}

export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions) {
  const mode = opts.config.isProduction ? 'production' : 'development';
  const handlerFor = async () => {
    const build = typeof opts.build === 'function' ? await opts.build() : opts.build;
    return createRequestHandler(build, mode);
  };
  const staticHandler = typeof opts.build === 'function' ? null : await handlerFor();
  const dev = typeof opts.build === 'function';
  // The policy around its nonce, built once: a cached page's answer only joins the parts.
  const cspParts = pageCsp('\0', { upgradeInsecure: opts.config.isHttps, dev }).split('\0');
  const csp = (nonce: string) => cspParts.join(nonce);

  // Route actions get the body whole, read here up to the server's body limit: a larger one is
  // answered 413 and its connection closed (error handler) instead of being left unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  async function render(request: FastifyRequest, reply: FastifyReply, nonce: string): Promise<Response> {
    const handler = staticHandler ?? (await handlerFor());
    const context = { ...opts.loadContext(request), nonce } as AppLoadContext;
    return handler(toFetchRequest(request, reply, opts.config.PUBLIC_URL), context);
  }

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      const key = opts.pageCache.enabled ? cacheKey(request) : null;
      if (key) {
        let renderedHere: Response | null = null;
        let missed = false;
        let nonce = '';
        const page = await opts.pageCache.getOrRender(key, async () => {
          missed = true;
          nonce = newNonce();
          const response = await render(request, reply, nonce);
          const type = response.headers.get('content-type') ?? '';
          // Only a 200 page is shared: a 404 (or any other answer) under the unbounded space of
          // unknown URLs would let a crawl fill the cache.
          const shareable =
            response.status === 200 &&
            type.startsWith('text/html') &&
            response.headers.getSetCookie().length === 0 &&
            !/private|no-store/.test(response.headers.get('cache-control') ?? '');
          if (!shareable) {
            renderedHere = response;
            return null;
          }
          return {
            status: response.status,
            headers: [...response.headers].filter(([n]) => n !== 'set-cookie' && n !== 'content-length'),
            html: await response.text(),
            nonce,
          };
        });
        if (page) {
          const fresh = newNonce();
          const { body, gzip } = page.body(fresh, acceptsGzip(request.headers['accept-encoding']));
          reply.status(page.status);
          for (const [name, value] of page.headers) reply.header(name, value);
          reply.header('content-security-policy', csp(fresh));
          reply.header('x-page-cache', missed ? 'miss' : 'hit');
          reply.header('vary', `accept-encoding, ${PAGE_VARY}`);
          // Compressed once when cached (brotli cannot take a new nonce without compressing again).
          if (gzip) reply.header('content-encoding', 'gzip');
          return reply.send(body);
        }
        if (renderedHere) return sendResponse(reply, renderedHere as Response, nonce);
        // Another request's render turned out not to be shareable: render our own.
      }
      const nonce = newNonce();
      return sendResponse(reply, await render(request, reply, nonce), nonce);
    },
  });

  function sendResponse(reply: FastifyReply, response: Response, nonce: string) {
    copyHeaders(response, reply);
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, ${PAGE_VARY}` : PAGE_VARY);
    }
    reply.header('content-security-policy', csp(nonce));
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  }
}
