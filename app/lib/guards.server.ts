import { redirect, type AppLoadContext } from 'react-router';
import { sessionUser, type PageSessionUser } from '../components/auth/session.server';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** /login?next=<the page asked for>, so the visitor comes back to it after signing in. */
function toLogin(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`/login?next=${encodeURIComponent(url.pathname + url.search)}`, { headers: NO_STORE });
}

/** Page loaders of the customer area: the signed-in user, or a redirect to /login. */
export async function requireUserPage(request: Request, context: Pick<AppLoadContext, 'db'>): Promise<PageSessionUser> {
  const user = await sessionUser(request, context);
  if (!user) toLogin(request);
  return user;
}

/** Admin-only page loaders (spec 6): an admin, else a redirect to /login. */
export async function requireAdminPage(request: Request, context: Pick<AppLoadContext, 'db'>): Promise<PageSessionUser> {
  const user = await sessionUser(request, context);
  if (!user || user.role !== 'admin') toLogin(request);
  return user;
}

/** Headers export of guarded pages: what a signed-in visitor sees is never shared by a cache. */
export const privatePageHeaders = () => NO_STORE;

/** Loader export of admin pages that need nothing but the check. */
export async function adminOnlyLoader({ request, context }: { request: Request; context: Pick<AppLoadContext, 'db'> }) {
  await requireAdminPage(request, context);
  return null;
}
