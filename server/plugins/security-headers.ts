import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Third-party origins the pages may talk to; kept here so the policy reads in one place. */
const MAP_ORIGIN = 'https://www.openstreetmap.org';

/**
 * Policy for server-rendered pages. Scripts run only when they carry this
 * response's nonce; 'strict-dynamic' lets those trusted scripts load the
 * hashed client chunks. Style attributes are allowed (React renders a few),
 * style elements only with the nonce, inline event handlers never.
 */
export function pageCsp(nonce: string, opts: { upgradeInsecure?: boolean; dev?: boolean } = {}): string {
  const directives = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Vite injects <style> elements and talks to its HMR socket in development only. In
    // production the one style element allowed is the dialogs' scroll lock, given the nonce.
    opts.dev ? `style-src 'self' 'unsafe-inline'` : `style-src 'self' 'nonce-${nonce}'`,
    `style-src-attr 'unsafe-inline'`,
    `img-src 'self' data: https:`,
    `font-src 'self'`,
    opts.dev ? `connect-src 'self' ws: wss:` : `connect-src 'self'`,
    `frame-src ${MAP_ORIGIN}`,
    `media-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `manifest-src 'self'`,
  ];
  if (opts.upgradeInsecure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
];

/** Anything that is not a page (JSON, files) may not run or embed anything. */
const API_CSP = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { hsts: boolean }) {
    await app.register(helmet, {
      // Set per response below: pages need a nonce, other responses a locked-down policy.
      contentSecurityPolicy: false,
      // The OpenStreetMap iframe on /about would be blocked by COEP.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/assets/')) {
        // Hashed scripts, styles and fonts: document-level headers mean nothing there and
        // cost ~600 bytes on each of the many small requests of a first visit.
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        return payload;
      }
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
      // API answers are personal by default (session, orders, admin lists, chat): no cache keeps
      // them. A route serving public data says otherwise itself.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'private, no-store');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
      return payload;
    });
  },
  { name: 'security-headers' },
);
