import { redirect, type AppLoadContext } from 'react-router';
import type { SessionUser } from '../lib/session-user';
import { sessionUser } from './session';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** /login?next=<the page asked for>, so the visitor comes back to it after signing in. */
function toLogin(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`, { headers: NO_STORE });
}

/** Admin-only page loaders (spec 6): an admin, else a redirect to /login. */
export async function requireAdminPage(request: Request, context: Pick<AppLoadContext, 'db'>): Promise<SessionUser> {
  const user = await sessionUser(request, context);
  if (!user || user.role !== 'admin') toLogin(request);
  return user;
}

/** Headers export of guarded pages: what a signed-in visitor sees is never shared by a cache. */
export const privatePageHeaders = () => NO_STORE;
