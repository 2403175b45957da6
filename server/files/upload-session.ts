import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_MAX_AGE_S } from '../../core/cookie-lifetimes';

/**
 * Pending uploads belong to the browser that sent them: an httpOnly cookie
 * holds a random id, the database only its hash.
 */
export const UPLOAD_SESSION_COOKIE = 'uploadSession';
const MAX_AGE_S = COOKIE_MAX_AGE_S.uploadSession;

export const hashSession = (id: string): string => createHash('sha256').update(id).digest('base64url');

/** The caller's upload-session hash, or null when the browser has none. */
export function uploadOwner(request: FastifyRequest): string | null {
  const id = request.cookies[UPLOAD_SESSION_COOKIE];
  return id && /^[A-Za-z0-9_-]{43}$/.test(id) ? hashSession(id) : null;
}

/**
 * Returns the caller's owner hash, issuing the cookie first when needed: at the first upload,
 * or at the order form's first ping, which it sends before uploading several files at once so
 * that they all land in one session. Pages never issue it: /services stays the same for every
 * first visit, and the page cache can serve it (decision 025).
 */
export function ensureUploadOwner(request: FastifyRequest, reply: FastifyReply): string {
  const existing = uploadOwner(request);
  if (existing) return existing;
  const id = randomBytes(32).toString('base64url');
  reply.setCookie(UPLOAD_SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.isHttps,
    maxAge: MAX_AGE_S,
  });
  return hashSession(id);
}
