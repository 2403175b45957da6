import type { FastifyRequest } from 'fastify';
import { httpError } from '../plugins/error-handler';
import { callerOf, isAnonymous, type Caller } from './access';
import { ORDER_REFERENCE } from './reference';

// What the customer area's routes check first (customer-routes.ts, message-route.ts).

/** The caller: signed-in user and/or guest session; 401 when neither. */
export async function requireCaller(request: FastifyRequest): Promise<Caller> {
  const caller = await callerOf(request);
  if (isAnonymous(caller)) throw httpError(401, 'account.sessionExpired');
  return caller;
}

/** A reference as typed (any case, spaces around) or a 400. */
export function parseReference(value: string): string {
  const id = value.trim().toUpperCase();
  if (!ORDER_REFERENCE.test(id)) throw httpError(400, 'order.idInvalid');
  return id;
}
