import { apiRequest, type ApiAnswer, type ApiMethod } from '../../lib/api-client';

/**
 * Browser calls of the back office: same origin, the session cookie is the
 * credential (the server checks the role on every call). JSON in, JSON out.
 */
export type AdminAnswer<T> = ApiAnswer<T>;

export const adminRequest = <T = { message: string }>(
  method: ApiMethod,
  url: string,
  body?: unknown,
): Promise<AdminAnswer<T>> => apiRequest<T>(method, url, body);
