import { localizedPath } from '../../../core/messages/pages';
import type { Lang } from '../../../core/messages/languages';
import { apiRequest, type ApiAnswer } from '../../lib/api-client';

/** Browser calls of the account pages: JSON in, JSON out, cookies set by the server. */
export type AuthAnswer<T> = ApiAnswer<T>;

export const postAuth = <T = { message?: string }>(url: string, body: unknown): Promise<AuthAnswer<T>> =>
  apiRequest<T>('POST', url, body);

/** Where a signed-in user lands: the page asked for, else their dashboard (the Arabic one from an Arabic page). */
export function landingFor(role: 'admin' | 'user', next: string | null, lang: Lang): string {
  if (next) return next;
  return role === 'admin' ? '/admin/dashboard' : localizedPath(lang, '/dashboard');
}
