import type { AppLoadContext } from 'react-router';
import { findGuestSession, GUEST_COOKIE } from '../../server/accounts/guest';
import type { Caller } from '../../server/orders/access';
import { readCookie } from '../lib/cookies';
import { sessionLookup } from './session';

/**
 * The page request's caller for order access: the same rule as the API
 * (server/orders/access.ts), built from the same cookies.
 */
export async function pageCaller(request: Request, context: Pick<AppLoadContext, 'db'>): Promise<Caller> {
  const [session, guest] = await Promise.all([
    sessionLookup(request, context),
    findGuestSession(context.db, readCookie(request.headers.get('cookie'), GUEST_COOKIE) || undefined, new Date()),
  ]);
  return { user: session?.user ?? null, guestEmail: guest?.email ?? null };
}
