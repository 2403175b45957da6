import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Pending uploads belong to the browser that sent them: an httpOnly cookie
 * holds a random id, the database only its hash.
 */
export const UPLOAD_SESSION_COOKIE = 'uploadSession';
const MAX_AGE_S = 7 * 86_400;

export const hashSession = (id: string): string => createHash('sha256').update(id).digest('base64url');

/** The caller's upload-session hash, or null when the browser has none. */
export function uploadOwner(request: FastifyRequest): string | null {
  const id = request.cookies[UPLOAD_SESSION_COOKIE];
  return id && /^[A-Za-z0-9_-]{43}$/.test(id) ? hashSession(id) : null;
}

/**
 * A Set-Cookie value starting a new upload session. The order page issues it up
 * front so its parallel first uploads all land in the same session.
 */
export function newUploadSessionCookie(secure: boolean): string {
  const id = randomBytes(32).toString('base64url');
  return `${UPLOAD_SESSION_COOKIE}=${id}; Max-Age=${MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Returns the caller's owner hash, issuing the cookie first when needed. */
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
