import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../accounts/guards';
import { problem } from '../http/error-schema';

/** The answers every admin route may give besides its own. */
export const adminErrors = { 401: problem, 403: problem } as const;

/**
 * Every route of the calling plugin answers admins only (401 anonymous or
 * revoked session, 403 any other role). It runs before the body is parsed,
 * so a caller without rights learns nothing from validation messages.
 */
export function adminOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });
}
