import type { AppLoadContext } from 'react-router';
import { findSession, type SessionLookup } from '../../server/accounts/sessions';
import { readCookie } from '../lib/cookies';
import type { SessionUser } from '../lib/session-user';

/** The httpOnly session cookie set by POST /api/auth/login. */
const TOKEN_COOKIE = 'token';

/** The session token carried by a page request, if any. */
export function sessionTokenOf(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), TOKEN_COOKIE) || undefined;
}

// One look-up per request: the root loader and a guarded route loader share it.
const lookups = new WeakMap<Request, Promise<SessionLookup | null>>();

/** The live session behind the request's `token` cookie (user as stored now), or null. */
export function sessionLookup(request: Request, context: Pick<AppLoadContext, 'db'>): Promise<SessionLookup | null> {
  let pending = lookups.get(request);
  if (!pending) {
    const token = sessionTokenOf(request);
    pending = token ? findSession(context.db, token, new Date()) : Promise.resolve(null);
    lookups.set(request, pending);
  }
  return pending;
}

/**
 * The user behind the request's `token` cookie, as stored now (role and
 * existence read from the database), or null when anonymous, expired or revoked.
 */
export async function sessionUser(request: Request, context: Pick<AppLoadContext, 'db'>): Promise<SessionUser | null> {
  const s = await sessionLookup(request, context);
  return s ? { email: s.user.email, role: s.user.role } : null;
}
