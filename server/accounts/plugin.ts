import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { ScryptParams } from './passwords';
import { createAccountService, type AccountService } from './service';
import { SESSION_MS, type CurrentUser, type SessionLookup } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
  }
  interface FastifyRequest {
    /**
     * The signed-in user as stored now (role and existence read from the
     * database once per request), or null. Never taken from the `user` cookie.
     */
    currentUser(): Promise<CurrentUser | null>;
  }
}

/** httpOnly cookie holding the opaque session token. */
const TOKEN_COOKIE = 'token';
/** Display-only cookie ({email, role} as JSON) for the pages; the server never reads it. */
const USER_COOKIE = 'user';

/** Paths that take no cookie-authenticated writes and are called cross-site by design. */
const CSRF_EXEMPT = new Set(['/api/payments/stripe/webhook']);
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AccountsPluginOptions {
  db: Database;
  /** PUBLIC_URL (no trailing slash): reset links, allowed Origin of cookie-authenticated writes. */
  publicUrl: string;
  /** Secure cookies (PUBLIC_URL is https). */
  isHttps: boolean;
  /** Clock (tests). */
  now?: () => Date;
  /** Kept for callers; the periodic purge of ended sessions moved to the retention job. */
  jobs?: boolean;
  /** scrypt cost for new hashes. */
  hashParams?: ScryptParams;
}

/** PUBLIC_URL and the https flag from the configuration. */
export function accountSettings(config: {
  PUBLIC_URL: string;
  isHttps: boolean;
}): Pick<AccountsPluginOptions, 'publicUrl' | 'isHttps'> {
  return { publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''), isHttps: config.isHttps };
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The session token of a request: the Authorization header first, then the `token` cookie. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? request.cookies?.[TOKEN_COOKIE] ?? undefined;
}

function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/**
 * Whether a state-changing request may use the session cookie: its Origin (or
 * Referer) is the site itself. Requests with neither header are non-browser
 * clients and pass, unless the browser says it is cross-site (Sec-Fetch-Site).
 */
export function isSameOriginRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const { origin, referer } = request.headers;
  const claimed = origin !== undefined ? origin : referer !== undefined ? originOf(referer) : undefined;
  if (claimed === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (claimed === publicOrigin) return true;
  // The address the browser actually used (e.g. 127.0.0.1 while PUBLIC_URL says localhost).
  return claimed === `${request.protocol}://${request.host}`;
}

const lookups = new WeakMap<FastifyRequest, Promise<SessionLookup | null>>();

/** The session behind the request's token (cached per request). */
export function requestSession(request: FastifyRequest): Promise<SessionLookup | null> {
  let pending = lookups.get(request);
  if (!pending) {
    const token = sessionToken(request);
    pending = token ? request.server.accounts.session(token) : Promise.resolve(null);
    lookups.set(request, pending);
  }
  return pending;
}

export function setSessionCookies(
  reply: FastifyReply,
  token: string,
  user: { email: string; role: string },
  secure: boolean,
): void {
  const maxAge = Math.floor(SESSION_MS / 1000);
  reply.setCookie(TOKEN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
  reply.setCookie(USER_COOKIE, JSON.stringify({ email: user.email, role: user.role }), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(USER_COOKIE, { path: '/', sameSite: 'lax', secure });
}

/** Masks secrets carried in URLs (reset links) before they reach a log line. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:reset-password|acces-commandes|guest-access|chat\/reprendre)\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&]signature=)[^&#]+/g, '$1[redacted]');
}

async function accountsPlugin(app: FastifyInstance, opts: AccountsPluginOptions): Promise<void> {
  const service = createAccountService({
    db: opts.db,
    mail: app.mail,
    publicUrl: opts.publicUrl.replace(/\/+$/, ''),
    now: opts.now,
    hashParams: opts.hashParams,
  });
  app.decorate('accounts', service);
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    return requestSession(this).then((s) => s?.user ?? null);
  });

  const publicOrigin = originOf(opts.publicUrl);
  // Cross-site request forgery: a write that rides on the session cookie must come from the site.
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!request.cookies?.[TOKEN_COOKIE] || bearerToken(request)) return;
    if (CSRF_EXEMPT.has(request.url.split('?', 1)[0]!)) return;
    if (isSameOriginRequest(request, publicOrigin)) return;
    request.log.warn({ origin: request.headers.origin, referer: request.headers.referer }, 'cross-site write refused');
    return reply.status(403).send({ message: request.t('account.foreignOrigin') });
  });

  // Ended sessions and access links are purged by the retention job (server/retention).
}

export default fp(accountsPlugin, {
  name: 'accounts',
  fastify: '5.x',
  dependencies: ['@fastify/cookie', 'mail', 'rate-limit'],
});
