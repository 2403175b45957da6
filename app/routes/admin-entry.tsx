import { redirect } from 'react-router';
import type { Route } from './+types/admin-entry';
import { sessionUser } from '../.server/session';
import { privatePageHeaders } from '../.server/guards';

/**
 * /admin and /admin/ (issue 30): the first address the translator types. Decided on the server
 * from the session as stored now: an admin goes to her dashboard; anyone else, a signed-in
 * customer included, to the admin sign-in page (never to the customer's own login).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context);
  throw redirect(user?.role === 'admin' ? '/admin/dashboard' : '/admin/login', { headers: privatePageHeaders() });
}

export const headers = privatePageHeaders;

/** Never drawn: the loader always redirects. */
export default function AdminEntry() {
  return null;
}
