import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANG, servedLang, t, type Lang, type MessageId, type MessageVars } from '../../core/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (core/messages/languages.ts). */
    lang: Lang;
    /** `t` in the request's language: `reply.send({ message: request.t('order.notFound') })`. */
    t<I extends MessageId>(id: I, ...vars: MessageVars<I>): string;
  }
}

/** Set by the browser's API client (app/lib/api-client.ts) to the language of the page that calls. */
export const LANG_HEADER = 'x-site-lang';
/** The visitor's remembered choice (the language switcher sets it; essential, always allowed). */
export const LANG_COOKIE = 'lang';

/**
 * Where a visitor who chose Arabic with the switcher is sent when they come back to the French
 * home page (a typed address, a bookmark): the Arabic one. Only the home page, only on that
 * visitor's own choice, never from the browser's language; French pages keep their URLs.
 */
export function rememberedHome(req: {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
}): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const match = /^\/(\?.*)?$/.exec(req.url);
  if (!match || req.cookies?.[LANG_COOKIE] !== 'ar' || servedLang('ar') !== 'ar') return null;
  return `/ar${match[1] ?? ''}`;
}

/**
 * The language of a request, first match wins:
 * 1. the path prefix (`/ar`, `/ar/…`): a page's URL says what language it is in,
 *    so French URLs stay French whatever the cookie, and cached pages never mix;
 * 2. for API calls and sockets only: the API client's header (the language of
 *    the page that asks), then the language cookie (downloads, plain form posts);
 * 3. French. The browser's Accept-Language is never used (issue 17: never forced by the browser).
 * Anything not served (see SERVED_LANGUAGES) gives French.
 */
/**
 * Whether an API request names its language (the API client's header, the switcher's cookie)
 * rather than getting French for want of one: a route that can tell from the person (their last
 * order) then uses that instead.
 */
export const namesItsLang = (req: {
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
}): boolean => typeof req.headers[LANG_HEADER] === 'string' || typeof req.cookies?.[LANG_COOKIE] === 'string';

export function requestLang(req: {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  cookies?: Record<string, string | undefined>;
}): Lang {
  // `/ar.data` is React Router's data request for the Arabic home (a client-side navigation to /ar).
  const prefix = /^\/([a-z]{2})(?:[/?#]|\.data(?:[?#]|$)|$)/.exec(req.url)?.[1];
  if (prefix && prefix !== DEFAULT_LANG && servedLang(prefix) === prefix) return prefix;
  if (!/^\/(api|socket\.io)\//.test(req.url)) return DEFAULT_LANG;
  const header = req.headers[LANG_HEADER];
  if (typeof header === 'string') return servedLang(header.trim().toLowerCase());
  return servedLang(req.cookies?.[LANG_COOKIE]);
}

export default fp(
  async function i18n(app: FastifyInstance) {
    app.decorateRequest('lang', DEFAULT_LANG);
    app.decorateRequest('t', function translate<
      I extends MessageId,
    >(this: FastifyRequest, id: I, ...vars: MessageVars<I>): string {
      return t(this.lang, id, ...vars);
    });
    app.addHook('onRequest', async (request, reply) => {
      request.lang = requestLang(request);
      const home = rememberedHome(request);
      // Private: the same URL answers differently by cookie, so no shared cache may keep it.
      if (home) return reply.header('cache-control', 'private, no-store').redirect(home, 302);
    });
  },
  // After @fastify/cookie, whose onRequest hook fills request.cookies.
  { name: 'i18n', dependencies: ['@fastify/cookie'] },
);
