import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../core/account-rules';
import { HttpError } from '../plugins/error-handler';
import type { CurrentUser } from './sessions';

/** The signed-in user, or 401 « Session expirée. Veuillez vous reconnecter. ». */
export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await request.currentUser();
  if (!user) throw new HttpError(401, ACCOUNT_MESSAGES.sessionExpired);
  return user;
}

/** The signed-in admin: 401 when anonymous, 403 « Accès refusé… » for any other role. */
export async function requireAdmin(request: FastifyRequest): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, ACCOUNT_MESSAGES.accessDenied);
  return user;
}
