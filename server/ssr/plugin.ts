import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { Config } from '../config/config';
import { pageCsp } from '../plugins/security-headers';
import { copyHeaders, toFetchRequest } from './fetch-bridge';
import { PageCache, withFreshNonce } from './page-cache';

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
const SESSION_COOKIE = /(?:^|;\s*)token=[^;]/;

/** The page varies by theme and by whether the cookie banner shows, nothing else for anonymous visitors. */
function cacheKey(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie ?? '';
  if (SESSION_COOKIE.test(cookie)) return null;
  if (request.method !== 'GET' || request.headers.authorization) return null;
  // Client-side navigations fetch `.data`; only whole documents are shared.
  if (request.url.includes('.data') || request.url.includes('_routes=')) return null;
  return `${request.url}|${THEME_COOKIE.exec(cookie)?.[1] ?? 'system'}|${CONSENT_COOKIE.test(cookie) ? 'consented' : 'unset'}`;
}

export async function ssrPlugin(app: FastifyInstance, opts: SsrOptions) {
  const mode = opts.config.isProduction ? 'production' : 'development';
  const handlerFor = async () => {
    const build = typeof opts.build === 'function' ? await opts.build() : opts.build;
    return createRequestHandler(build, mode);
  };
  const staticHandler = typeof opts.build === 'function' ? null : await handlerFor();
  const dev = typeof opts.build === 'function';
  const csp = (nonce: string) => pageCsp(nonce, { upgradeInsecure: opts.config.isHttps, dev });

  // Route actions read the raw body themselves.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

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
        const nonce = randomBytes(16).toString('base64');
        const page = await opts.pageCache.getOrRender(key, async () => {
          const response = await render(request, reply, nonce);
          const type = response.headers.get('content-type') ?? '';
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
          const fresh = randomBytes(16).toString('base64');
          reply.status(page.status);
          for (const [name, value] of page.headers) reply.header(name, value);
          reply.header('content-security-policy', csp(fresh));
          reply.header('x-page-cache', page.nonce === nonce ? 'miss' : 'hit');
          return reply.send(withFreshNonce(page.html, page.nonce, fresh));
        }
        if (renderedHere) return sendResponse(reply, renderedHere as Response, nonce);
        // Another request's render turned out not to be shareable: render our own.
      }
      const nonce = randomBytes(16).toString('base64');
      return sendResponse(reply, await render(request, reply, nonce), nonce);
    },
  });

  function sendResponse(reply: FastifyReply, response: Response, nonce: string) {
    copyHeaders(response, reply);
    reply.header('content-security-policy', csp(nonce));
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  }
}
