import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../accounts/guards';

/**
 * Route hook of the FAQ and blog writes: admins only (401 anonymous, 403 other
 * roles), checked before the body is read so a stranger learns nothing from
 * validation messages.
 */
export async function adminWrite(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}
