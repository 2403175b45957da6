import type { FastifyRequest } from 'fastify';
import { httpError } from '../plugins/error-handler';
import type { CurrentUser } from './sessions';

/** The signed-in user, or 401 « Session expirée. Veuillez vous reconnecter. ». */
export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await request.currentUser();
  if (!user) throw httpError(401, 'account.sessionExpired');
  return user;
}

/** The signed-in admin: 401 when anonymous, 403 « Accès refusé… » for any other role. */
export async function requireAdmin(request: FastifyRequest): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw httpError(403, 'account.accessDenied');
  return user;
}
