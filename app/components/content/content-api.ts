import { apiRequest, type ApiAnswer } from '../../lib/api-client';
import { tr } from '../../../core/messages';

/**
 * Browser calls of the FAQ and blog editors. Same origin: the httpOnly session
 * cookie is the credential and the server checks the role on every write.
 */
export type { ApiAnswer } from '../../lib/api-client';

export const contentRequest = <T>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<ApiAnswer<T>> => apiRequest<T>(method, url, body);

/**
 * What an editor shows for a refused save or delete (spec 8): the server's
 * words for a 400 (FAQ: one line per field), the session and rights messages,
 * else the generic sentence of the action.
 */
export function failureMessage(
  answer: Extract<ApiAnswer<unknown>, { ok: false }>,
  action: 'save' | 'delete',
  kind: 'faq' | 'article',
): string {
  if (answer.status === 400) {
    if (kind === 'faq' && answer.errors && Object.keys(answer.errors).length > 0) {
      return (['question', 'answer', 'order'] as const)
        .map((f) => answer.errors![f])
        .filter(Boolean)
        .join('\n');
    }
    return answer.message ?? tr('form.invalid');
  }
  if (answer.status === 401) return tr('account.sessionExpired');
  if (answer.status === 403) return tr('account.accessDenied');
  return tr(action === 'save' ? 'form.saveError' : 'form.deleteError');
}
